import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * Placeholder for the league-play spec's 'Send Feedback' dialog: the header already offers it,
 * and the form with its feedback/create call arrives with the feedback feature.
 */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send Feedback" centered size={440}>
      <Text>Sending feedback from here arrives soon. Thank you for wanting to help us make Courtside better!</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
