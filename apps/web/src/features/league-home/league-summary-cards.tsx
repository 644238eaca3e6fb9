import { useId, useState, type ReactNode } from 'react';
import { Loader, Progress } from '@mantine/core';
import { IconCalendarPlus, IconChartBar, IconListDetails } from '@tabler/icons-react';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { PlainButtonLink } from '@/components/plain-button';
import { daysRemaining } from '@courtside/shared/league/days-remaining';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { countMatchesByState, progressPercentage } from '@courtside/shared/tennis/match-status';
import { divisionRankMessage } from '@courtside/shared/tennis/standings/division-rank';
import { useStandings } from '@/lib/league-queries';
import { paths } from '@/lib/paths';
import { ColumnGrid } from '@/components/column-grid';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import classes from './league-summary-cards.module.css';
import { opponentOf, plural } from './match-view';

/** league-play section 2: the Days Remaining card when nothing is left to schedule. */
export const NO_MORE_MATCHES = 'No more matches!';

/**
 * A card whose button sits at its foot, so the buttons line up when the cards stand side by side. Plain elements
 * with classes, not Mantine's Card, Stack, Title and Group: each card is a task of its own in the page's first
 * load, and those made it a long one on a phone (issue 10).
 */
function SummaryCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`${plainCard.card} ${plainCard.roomy}`} aria-labelledby={titleId}>
      <div className={classes.summaryBody}>
        <div className={classes.summaryContent}>
          <h2 className={plainType.h4} id={titleId}>
            {title}
          </h2>
          {children}
        </div>
        {action ? <div className={classes.summaryAction}>{action}</div> : null}
      </div>
    </section>
  );
}

function BigFigure({ value, caption }: { value: ReactNode; caption: string }) {
  return (
    <div className={classes.bigFigure}>
      <p className={plainType.figure}>{value}</p>
      <p className={`${plainType.text} ${plainType.dimmed}`}>{caption}</p>
    </div>
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
        <PlainButtonLink
          to={paths.leagueMatchHistory(leagueId)}
          data-analytics="league.home.match-history"
          variant="light"
          size="sm"
          leftSection={<IconListDetails size={16} aria-hidden="true" />}
          aria-label="View All match history"
        >
          View All
        </PlainButtonLink>
      }
    >
      <BigFigure value={`${completed} of ${myMatches.length}`} caption="matches played" />
      <Progress value={percent} aria-label="Matches played" size="lg" radius="xl" />
      <p className={plainType.textSm}>{percent}% complete</p>
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
          <PlainButtonLink
            to={paths.matchSchedule(leagueId, next.id)}
            data-analytics="league.home.schedule-next"
            variant="filled"
            size="sm"
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
            aria-label={`Schedule match with ${opponentOf(next, myPlayerId)?.name ?? 'your next opponent'}`}
          >
            Schedule
          </PlainButtonLink>
        ) : null
      }
    >
      {days === null ? (
        <p className={plainType.text}>The end of play is not known yet.</p>
      ) : (
        <BigFigure value={days} caption={days === 1 ? 'day left' : 'days left'} />
      )}
      <p className={plainType.text}>
        {unscheduled.length === 0
          ? NO_MORE_MATCHES
          : plural(unscheduled.length, 'unscheduled match', 'unscheduled matches')}
      </p>
    </SummaryCard>
  );
}

/** My rank when the standings have one for me; the whole table is one click away either way. */
function StandingsCard({ leagueId }: { leagueId: number }) {
  const standings = useStandings(leagueId);
  const rank = standings.data?.standings.current_player_rank ?? null;
  let summary: ReactNode;
  if (standings.isPending) summary = <Loader size="sm" aria-label="Loading your rank" />;
  else if (rank !== null)
    summary = <p className={`${plainType.text} ${plainType.strong}`}>{divisionRankMessage(rank)}</p>;
  else
    summary = (
      <p className={`${plainType.text} ${plainType.dimmed}`}>See how you compare with the rest of the league.</p>
    );
  return (
    <SummaryCard
      title="League Standings"
      action={
        <PlainButtonLink
          to={paths.leagueStandings(leagueId)}
          data-analytics="league.home.standings"
          variant="light"
          size="sm"
          leftSection={<IconChartBar size={16} aria-hidden="true" />}
        >
          View Standings
        </PlainButtonLink>
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
    <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <AfterFirstPaint oneByOne>
        <MatchHistoryCard leagueId={leagueId} myMatches={myMatches} />
        <DaysRemainingCard leagueId={leagueId} playEnd={playEnd} myPlayerId={myPlayerId} unscheduled={unscheduled} />
        <StandingsCard leagueId={leagueId} />
      </AfterFirstPaint>
    </ColumnGrid>
  );
}
