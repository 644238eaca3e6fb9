import { useId, useState, type ReactNode } from 'react';
import { Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconChartBar, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { daysRemaining } from '@courtside/shared/league/days-remaining';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { countMatchesByState, progressPercentage } from '@courtside/shared/tennis/match-status';
import { divisionRankMessage } from '@courtside/shared/tennis/standings/division-rank';
import { useStandings } from '@/lib/league-queries';
import { paths } from '@/lib/paths';
import { rankExplanation } from '@/lib/standings-wording';
import { opponentOf, plural } from './match-view';

/** league-play section 2: the Days Remaining card when nothing is left to schedule. */
export const NO_MORE_MATCHES = 'No more matches!';

/** A card whose button sits at its foot, so the buttons line up when the cards stand side by side. */
function SummaryCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {children}
        </Stack>
        {action ? <Group>{action}</Group> : null}
      </Stack>
    </Card>
  );
}

function BigFigure({ value, caption }: { value: ReactNode; caption: string }) {
  return (
    <Group gap={6} align="baseline">
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text c="dimmed">{caption}</Text>
    </Group>
  );
}

/** My played matches against all of mine, with the spec's rounded progress. */
function MatchHistoryCard({ leagueId, myMatches }: { leagueId: number; myMatches: readonly MatchDto[] }) {
  const completed = countMatchesByState(myMatches).completed;
  const percent = progressPercentage(myMatches);
  return (
    <SummaryCard
      title="Match History"
      action={
        <Button
          component={Link}
          to={paths.leagueMatchHistory(leagueId)}
          data-analytics="league.home.match-history"
          variant="light"
          leftSection={<IconListDetails size={16} aria-hidden="true" />}
          aria-label="View All match history"
        >
          View All
        </Button>
      }
    >
      <BigFigure value={`${completed} of ${myMatches.length}`} caption="matches played" />
      <Progress value={percent} aria-label="Matches played" size="lg" radius="xl" />
      <Text size="sm">{percent}% complete</Text>
    </SummaryCard>
  );
}

/** Days to play_end (the shared rule, ADR 016) and what is left to arrange, with the next one a click away. */
function DaysRemainingCard({
  leagueId,
  playEnd,
  myPlayerId,
  unscheduled,
}: {
  leagueId: number;
  playEnd: string;
  myPlayerId: number;
  unscheduled: readonly MatchDto[];
}) {
  // Today as of opening the page: a render must not change its answer (React's purity rule).
  const [openedAt] = useState(() => Date.now());
  const days = daysRemaining(playEnd, openedAt);
  const next = unscheduled[0];
  return (
    <SummaryCard
      title="Days Remaining"
      action={
        next ? (
          <Button
            component={Link}
            to={paths.matchSchedule(leagueId, next.id)}
            data-analytics="league.home.schedule-next"
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
            aria-label={`Schedule match with ${opponentOf(next, myPlayerId)?.name ?? 'your next opponent'}`}
          >
            Schedule
          </Button>
        ) : null
      }
    >
      {days === null ? (
        <Text>The end of play is not known yet.</Text>
      ) : (
        <BigFigure value={days} caption={days === 1 ? 'day left' : 'days left'} />
      )}
      <Text>
        {unscheduled.length === 0
          ? NO_MORE_MATCHES
          : plural(unscheduled.length, 'unscheduled match', 'unscheduled matches')}
      </Text>
    </SummaryCard>
  );
}

/** My rank when the standings have one for me; the whole table is one click away either way. */
function StandingsCard({ leagueId }: { leagueId: number }) {
  const standings = useStandings(leagueId);
  const rank = standings.data?.standings.current_player_rank ?? null;
  let summary: ReactNode;
  if (standings.isPending) summary = <Loader size="sm" aria-label="Loading your rank" />;
  else if (standings.data && rank !== null) {
    summary = (
      <>
        <Text fw={600}>{divisionRankMessage(rank)}</Text>
        {rankExplanation(standings.data).map((sentence) => (
          <Text key={sentence} size="sm">
            {sentence}
          </Text>
        ))}
      </>
    );
  } else summary = <Text c="dimmed">See how you compare with the rest of the league.</Text>;
  return (
    <SummaryCard
      title="League Standings"
      action={
        <Button
          component={Link}
          to={paths.leagueStandings(leagueId)}
          data-analytics="league.home.standings"
          variant="light"
          leftSection={<IconChartBar size={16} aria-hidden="true" />}
        >
          View Standings
        </Button>
      }
    >
      {summary}
    </SummaryCard>
  );
}

export interface LeagueSummaryCardsProps {
  leagueId: number;
  playEnd: string;
  myPlayerId: number;
  myMatches: readonly MatchDto[];
  /** My unscheduled matches, the next one to arrange first. */
  unscheduled: readonly MatchDto[];
}

export function LeagueSummaryCards({ leagueId, playEnd, myPlayerId, myMatches, unscheduled }: LeagueSummaryCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <MatchHistoryCard leagueId={leagueId} myMatches={myMatches} />
      <DaysRemainingCard leagueId={leagueId} playEnd={playEnd} myPlayerId={myPlayerId} unscheduled={unscheduled} />
      <StandingsCard leagueId={leagueId} />
    </SimpleGrid>
  );
}
