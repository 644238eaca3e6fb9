import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import classes from './auth-card.module.css';

/** The narrow centred panel shared by the sign-in and sign-up forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" className={classes.card} maw={440} mx="auto" my="lg">
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
