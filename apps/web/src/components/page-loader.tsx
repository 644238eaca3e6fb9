import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with visible text, announced politely to screen readers. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}
