import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  analyticsHealthResponse,
  analyticsPerformanceResponse,
  postAnalyticsResponse,
} from '@courtside/shared/schemas/analytics';
import { insertAnalyticsEvents } from '../db/queries/analytics';
import { analyticsPruneSettled } from '../plugins/analytics-retention';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller, signedInUser } from '../test/test-app';
import { statusForTime } from './analytics-health';

const t = useAppWithAdmin({ withStranger: true });
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  owner = await signedInUser(t.app, 'owner');
  await analyticsPruneSettled(t.app);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const call = areaCaller(() => t.app, 'analytics');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every reading of the clock is `step` ms after the last, so each timed query takes exactly `step` ms. */
function clockStepping(step: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
}

describe('who may read analytics', () => {
  it.each(['metrics', 'events', 'health', 'performance'])('GET analytics/%s is for admins and owners', async (path) => {
    expectError(await call(undefined, 'GET', path), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(t.stranger, 'GET', path), 403, NOT_ADMIN_MESSAGE);
    expect((await call(t.admin, 'GET', path)).statusCode).toBe(200);
    expect((await call(owner, 'GET', path)).statusCode).toBe(200);
  });
});

describe('GET analytics/health', () => {
  it('times the database, the store and retention, each ok when fast', async () => {
    const posted = expectContract(
      await call(t.stranger, 'POST', 'post', [
        { event_type: 'click', tag: 'league.open' },
        { event_type: 'click', tag: 'match.score' },
      ]),
      200,
      postAnalyticsResponse,
    );
    expect(posted.received).toBe(2);
    clockStepping(10);
    const before = Date.now();
    const health = expectContract(await call(t.admin, 'GET', 'health'), 200, analyticsHealthResponse);
    const today = new Date().toISOString().slice(0, 10);
    expect(health).toEqual({
      status: 'healthy',
      checks: [
        { name: 'database', status: 'ok', message: 'The database answered.', query_time_ms: 10 },
        {
          name: 'analytics_events',
          status: 'ok',
          message: '2 events stored.',
          query_time_ms: 10,
          total_events: 2,
        },
        {
          name: 'retention',
          status: 'ok',
          message: `The oldest event is from ${today}; events are kept for 180 days.`,
          query_time_ms: 10,
        },
      ],
      // The clock is read once around all three checks and twice around each.
      performance: { health_check_time_ms: 70 },
      timestamp: health.timestamp,
    });
    expect(Date.parse(health.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    [99, 'ok', 'healthy'],
    [100, 'warning', 'degraded'],
    [499, 'warning', 'degraded'],
    [500, 'error', 'unhealthy'],
  ] as const)('rates checks that take %i ms as %s, the whole as %s', async (ms, status, overall) => {
    clockStepping(ms);
    const health = expectContract(await call(t.admin, 'GET', 'health'), 200, analyticsHealthResponse);
    expect(health.status).toBe(overall);
    expect(health.checks.map((check) => check.status)).toEqual([status, status, status]);
    expect(statusForTime(ms)).toBe(status);
    if (status !== 'ok') expect(health.checks[0]!.message).toBe(`The database answered. It took ${ms} ms.`);
  });

  it('warns when pruning is behind, and not while the oldest event is within a day of the retention', async () => {
    const now = Date.now();
    const stored = (daysAgo: number) => ({
      eventType: 'click' as const,
      tag: 'old.event',
      page: '/',
      userId: null,
      occurredAt: new Date(now - daysAgo * DAY_MS),
    });
    await insertAnalyticsEvents(t.app.db, [stored(180.9)]);
    clockStepping(1);
    let health = expectContract(await call(t.admin, 'GET', 'health'), 200, analyticsHealthResponse);
    expect(health.checks[2]).toMatchObject({ name: 'retention', status: 'ok' });

    await insertAnalyticsEvents(t.app.db, [stored(181.1)]);
    health = expectContract(await call(t.admin, 'GET', 'health'), 200, analyticsHealthResponse);
    const oldestDay = new Date(now - 181.1 * DAY_MS).toISOString().slice(0, 10);
    expect(health.status).toBe('degraded');
    expect(health.checks[2]).toEqual({
      name: 'retention',
      status: 'warning',
      message: `Pruning is behind: the oldest event is from ${oldestDay}, but events are kept for 180 days.`,
      query_time_ms: 1,
    });
    await t.app.db.execute(sql`delete from analytics_events where tag = 'old.event'`);
    await t.app.db.execute(sql`delete from analytics_daily_tags where tag = 'old.event'`);
  });

  it('reports a check that fails as an error with its reason instead of failing the request', async () => {
    await t.app.db.execute(sql`alter table analytics_daily_tags rename to analytics_daily_tags_away`);
    try {
      const health = expectContract(await call(t.admin, 'GET', 'health'), 200, analyticsHealthResponse);
      expect(health.status).toBe('unhealthy');
      expect(health.checks.map((check) => [check.name, check.status])).toEqual([
        ['database', statusForTime(health.checks[0]!.query_time_ms)],
        ['analytics_events', 'error'],
        ['retention', statusForTime(health.checks[2]!.query_time_ms)],
      ]);
      expect(health.checks[1]!.message).toBe('Failed: relation "analytics_daily_tags" does not exist');
      expect(health.checks[1]).not.toHaveProperty('total_events');
    } finally {
      await t.app.db.execute(sql`alter table analytics_daily_tags_away rename to analytics_daily_tags`);
    }
  });
});

describe('GET analytics/performance', () => {
  it('times each of the dashboard’s queries as it runs now', async () => {
    const tags = Array.from({ length: 20 }, (_, i) => `feature.${i}`);
    await call(
      t.admin,
      'POST',
      'post',
      tags.map((tag) => ({ event_type: 'click', tag })),
    );
    const { total_events } = expectContract(
      await call(t.admin, 'GET', 'performance'),
      200,
      analyticsPerformanceResponse,
    );
    clockStepping(7);
    expect(expectContract(await call(t.admin, 'GET', 'performance'), 200, analyticsPerformanceResponse)).toEqual({
      performance_metrics: [
        { name: 'recent_events', query_time_ms: 7, rows: Math.min(100, total_events) },
        { name: 'daily_active_users', query_time_ms: 7, rows: 30 },
        // The dashboard asks for 15 features.
        { name: 'top_features', query_time_ms: 7, rows: 15 },
        { name: 'total_events', query_time_ms: 7, rows: 1 },
      ],
      total_events,
    });
    // The total is the rollups' sum: every event stored by this file's tests (the old ones were removed).
    const counted = await t.app.db.execute(sql`select count(*)::int as total from analytics_events`);
    expect((counted as unknown as { rows: { total: number }[] }).rows[0]!.total).toBe(total_events);
  });
});
