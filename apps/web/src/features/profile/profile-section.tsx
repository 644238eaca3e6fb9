import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
