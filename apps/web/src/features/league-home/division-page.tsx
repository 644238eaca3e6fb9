import { Text } from '@mantine/core';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { PageHeader } from '@/components/page-header';
import { useMyDivision } from '@/lib/league-queries';
import { DivisionRoster } from './division-roster';
import {
  LEAGUE_DETAILS_NOT_READY,
  LEAGUE_NOT_FOUND_MESSAGE,
  LeagueNotAvailable,
  useLeagueLoadView,
} from './league-load-view';
import { useLeagueIdParam } from '@/lib/use-league-id-param';

/** The spec's fallback when the division has no name. */
export const DIVISION_FALLBACK_NAME = 'Your Division';

export function divisionTitle(division: Pick<MyDivisionDto, 'division_name' | 'league_id'>): string {
  return `${division.division_name?.trim() || DIVISION_FALLBACK_NAME} · League ${division.league_id}`;
}

/** /leagues/{leagueId}/division: the division overview, a roster of the other players (league-play section 2). */
export function DivisionPage() {
  const leagueId = useLeagueIdParam();
  if (leagueId === null) return <LeagueNotAvailable message={LEAGUE_NOT_FOUND_MESSAGE} />;
  return <Division key={leagueId} leagueId={leagueId} />;
}

function Division({ leagueId }: { leagueId: number }) {
  const division = useMyDivision(leagueId);
  const loadView = useLeagueLoadView([division], DIVISION_FALLBACK_NAME, 'division');
  if (loadView || !division.data) return loadView;
  const data = division.data;
  return (
    <>
      <PageHeader title={divisionTitle(data)} description={data.league_name} />
      {data.division_id === null ? (
        <Text size="lg">{LEAGUE_DETAILS_NOT_READY}</Text>
      ) : (
        <DivisionRoster division={data} />
      )}
    </>
  );
}
