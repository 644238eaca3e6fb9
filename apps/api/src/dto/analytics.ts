import type {
  AnalyticsEventDto,
  AnalyticsHealthResponse,
  AnalyticsMetricsResponse,
  ClubMetricsResponse,
  HealthCheckDto,
  PerformanceMetricDto,
} from '@courtside/shared/schemas/analytics';
import type { RecentEventRow } from '../db/queries/analytics';
import type { DayRange, TopFeatureRow } from '../db/queries/analytics-metrics';

export function toAnalyticsEventDto({ event, userEmail, userRemoved }: RecentEventRow): AnalyticsEventDto {
  return {
    id: event.id,
    event_type: event.eventType,
    tag: event.tag,
    page: event.page,
    user_id: event.userId,
    // A removed account keeps its id on its past events (the history stays true) but no longer its address.
    user_email: userRemoved ? null : userEmail,
    timestamp: event.occurredAt.toISOString(),
    metadata: event.metadata ?? null,
  };
}

export interface MetricsFigures {
  range: DayRange & { totalDays: number };
  totals: { totalEvents: number; activeFeatures: number };
  totalActiveUsers: number;
  daily: { day: string; activeUsers: number }[];
  top: TopFeatureRow[];
}

export function toMetricsDto({
  range,
  totals,
  totalActiveUsers,
  daily,
  top,
}: MetricsFigures): AnalyticsMetricsResponse {
  return {
    start_date: range.start,
    end_date: range.end,
    total_events: totals.totalEvents,
    total_days: range.totalDays,
    total_active_users: totalActiveUsers,
    active_features: totals.activeFeatures,
    daily_active_users: daily.map((row) => ({ date: row.day, daily_active_users: row.activeUsers })),
    top_features: top.map((row) => ({ tag: row.tag, unique_users: row.uniqueUsers, usage_count: row.usageCount })),
  };
}

/** A query's time as the dashboard shows it: milliseconds to two decimals. */
export const roundedMs = (ms: number) => Math.round(ms * 100) / 100;

export function toPerformanceMetricDto(name: string, ms: number, rows: number): PerformanceMetricDto {
  return { name, query_time_ms: roundedMs(ms), rows };
}

/** The whole answer is as bad as its worst check. */
export function overallHealth(checks: readonly HealthCheckDto[]): AnalyticsHealthResponse['status'] {
  if (checks.some((check) => check.status === 'error')) return 'unhealthy';
  if (checks.some((check) => check.status === 'warning')) return 'degraded';
  return 'healthy';
}

export interface ClubFigures {
  range: { start: string; end: string; zone: string };
  weeks: { weekStart: string; activePlayers: number }[];
  proposals: { sent: number; accepted: number; answered: number; medianHours: number | null };
  firstMatches: { players: number; medianDays: number | null };
}

/** Hours and days to one decimal, a rate to three: finer would be noise on a club's numbers. */
const rounded = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

export function toClubMetricsDto({ range, weeks, proposals, firstMatches }: ClubFigures): ClubMetricsResponse {
  return {
    start_date: range.start,
    end_date: range.end,
    time_zone: range.zone,
    active_players_by_week: weeks.map((week) => ({ week_start: week.weekStart, active_players: week.activePlayers })),
    proposals_sent: proposals.sent,
    proposals_accepted: proposals.accepted,
    acceptance_rate: proposals.sent === 0 ? null : rounded(proposals.accepted / proposals.sent, 3),
    answered_proposals: proposals.answered,
    median_hours_to_answer: rounded(proposals.medianHours, 1),
    first_matches: firstMatches.players,
    median_days_to_first_match: rounded(firstMatches.medianDays, 1),
  };
}
