import { Group, Loader, Paper, Text } from '@mantine/core';

/**
 * Shown while a dialog's code is on its way (lib/lazy-part.ts): on a slow network the tap that opens it must
 * still visibly do something. Centred over the page like the dialog that follows, announced politely.
 */
export function OpeningStatus() {
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      withBorder
      px="md"
      py="sm"
      pos="fixed"
      top="50%"
      left="50%"
      style={{ transform: 'translate(-50%, -50%)', zIndex: 200 }}
    >
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden="true" />
        <Text>Opening...</Text>
      </Group>
    </Paper>
  );
}
