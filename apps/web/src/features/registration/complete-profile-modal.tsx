import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { RequiredProfileField } from '@courtside/shared/players/profile-completeness';

/** The names the profile form gives these details (gender is its Play Type). */
const FIELD_LABELS: Record<RequiredProfileField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  rating: 'Rating',
  gender: 'Play type',
};

interface CompleteProfileModalProps {
  opened: boolean;
  missing: readonly RequiredProfileField[];
  onGoToProfile: () => void;
  /** Cancel, Escape and the close button all leave the page: without a complete profile there is nothing to do here. */
  onCancel: () => void;
}

/** Asks for the details registration needs (accounts-and-admin section 5), before any league is chosen. */
export function CompleteProfileModal({ opened, missing, onGoToProfile, onCancel }: CompleteProfileModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Complete Your Profile" centered>
      <Stack gap="md">
        <Text>Your player profile needs these details before you can register for a league:</Text>
        <List aria-label="Missing from your profile">
          {missing.map((field) => (
            <List.Item key={field}>{FIELD_LABELS[field]}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onGoToProfile} data-autofocus>
            Go to Profile
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
