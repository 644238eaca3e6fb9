import { vi } from 'vitest';
import type {
  AnalyticsEventDto,
  AnalyticsHealthResponse,
  AnalyticsMetricsResponse,
  AnalyticsPerformanceResponse,
  ClubMetricsResponse,
  TopFeatureDto,
} from '@courtside/shared/schemas/analytics';
import type { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';

export const admin = makeUser({ id: 1, email: 'admin@example.com', user_type: 'admin' });

/** n days ending on `end`, oldest first, as the API sends them. */
export function makeDays(n: number, end = '2025-03-10', value = (index: number) => index % 4) {
  const last = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: n }, (_, index) => ({
    date: new Date(last - (n - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    daily_active_users: value(index),
  }));
}

const TAGS = ['navigation.page_view', 'league.standings.toggle', 'match.score', 'admin.users.open', 'user.sign_in'];

/** n features, most used first: five real-looking tags, then feature_06.click and on. */
export function makeFeatures(n: number): TopFeatureDto[] {
  return Array.from({ length: n }, (_, index) => ({
    tag: TAGS[index] ?? `feature_${String(index + 1).padStart(2, '0')}.click`,
    unique_users: 100 - index,
    usage_count: 5000 - index * 100,
  }));
}

export function makeMetrics(overrides: Partial<AnalyticsMetricsResponse> = {}): AnalyticsMetricsResponse {
  return {
    start_date: '2025-02-09',
    end_date: '2025-03-10',
    total_events: 12_345,
    total_days: 30,
    total_active_users: 1_234,
    active_features: 17,
    daily_active_users: makeDays(30),
    top_features: makeFeatures(15),
    ...overrides,
  };
}

export function makeEvent(id: number, overrides: Partial<AnalyticsEventDto> = {}): AnalyticsEventDto {
  return {
    id,
    event_type: 'click',
    tag: `tag_${id}.click`,
    page: `/page/${id}`,
    user_id: 7,
    user_email: 'serena@example.com',
    timestamp: new Date(Date.UTC(2025, 2, 10, 12, 0, 0) - id * 1000).toISOString(),
    metadata: null,
    ...overrides,
  };
}

/** n events, newest first, with ids 1..n. */
export const makeEvents = (n: number) => Array.from({ length: n }, (_, index) => makeEvent(index + 1));

export function makeHealth(overrides: Partial<AnalyticsHealthResponse> = {}): AnalyticsHealthResponse {
  return {
    status: 'healthy',
    checks: [
      { name: 'database', status: 'ok', message: 'Database connection is healthy', query_time_ms: 2.5 },
      {
        name: 'analytics_events',
        status: 'ok',
        message: 'Analytics events are readable',
        query_time_ms: 140,
        total_events: 98_765,
      },
      { name: 'retention', status: 'warning', message: 'Pruning is behind', query_time_ms: 620 },
    ],
    performance: { health_check_time_ms: 250 },
    timestamp: '2025-03-10T12:34:56.000Z',
    ...overrides,
  };
}

export function makePerformance(overrides: Partial<AnalyticsPerformanceResponse> = {}): AnalyticsPerformanceResponse {
  return {
    performance_metrics: [
      { name: 'daily_active_users', query_time_ms: 12, rows: 30 },
      { name: 'top_features', query_time_ms: 480, rows: 15 },
      { name: 'recent_events', query_time_ms: 1500, rows: 1 },
    ],
    total_events: 98_765,
    ...overrides,
  };
}

type Routes = Parameters<typeof installFakeApi>[0];

/** Everything the dashboard asks for, answered well; a test overrides the calls it is about. */
/** Two weeks of a club in Chicago: 4 then 3 players, 4 proposals of which 2 accepted, answered in 12 hours. */
export function makeClubMetrics(overrides: Partial<ClubMetricsResponse> = {}): ClubMetricsResponse {
  return {
    start_date: '2026-03-02',
    end_date: '2026-03-15',
    time_zone: 'America/Chicago',
    active_players_by_week: [
      { week_start: '2026-03-02', active_players: 4 },
      { week_start: '2026-03-09', active_players: 3 },
    ],
    proposals_sent: 4,
    proposals_accepted: 2,
    acceptance_rate: 0.5,
    answered_proposals: 3,
    median_hours_to_answer: 12,
    first_matches: 4,
    median_days_to_first_match: 5.5,
    ...overrides,
  };
}

export function analyticsRoutes(overrides: Routes = {}): Routes {
  return {
    'GET users/me': { body: admin },
    'GET analytics/metrics': { body: makeMetrics() },
    'GET analytics/club': { body: makeClubMetrics() },
    'GET analytics/events': { body: makeEvents(100) },
    'GET analytics/health': { body: makeHealth() },
    'GET analytics/performance': { body: makePerformance() },
    ...overrides,
  };
}

/**
 * jsdom lays nothing out, so Recharts measures its box as 0 by 0 and warns on every render. That warning says
 * nothing about the page under test; every other warning still shows.
 */
export function quietChartSizeWarnings() {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return;
    warn(...args);
  });
}
