import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { LoadFailure } from '@/components/load-failure';
import { paths } from '@/lib/paths';
import { useMyLeagues } from './api';
import { MyLeagueCard } from './my-league-card';
import classes from './my-leagues-page.module.css';

export const NO_LEAGUES_MESSAGE = "You aren't in any leagues!";
/** The league client's fallback wording (accounts-and-admin section 8), as the title over the reason. */
export const MY_LEAGUES_FAILED_TITLE = 'Failed to fetch your leagues';

export function MyLeaguesPage() {
  const myLeagues = useMyLeagues();

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
        <Button component={Link} to={paths.register} leftSection={<IconClipboardList size={18} aria-hidden="true" />}>
          Register for a League
        </Button>
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
          <MyLeagueCard key={entry.league_id} entry={entry} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader title="My Leagues" description="The leagues you have registered for." />
      {content}
    </>
  );
}
