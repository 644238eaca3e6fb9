import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import cardList from '@/components/card-list.module.css';

/** One match in a list: who, when and where on the left, its buttons beside (below on a phone). */
export function MatchCard({
  title,
  details,
  badges,
  actions,
}: {
  title: string;
  details: ReactNode[];
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} className={cardList.text}>
          <Title order={3} size="h5" className={cardList.wrap}>
            {title}
          </Title>
          {details.map((detail, index) => (
            <Text size="sm" key={index}>
              {detail}
            </Text>
          ))}
          {badges ? (
            <Group gap="xs" mt={4}>
              {badges}
            </Group>
          ) : null}
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Card>
  );
}

/** A list of match cards, announced as a list with its size. */
export function MatchList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul role="list" aria-label={label} className={cardList.list}>
      {children}
    </ul>
  );
}
