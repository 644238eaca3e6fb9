import type { ReactNode } from 'react';
import { Loader, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ClubMetricsResponse } from '@courtside/shared/schemas/analytics';
import { LoadFailure } from '@/components/load-failure';
import { errorMessage } from '@/lib/error-message';
import { zoneCityName } from '@/lib/locale-time';
import { AnalyticsSection } from './analytics-section';
import { formatCount, formatDay } from './analytics-format';
import { ANALYTICS_LOAD_FAILED } from './analytics-messages';
import { useClubMetrics } from './api';
import { dateRangeFor, weeksTouched, type RangeDays } from './date-range';
import classes from './analytics.module.css';

/** A median with its unit, or a dash when there was nothing to take one of. */
const median = (value: number | null, unit: string) =>
  value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;

export function acceptanceText(club: ClubMetricsResponse): string {
  if (club.acceptance_rate === null) return 'No proposals sent';
  return `${formatCount(club.proposals_accepted)} accepted (${Math.round(club.acceptance_rate * 100)}%)`;
}

/** The Club tab: how the league is played, from its own records, in the club's days and weeks. */
export function ClubSection({ days }: { days: RangeDays }) {
  const club = useClubMetrics(days);
  if (club.data === undefined && club.isError) {
    return (
      <LoadFailure title={ANALYTICS_LOAD_FAILED} query={club}>
        {errorMessage(club.error)}
      </LoadFailure>
    );
  }
  if (club.data === undefined) return <ClubFiguresLoading days={days} />;
  const data = club.data;
  const cards: FigureCard[] = [
    {
      label: 'Proposals Sent',
      value: formatCount(data.proposals_sent),
      note: acceptanceText(data),
    },
    {
      label: 'Median Time to Answer',
      value: median(data.median_hours_to_answer, 'hours'),
      note: `${formatCount(data.answered_proposals)} answered`,
    },
    {
      label: 'Median Days to First Match',
      value: median(data.median_days_to_first_match, 'days'),
      note: `From placement, ${formatCount(data.first_matches)} players`,
    },
  ];
  const period = `${formatDay(data.start_date, true)} to ${formatDay(data.end_date, true)}, days counted in ${zoneCityName(data.time_zone)}.`;
  return (
    <ClubFigures
      period={
        <>
          {period} {club.isPlaceholderData ? <Loader size="xs" aria-label="Loading the new time range" /> : null}
        </>
      }
      cards={cards}
      weeks={data.active_players_by_week.map((week) => ({
        key: week.week_start,
        label: formatDay(week.week_start, true),
        count: week.active_players,
      }))}
    />
  );
}

interface FigureCard {
  label: string;
  value: ReactNode;
  note: ReactNode;
}

interface WeekRow {
  key: string;
  label: ReactNode;
  /** Null while loading. */
  count: number | null;
}

const CARD_LABELS = ['Proposals Sent', 'Median Time to Answer', 'Median Days to First Match'] as const;

/**
 * The figures' own layout with placeholders where the numbers will be: a week row for every week the range
 * touches, so nothing below moves when they arrive (the System Health panel sits under this tab).
 */
function ClubFiguresLoading({ days }: { days: RangeDays }) {
  const weekCount = weeksTouched(dateRangeFor(days, new Date()));
  return (
    <ClubFigures
      period={
        <span role="status" aria-live="polite">
          Loading the club figures...
        </span>
      }
      cards={CARD_LABELS.map((label) => ({
        label,
        // Skeletons around stand-in text take the text's own line height, so the card keeps its size.
        value: <Skeleton width="40%">0</Skeleton>,
        note: <Skeleton width="70%">0 answered</Skeleton>,
      }))}
      weeks={Array.from({ length: weekCount }, (_, index) => ({
        key: String(index),
        label: <Skeleton width="10ch">Nov 30, 2026</Skeleton>,
        count: null,
      }))}
    />
  );
}

function ClubFigures({ period, cards, weeks }: { period: ReactNode; cards: FigureCard[]; weeks: WeekRow[] }) {
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {period}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0}>
        {cards.map((card) => (
          <Paper key={card.label} withBorder radius="md" p="md">
            <Text component="dt" c="dimmed" fw={500}>
              {card.label}
            </Text>
            <Text component="dd" fz={28} fw={700} lh={1.2} m={0}>
              {card.value}
            </Text>
            <Text component="dd" size="sm" c="dimmed" m={0}>
              {card.note}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <WeeklyPlayers weeks={weeks} />
    </Stack>
  );
}

/** Active players a week as a table, each count with a bar drawn in CSS: no chart library on the first view. */
function WeeklyPlayers({ weeks }: { weeks: WeekRow[] }) {
  const most = Math.max(1, ...weeks.map((week) => week.count ?? 0));
  return (
    <AnalyticsSection
      title="Active Players per Week"
      description="Players who proposed, answered, added availability or entered a score; weeks start on Monday."
    >
      <Table.ScrollContainer minWidth={280}>
        <Table aria-label="Active players per week" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week of</Table.Th>
              <Table.Th scope="col">Active players</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.key}>
                <Table.Td>{week.label}</Table.Td>
                <Table.Td>
                  {week.count === null ? (
                    <Skeleton width="60%">0</Skeleton>
                  ) : (
                    <span className={classes.weekCount}>
                      <span className={classes.weekNumber}>{formatCount(week.count)}</span>
                      <span
                        className={classes.weekBar}
                        style={{ width: `${(week.count / most) * 100}%` }}
                        aria-hidden="true"
                      />
                    </span>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AnalyticsSection>
  );
}
