import { Button, Stack, Text } from '@mantine/core';
import { IconListDetails, IconTrophy } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isActiveLeagueStatus } from '@courtside/shared/league/league-status';
import { AVAILABILITY_MESSAGES } from '@courtside/shared/schemas/availability-messages';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { useMyLeagues } from '@/lib/account-queries';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { leagueIdFromParam, paths } from '@/lib/paths';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { AddAvailabilityForm } from './add-availability-form';
import { LEAGUE_NOT_FOUND_MESSAGE, timeZoneNote } from './availability-text';

/** league-play section 8, word for word. */
export const LEAGUES_LOAD_FAILED_MESSAGE = 'Failed to load your leagues. Please try again.';
/** A player whose leagues have not started play (or have ended) has nowhere to add times. */
export const NO_LEAGUE_IN_PLAY = 'None of your leagues is in play right now, so there is nowhere to add availability.';

const leaguesFailedToast = () => LEAGUES_LOAD_FAILED_MESSAGE;

/**
 * Add availability (league-play section 2) at /availability/add and /leagues/{leagueId}/availability/add. The
 * league select shows only without a league in the route.
 */
export function AddAvailabilityPage() {
  const param = useParams().leagueId;
  const routeLeagueId = leagueIdFromParam(param);
  const zone = viewerTimeZone();
  const listPath = routeLeagueId === null ? paths.availability : paths.leagueAvailabilityList(routeLeagueId);

  let content;
  if (param !== undefined && routeLeagueId === null) content = <Text>{LEAGUE_NOT_FOUND_MESSAGE}</Text>;
  else if (routeLeagueId !== null)
    content = <AddAvailabilityForm key={routeLeagueId} routeLeagueId={routeLeagueId} zone={zone} />;
  else content = <ChooseLeagueAndAdd zone={zone} />;

  return (
    <>
      <PageHeader
        title="Add Availability"
        description={timeZoneNote(zone)}
        actions={
          <Button
            component={Link}
            to={listPath}
            variant="light"
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
          >
            My Availability
          </Button>
        }
      />
      {content}
    </>
  );
}

/** Without a league in the route: the leagues where play is under way, auto-selected when there is one. */
function ChooseLeagueAndAdd({ zone }: { zone: string }) {
  const myLeagues = useMyLeagues();
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

  if (myLeagues.data.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Text size="lg">{AVAILABILITY_MESSAGES.notRegistered}</Text>
        <Button component={Link} to={paths.register} leftSection={<IconTrophy size={18} aria-hidden="true" />}>
          View Available Leagues
        </Button>
      </Stack>
    );
  }

  const inPlay = myLeagues.data.filter((league) => isActiveLeagueStatus(league.league_status));
  if (inPlay.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Text size="lg">{NO_LEAGUE_IN_PLAY}</Text>
        <Button component={Link} to={paths.myLeagues} leftSection={<IconTrophy size={18} aria-hidden="true" />}>
          Go to My Leagues
        </Button>
      </Stack>
    );
  }
  return <AddAvailabilityForm routeLeagueId={null} leagues={inPlay} zone={zone} />;
}
