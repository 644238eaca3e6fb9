import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { paths } from '@/lib/paths';
import classes from './auth-card.module.css';

/** The narrow centred panel shared by the sign-in, sign-up and account recovery forms. */
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

/** The way out of the account recovery pages: back to the sign-in form, or home. */
export function RecoveryBackLinks() {
  return (
    <Group justify="space-between" mt="lg" gap="xs">
      <Anchor component={Link} to={paths.signIn} size="sm">
        Back to sign in
      </Anchor>
      <Anchor component={Link} to={paths.landing} size="sm">
        Back to home
      </Anchor>
    </Group>
  );
}
