import type { ReactNode } from 'react';
import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMyLeagues } from './api';

// Spec: a fixed figure until match tracking feeds this card.
const MATCHES_PLAYED = 0;

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Stack>
  );
}

export function QuickStatsCard() {
  const myLeagues = useMyLeagues();

  let activeLeagues: ReactNode;
  if (myLeagues.isPending) activeLeagues = <Loader size="sm" aria-label="Loading active leagues" />;
  else if (myLeagues.isError) activeLeagues = <span title={myLeagues.error.message}>–</span>;
  else activeLeagues = myLeagues.data.length;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="quick-stats-title">
      <Title order={2} size="h3" id="quick-stats-title" mb="md">
        Quick Stats
      </Title>
      <SimpleGrid cols={2} spacing="md">
        <Stat label="Active Leagues" value={activeLeagues} />
        <Stat label="Matches Played" value={MATCHES_PLAYED} />
      </SimpleGrid>
      {myLeagues.isError ? (
        <Text size="sm" c="var(--mantine-color-error)" mt="sm">
          Could not load your leagues: {myLeagues.error.message}
        </Text>
      ) : null}
    </Card>
  );
}
