import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import cardList from './card-list.module.css';

/**
 * The lists of things waiting for someone, each with its action in place: the dashboard's Next Steps and the
 * admin's Needs attention. A titled list of one kind of item; nothing at all when it has none.
 */
export function ActionGroup<T>({
  title,
  items,
  children,
}: {
  title: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ul role="list" aria-label={title} className={cardList.list}>
        {items.map(children)}
      </ul>
    </Stack>
  );
}

/** One waiting item: what it is, where or when in a dimmed line, its buttons beside (below on a phone). */
export function ActionItem({ text, detail, children }: { text: string; detail?: ReactNode; children?: ReactNode }) {
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} className={cardList.text}>
          <Text fw={600} className={cardList.wrap}>
            {text}
          </Text>
          {detail ? (
            <Text size="sm" c="dimmed" component="div" className={cardList.wrap}>
              {detail}
            </Text>
          ) : null}
        </Stack>
        {children ? <Group gap="xs">{children}</Group> : null}
      </Group>
    </Card>
  );
}
