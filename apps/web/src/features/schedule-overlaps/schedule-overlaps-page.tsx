import { useState } from 'react';
import { Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { isActiveLeagueStatus } from '@courtside/shared/league/league-status';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { useMyLeagues } from '@/lib/account-queries';
import { timeZoneNote } from '@/lib/locale-time';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { leagueIdFromParam, paths } from '@/lib/paths';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { LeagueOverlaps } from './league-overlaps';
import { readTargetOpponent, type TargetOpponent } from './overlap-view';

/** league-play sections 2 and 8, word for word. */
export const NO_ACTIVE_LEAGUES = 'No Active Leagues';
export const LEAGUES_LOAD_FAILED_MESSAGE = 'Failed to load leagues';
export const LEAGUE_NOT_FOUND_MESSAGE = 'League not found.';
export const CHOOSE_LEAGUE_NOTE = 'Select a league to see when you and your opponents are both free.';

const leaguesFailedToast = () => LEAGUES_LOAD_FAILED_MESSAGE;

/**
 * Schedule overlaps (league-play section 2): when I and my unplayed opponents are free, grouped by date, with
 * the best times of the week first. Find Times on the division page opens it on one opponent.
 */
export function ScheduleOverlapsPage() {
  const param = useParams().leagueId;
  const routeLeagueId = leagueIdFromParam(param);
  const location = useLocation();
  const target = readTargetOpponent(location.state);

  let content;
  if (param !== undefined && routeLeagueId === null) content = <Text>{LEAGUE_NOT_FOUND_MESSAGE}</Text>;
  // A new arrival (another Find Times) starts afresh with its own opponent filter.
  else if (routeLeagueId !== null) {
    content = <LeagueOverlaps key={`${routeLeagueId}-${location.key}`} leagueId={routeLeagueId} target={target} />;
  } else content = <ChooseLeague target={target} />;

  return (
    <>
      <PageHeader title="Schedule Overlaps" description={timeZoneNote(viewerTimeZone())} />
      {content}
    </>
  );
}

/** Without a league in the route: the leagues in play to choose from, the only one chosen for me. */
function ChooseLeague({ target }: { target: TargetOpponent | null }) {
  const myLeagues = useMyLeagues();
  const [chosen, setChosen] = useState<number | null>(null);
  useLoadErrorToast(
    myLeagues.data === undefined ? myLeagues.error : null,
    myLeagues.errorUpdatedAt,
    leaguesFailedToast,
  );

  if (myLeagues.data === undefined) {
    if (!myLeagues.error) return <PageLoader label="Loading your leagues..." />;
    return (
      <LoadFailure title={LEAGUES_LOAD_FAILED_MESSAGE} query={myLeagues}>
        {myLeagues.error.message}
      </LoadFailure>
    );
  }

  const active = myLeagues.data.filter((league) => isActiveLeagueStatus(league.league_status));
  if (active.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {NO_ACTIVE_LEAGUES}
        </Title>
        <Text>Overlaps are found in leagues where play is under way.</Text>
        <Button component={Link} to={paths.myLeagues} leftSection={<IconTrophy size={18} aria-hidden="true" />}>
          Go to My Leagues
        </Button>
      </Stack>
    );
  }

  const leagueId = chosen ?? (active.length === 1 ? (active[0]?.league_id ?? null) : null);
  return (
    <Stack gap="lg">
      <NativeSelect
        label="League"
        maw={420}
        data={[
          { value: '', label: 'Select a league' },
          ...active.map((league) => ({ value: String(league.league_id), label: league.league_name })),
        ]}
        value={leagueId === null ? '' : String(leagueId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setChosen(value === '' ? null : Number(value));
        }}
      />
      {leagueId === null ? (
        <Text>{CHOOSE_LEAGUE_NOTE}</Text>
      ) : (
        <LeagueOverlaps key={leagueId} leagueId={leagueId} target={target} />
      )}
    </Stack>
  );
}
