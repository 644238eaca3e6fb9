import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { PageHeader } from '@/components/page-header';
import { useMyDivision } from '@/lib/league-queries';
import {
  LEAGUE_DETAILS_NOT_READY,
  LEAGUE_NOT_FOUND_MESSAGE,
  LeagueNotAvailable,
  useLeagueLoadView,
} from './league-load-view';
import { MatchHistoryList } from './match-history-list';
import { compareNewestFirst, isMyMatch } from './match-view';
import { useLeagueIdParam } from '@/lib/use-league-id-param';

export const MATCH_HISTORY_TITLE = 'Match History';
export const NO_MATCHES_OF_MINE = 'You have no played or scheduled matches yet.';
export const NO_DIVISION_MATCHES = 'No matches have been played or scheduled in your division yet.';

type Scope = 'mine' | 'division';
const SCOPES: { value: Scope; label: string }[] = [
  { value: 'mine', label: 'My Matches' },
  { value: 'division', label: 'Whole Division' },
];

/** /leagues/{leagueId}/schedule/full: every played or scheduled match of my division, newest first. */
export function MatchHistoryPage() {
  const leagueId = useLeagueIdParam();
  if (leagueId === null) return <LeagueNotAvailable message={LEAGUE_NOT_FOUND_MESSAGE} />;
  return <MatchHistory key={leagueId} leagueId={leagueId} />;
}

function MatchHistory({ leagueId }: { leagueId: number }) {
  const division = useMyDivision(leagueId);
  const loadView = useLeagueLoadView([division], MATCH_HISTORY_TITLE, 'history');
  if (loadView || !division.data) return loadView;
  return <MatchHistoryContent division={division.data} />;
}

function MatchHistoryContent({ division }: { division: MyDivisionDto }) {
  const [scope, setScope] = useState<Scope>('mine');
  const me = division.player_id;
  const header = <PageHeader title={MATCH_HISTORY_TITLE} description={division.league_name} />;
  if (division.division_id === null) {
    return (
      <>
        {header}
        <Text size="lg">{LEAGUE_DETAILS_NOT_READY}</Text>
      </>
    );
  }
  // Unscheduled matches have neither a date nor a result yet: they are still to come, not history.
  const matches = division.matches
    .filter((match) => getMatchState(match.status) !== 'unscheduled')
    .filter((match) => scope === 'division' || isMyMatch(match, me))
    .sort(compareNewestFirst);

  return (
    <>
      {header}
      <Stack gap="md">
        <SegmentedControl
          aria-label="Whose matches"
          data={SCOPES}
          value={scope}
          onChange={setScope}
          style={{ alignSelf: 'flex-start' }}
        />
        <MatchHistoryList
          leagueId={division.league_id}
          myPlayerId={me}
          matches={matches}
          emptyMessage={scope === 'mine' ? NO_MATCHES_OF_MINE : NO_DIVISION_MATCHES}
        />
      </Stack>
    </>
  );
}
