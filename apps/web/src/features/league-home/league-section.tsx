import { useId, type ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';

/** A titled part of a league page: an h2 that names the region for screen readers, and optional actions. */
export function LeagueSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
