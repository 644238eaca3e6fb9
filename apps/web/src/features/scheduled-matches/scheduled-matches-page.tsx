import { useId } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconPencil, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MyMatchDto } from '@courtside/shared/schemas/matches';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMyMatches } from '@/lib/league-queries';
import { paths } from '@/lib/paths';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { formatMatchTime, locationLabel } from '@/lib/match-display';
import { opponentName, scheduledByLeague, type LeagueMatches } from './scheduled-match-view';
import classes from '@/components/card-list.module.css';
import { LoadFailure } from '@/components/load-failure';

/** league-play section 8, word for word: these are the league-play matches of every league of mine. */
export const LEAGUE_DATA_FAILED_MESSAGE = 'Unable to load league data.';
export const NO_SCHEDULED_MATCHES = 'You have no scheduled matches.';

const failureToast = () => LEAGUE_DATA_FAILED_MESSAGE;

/** /scheduled-matches: my scheduled matches in every league, soonest first, each with its next steps. */
export function ScheduledMatchesPage() {
  const myMatches = useMyMatches();
  useLoadErrorToast(myMatches.data === undefined ? myMatches.error : null, myMatches.errorUpdatedAt, failureToast);

  let content;
  if (myMatches.data !== undefined) {
    const leagues = scheduledByLeague(myMatches.data);
    content =
      leagues.length === 0 ? (
        <Stack gap="md" align="flex-start">
          <Text size="lg">{NO_SCHEDULED_MATCHES}</Text>
          <Button component={Link} to={paths.myLeagues} leftSection={<IconTrophy size={18} aria-hidden="true" />}>
            Go to My Leagues
          </Button>
        </Stack>
      ) : (
        <Stack gap="xl">
          {leagues.map((league) => (
            <LeagueGroup key={league.leagueId} league={league} />
          ))}
        </Stack>
      );
  } else if (myMatches.error) {
    content = (
      <LoadFailure title={LEAGUE_DATA_FAILED_MESSAGE} query={myMatches}>
        {myMatches.error.message}
      </LoadFailure>
    );
  } else {
    content = <PageLoader label="Loading your matches..." />;
  }

  return (
    <>
      <PageHeader title="Scheduled Matches" description="Your matches still to play, in every league." />
      {content}
    </>
  );
}

function LeagueGroup({ league }: { league: LeagueMatches }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId} className={classes.wrap}>
        <Anchor component={Link} to={paths.leagueHome(league.leagueId)} inherit>
          {league.leagueName}
        </Anchor>
      </Title>
      <ul role="list" aria-label={`Scheduled matches in ${league.leagueName}`} className={classes.list}>
        {league.matches.map((match) => (
          <MatchRow key={match.id} match={match} />
        ))}
      </ul>
    </Stack>
  );
}

function MatchRow({ match }: { match: MyMatchDto }) {
  const name = opponentName(match);
  // The same opponent can be in two of my leagues: the league keeps each button's name unique.
  const which = `match with ${name} in ${match.league_name}`;
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.text}>
          <Title order={3} size="h5" className={classes.wrap}>
            vs {name}
          </Title>
          <Text size="sm">
            <time dateTime={match.match_datetime ?? undefined}>{formatMatchTime(match.match_datetime)}</time>
          </Text>
          <Text size="sm">{locationLabel(match)}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.matchSchedule(match.league_id, match.id)}
            size="xs"
            variant="light"
            leftSection={<IconCalendarEvent size={14} aria-hidden="true" />}
            aria-label={`Reschedule ${which}`}
          >
            Reschedule
          </Button>
          <Button
            component={Link}
            to={paths.matchScore(match.league_id, match.id)}
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            aria-label={`Enter Score for ${which}`}
          >
            Enter Score
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
