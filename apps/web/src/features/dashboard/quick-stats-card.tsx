import type { ReactNode } from 'react';
import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isActiveLeagueStatus } from '@courtside/shared/league/league-status';
import { countMatchesByState } from '@courtside/shared/tennis/match-status';
import { useMyMatches } from '@/lib/league-queries';
import { useMyLeagues } from './api';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Stack>
  );
}

/** A figure from a read: a spinner while it loads, a dash (with the reason on hover) when it failed. */
function figure(
  query: { isPending: boolean; error: Error | null },
  value: () => number,
  loadingLabel: string,
): ReactNode {
  if (query.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (query.error) return <span title={query.error.message}>–</span>;
  return value();
}

export function QuickStatsCard() {
  const myLeagues = useMyLeagues();
  const myMatches = useMyMatches();

  // Leagues in play (issue 34): a league still taking registrations, or finished, is not active.
  const activeLeagues = figure(
    myLeagues,
    () => (myLeagues.data ?? []).filter((entry) => isActiveLeagueStatus(entry.league_status)).length,
    'Loading active leagues',
  );
  // Played means completed, with any outcome, in every league (league-play section 4).
  const matchesPlayed = figure(
    myMatches,
    () => countMatchesByState(myMatches.data ?? []).completed,
    'Loading matches played',
  );
  const failures = [
    myLeagues.isError ? `Could not load your leagues: ${myLeagues.error.message}` : null,
    myMatches.isError ? `Could not load your matches: ${myMatches.error.message}` : null,
  ].filter((message) => message !== null);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="quick-stats-title">
      <Title order={2} size="h3" id="quick-stats-title" mb="md">
        Quick Stats
      </Title>
      <SimpleGrid cols={2} spacing="md">
        <Stat label="Active Leagues" value={activeLeagues} />
        <Stat label="Matches Played" value={matchesPlayed} />
      </SimpleGrid>
      {failures.map((message) => (
        <Text key={message} size="sm" c="var(--mantine-color-error)" mt="sm">
          {message}
        </Text>
      ))}
    </Card>
  );
}
