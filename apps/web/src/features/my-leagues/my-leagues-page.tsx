import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { sameId } from '@courtside/shared/tennis/ids';
import { useCurrentUser } from '@/lib/current-user';
import { useAllLeagues } from '@/lib/league-queries';
import { paths } from '@/lib/paths';
import { useMyLeagues } from './api';
import { MyLeagueCard } from './my-league-card';
import classes from './my-leagues-page.module.css';

export const NO_LEAGUES_MESSAGE = "You aren't in any leagues!";
/** The league client's fallback wording (accounts-and-admin section 8), as the title over the reason. */
export const MY_LEAGUES_FAILED_TITLE = 'Failed to fetch your leagues';

const startPrivateLeague = (
  <Button
    component={Link}
    to={paths.newPrivateLeague}
    variant="light"
    leftSection={<IconLock size={18} aria-hidden="true" />}
  >
    Start a private league
  </Button>
);

/** The leagues I organize (issue 38), read from the leagues I may see, which include them. */
function useOrganizedLeagueIds(): ReadonlySet<number> {
  const { data: user } = useCurrentUser();
  const leagues = useAllLeagues();
  return new Set(
    (leagues.data ?? []).filter((league) => sameId(league.organizer_user_id, user?.id)).map((league) => league.id),
  );
}

export function MyLeaguesPage() {
  const myLeagues = useMyLeagues();
  const organized = useOrganizedLeagueIds();

  let content;
  if (myLeagues.isPending) {
    content = <PageLoader label="Loading your leagues..." />;
  } else if (myLeagues.isError) {
    content = (
      <LoadFailure title={MY_LEAGUES_FAILED_TITLE} query={myLeagues}>
        {myLeagues.error.message}
      </LoadFailure>
    );
  } else if (myLeagues.data.length === 0) {
    content = (
      <Stack gap="md" align="flex-start">
        <Text size="lg">{NO_LEAGUES_MESSAGE}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.register} leftSection={<IconClipboardList size={18} aria-hidden="true" />}>
            Register for a League
          </Button>
          {startPrivateLeague}
        </Group>
      </Stack>
    );
  } else {
    content = (
      // list-style: none makes Safari drop the list role; saying it keeps "list, 3 items" for VoiceOver.
      <SimpleGrid
        component="ul"
        role="list"
        aria-label="My leagues"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        className={classes.list}
      >
        {myLeagues.data.map((entry) => (
          <MyLeagueCard key={entry.league_id} entry={entry} organizer={organized.has(entry.league_id)} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader
        title="My Leagues"
        description="The leagues you have registered for, and those you run."
        actions={myLeagues.data?.length ? startPrivateLeague : undefined}
      />
      {content}
    </>
  );
}
