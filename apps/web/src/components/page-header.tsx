import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** The page's one h1, an optional lead sentence and optional actions on the right (below it on a phone). */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
