import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { countMatchesByState } from '@courtside/shared/tennis/match-status';
import { useMyMatches } from '@/lib/league-queries';
import { ColumnGrid } from '@/components/column-grid';
import { useMyLeagues } from './api';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import classes from './dashboard.module.css';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={classes.stat}>
      <p className={`${plainType.textSm} ${plainType.dimmed}`}>{label}</p>
      <p className={plainType.figure}>{value}</p>
    </div>
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

  const activeLeagues = figure(myLeagues, () => myLeagues.data?.length ?? 0, 'Loading active leagues');
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
    <section aria-labelledby="quick-stats-title" className={`${plainCard.card} ${plainCard.roomy}`}>
      <h2 className={`${plainType.h3} ${classes.cardTitle}`} id="quick-stats-title">
        Quick Stats
      </h2>
      <ColumnGrid cols={2} spacing="md">
        <Stat label="Active Leagues" value={activeLeagues} />
        <Stat label="Matches Played" value={matchesPlayed} />
      </ColumnGrid>
      {failures.map((message) => (
        <p key={message} className={`${plainType.textSm} ${classes.failure}`}>
          {message}
        </p>
      ))}
    </section>
  );
}
