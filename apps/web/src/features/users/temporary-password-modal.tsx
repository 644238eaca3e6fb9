import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyToClipboard } from '@/lib/clipboard';

export interface IssuedPassword {
  email: string;
  password: string;
}

/** Shows a temporary password once; closing the dialog forgets it. */
export function TemporaryPasswordModal({ issued, onClose }: { issued: IssuedPassword | null; onClose: () => void }) {
  return (
    <Modal opened={issued !== null} onClose={onClose} title="Temporary Password" size={440} centered>
      {issued ? (
        <Stack gap="md">
          <Text>
            Give this password to <strong>{issued.email}</strong>. It is shown only once; ask them to change it after
            signing in.
          </Text>
          <Code block fz="lg" style={{ letterSpacing: '0.08em' }} data-testid="temporary-password">
            {issued.password}
          </Code>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="light"
              leftSection={<IconCopy size={18} aria-hidden="true" />}
              onClick={() => void copyToClipboard(issued.password)}
            >
              Copy
            </Button>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
