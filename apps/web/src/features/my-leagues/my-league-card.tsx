import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isReachableFromMyLeagues } from '@courtside/shared/league/league-status';
import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { paths } from '@/lib/paths';
import { LeagueStatusBadge } from './league-status-badge';
import classes from './my-league-card.module.css';

/** Why a card does not open yet, in the player's terms. */
function notReachableNote(entry: MyLeagueEntry): string {
  return entry.league_status === 'canceled' ? 'This league was canceled.' : 'The league page opens when play starts.';
}

/**
 * One of the user's leagues. Leagues under way or finished open their page (accounts-and-admin section 2):
 * the name is the link, stretched over the card. The others are plain text, so nothing looks clickable that
 * is not.
 */
export function MyLeagueCard({ entry, organizer = false }: { entry: MyLeagueEntry; organizer?: boolean }) {
  const reachable = isReachableFromMyLeagues(entry.league_status);
  return (
    <Card component="li" withBorder padding="lg" radius="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Title order={2} size="h4" className={classes.name}>
          {reachable ? (
            <Anchor component={Link} to={paths.leagueHome(entry.league_id)} className={classes.stretchedLink}>
              {entry.league_name}
            </Anchor>
          ) : (
            entry.league_name
          )}
        </Title>
        <LeagueStatusBadge status={entry.league_status} />
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {organizer
          ? 'You organize this league.'
          : reachable
            ? 'Standings, matches and your division.'
            : notReachableNote(entry)}
      </Text>
      {organizer ? (
        // Above the card's stretched link, so it opens the Manage page rather than the league's.
        <Button
          component={Link}
          to={paths.leagueManage(entry.league_id)}
          size="xs"
          variant="light"
          mt="sm"
          className={classes.aboveLink}
          aria-label={`Manage ${entry.league_name}`}
        >
          Manage
        </Button>
      ) : null}
    </Card>
  );
}
