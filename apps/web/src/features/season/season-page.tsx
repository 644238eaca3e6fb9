import { Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isAdmin } from '@courtside/shared/league/permissions';
import type { SeasonDivisionDto, SeasonViewResponse } from '@courtside/shared/schemas/season';
import { ActionGroup, ActionItem } from '@/components/action-list';
import { DisputedScoreItem, UnconfirmedScoreItem } from '@/components/attention-items';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { useLeagueIdParam } from '@/lib/use-league-id-param';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { seasonCsvHref, useSeasonView } from './api';

export const SEASON_LOAD_FAILED = 'The season could not be loaded.';
export const LEAGUE_NOT_FOUND = 'League not found.';
export const NO_DIVISIONS_MESSAGE = 'This league has no divisions yet.';
export const NOTHING_WAITING = 'Nothing waits in this division.';
export const DOWNLOAD_STANDINGS = 'Download standings (CSV)';
export const DOWNLOAD_RESULTS = 'Download results (CSV)';

/**
 * The admin's season view of one league (issue 36): how far each division's round robin has come, who has
 * not started, and the scores waiting on someone, each with its action in place; standings and results as
 * CSV files.
 */
export function SeasonPage() {
  const leagueId = useLeagueIdParam();
  const season = useSeasonView(leagueId);
  if (leagueId === null) {
    return (
      <>
        <PageHeader title="Season" />
        <Text>{LEAGUE_NOT_FOUND}</Text>
      </>
    );
  }
  if (season.isPending) {
    return (
      <>
        <PageHeader title="Season" />
        <PageLoader label="Loading the season..." />
      </>
    );
  }
  if (season.isError) {
    return (
      <>
        <PageHeader title="Season" />
        <LoadFailure query={season} title={SEASON_LOAD_FAILED}>
          {season.error.message}
        </LoadFailure>
      </>
    );
  }
  return <Season data={season.data} />;
}

function Season({ data }: { data: SeasonViewResponse }) {
  const zone = viewerTimeZone();
  // A private league's organizer runs it from its own Manage page; admins from League Management (ADR 076).
  const manageHref = isAdmin(useCurrentUser().data)
    ? `${paths.adminLeagues}?manage=${data.league_id}`
    : paths.leagueManage(data.league_id);
  return (
    <>
      <PageHeader
        title={`Season: ${data.league_name}`}
        description={data.season}
        actions={
          <Button component={Link} to={manageHref} variant="default">
            Manage League
          </Button>
        }
      />
      <Stack gap="lg">
        <Group gap="sm">
          <Button
            component="a"
            href={seasonCsvHref('standingsCsv', data.league_id, zone)}
            download
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {DOWNLOAD_STANDINGS}
          </Button>
          <Button
            component="a"
            href={seasonCsvHref('resultsCsv', data.league_id, zone)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {DOWNLOAD_RESULTS}
          </Button>
        </Group>
        {data.divisions.length === 0 ? (
          <Text>
            {NO_DIVISIONS_MESSAGE}{' '}
            <Anchor component={Link} to={manageHref}>
              Add divisions in the Manage panel.
            </Anchor>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {data.divisions.map((division) => (
              <DivisionSeason key={division.division_id} leagueId={data.league_id} division={division} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}

function DivisionSeason({ leagueId, division }: { leagueId: number; division: SeasonDivisionDto }) {
  const titleId = `season-division-${division.division_id}`;
  const { matches_played: played, matches_total: total } = division;
  const percent = total === 0 ? 0 : Math.round((played / total) * 100);
  const waiting = division.idle_players.length + division.awaiting_confirmation.length + division.disputed.length;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            {division.division_name}
          </Title>
          <Text size="sm" c="dimmed">
            {division.players === 1 ? '1 player' : `${division.players} players`}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Text>
            {played} of {total} {total === 1 ? 'match' : 'matches'} played
          </Text>
          <Progress value={percent} aria-label={`Matches played in ${division.division_name}`} size="lg" radius="xl" />
        </Stack>
        {waiting === 0 ? <Text c="dimmed">{NOTHING_WAITING}</Text> : null}
        <ActionGroup title="Disputed scores" items={division.disputed}>
          {(match) => <DisputedScoreItem key={match.match_id} match={match} withLeague={false} />}
        </ActionGroup>
        <ActionGroup title="Scores awaiting confirmation" items={division.awaiting_confirmation}>
          {(match) => <UnconfirmedScoreItem key={match.match_id} match={match} withLeague={false} />}
        </ActionGroup>
        <ActionGroup title="Not played or scheduled yet" items={division.idle_players}>
          {(player) => <ActionItem key={player.player_id} text={player.name} />}
        </ActionGroup>
        <Anchor component={Link} to={`${paths.leagueDivision(leagueId)}?division=${division.division_id}`}>
          View division {division.division_name}
        </Anchor>
      </Stack>
    </Card>
  );
}
