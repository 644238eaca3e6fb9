import { Button, Group, Modal, Text } from '@mantine/core';

interface LeagueSavedModalProps {
  /** The saved league's name, or null while the modal is closed. */
  savedName: string | null;
  onStay: () => void;
  /** What the way back says: League Management for admins, the league's own Manage page for its organizer. */
  goLabel?: string;
  onGoToManagement: () => void;
}

/** After a save: stay on the editor, or go back to League Management. */
export function LeagueSavedModal({
  savedName,
  onStay,
  goLabel = 'Go to League Management',
  onGoToManagement,
}: LeagueSavedModalProps) {
  return (
    <Modal opened={savedName !== null} onClose={onStay} title="League Saved" centered>
      <Text style={{ overflowWrap: 'anywhere' }}>{savedName} has been saved.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay}>
          Stay Here
        </Button>
        <Button onClick={onGoToManagement} data-autofocus>
          {goLabel}
        </Button>
      </Group>
    </Modal>
  );
}
