import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsMetricsResponse } from '@courtside/shared/schemas/analytics';
import { insertAnalyticsEvents, type NewAnalyticsEvent } from '../db/queries/analytics';
import { analyticsPruneSettled } from '../plugins/analytics-retention';
import { expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller, createUser } from '../test/test-app';
import { EARLIEST_DATE_MESSAGE, RANGE_TOO_LONG_MESSAGE, START_AFTER_END_MESSAGE } from './analytics-input';

// A small known data set at fixed dates; a retention of 100,000 days keeps the pruning at start-up off them.
const t = useAppWithAdmin({ settings: { analyticsRetentionDays: 100_000 } });
beforeAll(async () => {
  await analyticsPruneSettled(t.app);
  const [alice, bob, carol] = await Promise.all(
    ['alice', 'bob', 'carol'].map(async () => (await createUser(t.app)).user.id),
  );
  const at = (iso: string, tag: string, userId: number | null, times = 1): NewAnalyticsEvent[] =>
    Array.from({ length: times }, () => ({ eventType: 'click', tag, page: '/', userId, occurredAt: new Date(iso) }));
  await insertAnalyticsEvents(t.app.db, [
    // Just outside the range on both sides.
    ...at('2026-02-28T23:59:59.999Z', 'zzz.outside', alice!, 5),
    ...at('2026-03-06T00:00:00.000Z', 'zzz.outside', bob!, 5),
    // 1 March (UTC) ends at the last millisecond.
    ...at('2026-03-01T23:59:59.999Z', 'league.open', alice!),
    // 2 March: the evening of 1 March in New York is already 2 March in UTC.
    ...at('2026-03-02T00:00:00.000Z', 'league.open', alice!),
    ...at('2026-03-01T22:30:00-05:00', 'league.open', bob!),
    ...at('2026-03-02T10:00:00Z', 'league.open', null, 2),
    ...at('2026-03-02T11:00:00Z', 'match.score', bob!),
    // 3 March: only visitors, so events but no active users.
    ...at('2026-03-03T09:00:00Z', 'Z.upper', null, 2),
    // 4 March.
    ...at('2026-03-04T12:00:00Z', 'match.score', carol!),
    ...at('2026-03-04T13:00:00Z', 'navigation.page_view', null, 3),
    ...at('2026-03-04T14:00:00Z', 'admin.open', carol!),
    ...at('2026-03-04T15:00:00Z', 'league.close', alice!, 2),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
});

const call = areaCaller(() => t.app, 'analytics');
const metrics = async (query: string) =>
  expectContract(await call(t.admin, 'GET', `metrics?${query}`), 200, analyticsMetricsResponse);

describe('GET analytics/metrics', () => {
  it('counts the range’s events, users and features by UTC day', async () => {
    expect(await metrics('start_date=2026-03-01&end_date=2026-03-05')).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-05',
      total_events: 15,
      total_days: 5,
      // Alice, Bob and Carol; the visitors are events, never users.
      total_active_users: 3,
      active_features: 6,
      daily_active_users: [
        { date: '2026-03-01', daily_active_users: 1 },
        { date: '2026-03-02', daily_active_users: 2 },
        { date: '2026-03-03', daily_active_users: 0 },
        { date: '2026-03-04', daily_active_users: 2 },
        { date: '2026-03-05', daily_active_users: 0 },
      ],
      // Most used first; equal counts by tag in byte order (capitals first).
      top_features: [
        { tag: 'league.open', unique_users: 2, usage_count: 5 },
        { tag: 'navigation.page_view', unique_users: 0, usage_count: 3 },
        { tag: 'Z.upper', unique_users: 0, usage_count: 2 },
        { tag: 'league.close', unique_users: 1, usage_count: 2 },
        { tag: 'match.score', unique_users: 2, usage_count: 2 },
        { tag: 'admin.open', unique_users: 1, usage_count: 1 },
      ],
    });
  });

  it('gives the most used features up to the limit', async () => {
    const answer = await metrics('start_date=2026-03-01&end_date=2026-03-05&limit=3');
    expect(answer.top_features.map((feature) => feature.tag)).toEqual([
      'league.open',
      'navigation.page_view',
      'Z.upper',
    ]);
    // The limit is on the list only: the totals still cover every feature.
    expect(answer).toMatchObject({ total_events: 15, active_features: 6 });
  });

  it('reads a single day, and a range with nothing in it', async () => {
    expect(await metrics('start_date=2026-03-02&end_date=2026-03-02')).toMatchObject({
      total_events: 5,
      total_days: 1,
      total_active_users: 2,
      active_features: 2,
      daily_active_users: [{ date: '2026-03-02', daily_active_users: 2 }],
    });
    expect(await metrics('start_date=2025-01-01&end_date=2025-01-03')).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-01-03',
      total_events: 0,
      total_days: 3,
      total_active_users: 0,
      active_features: 0,
      daily_active_users: ['2025-01-01', '2025-01-02', '2025-01-03'].map((date) => ({ date, daily_active_users: 0 })),
      top_features: [],
    });
  });

  it('defaults to the 30 days that end today (UTC)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T23:59:59Z'));
    const answer = await metrics('');
    expect(answer).toMatchObject({ start_date: '2026-02-04', end_date: '2026-03-05', total_days: 30 });
    expect(answer.daily_active_users).toHaveLength(30);
    expect(answer.daily_active_users[0]).toEqual({ date: '2026-02-04', daily_active_users: 0 });
    // 28 February's five events are in; 6 March's are not yet.
    expect(answer.total_events).toBe(20);

    vi.setSystemTime(new Date('2026-03-06T00:00:00Z'));
    expect(await metrics('')).toMatchObject({ start_date: '2026-02-05', end_date: '2026-03-06', total_events: 25 });
    expect((await metrics('')).top_features.length).toBeLessThanOrEqual(15);
  });

  it('counts 30 days back from an end date given alone, and to today from a start date given alone', async () => {
    expect(await metrics('end_date=2026-03-01')).toMatchObject({ start_date: '2026-01-31', total_events: 6 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
    expect(await metrics('start_date=2026-03-04')).toMatchObject({
      end_date: '2026-03-10',
      total_days: 7,
      total_events: 12,
    });
  });

  it('answers a range of up to 366 days', async () => {
    const answer = await metrics('start_date=2024-01-01&end_date=2024-12-31');
    expect(answer).toMatchObject({ total_days: 366, total_events: 0 });
    expect(answer.daily_active_users.at(-1)).toEqual({ date: '2024-12-31', daily_active_users: 0 });
  });

  it.each([
    ['a range of 367 days', 'start_date=2025-01-01&end_date=2026-01-02', RANGE_TOO_LONG_MESSAGE],
    ['a start after the end', 'start_date=2026-03-05&end_date=2026-03-04', START_AFTER_END_MESSAGE],
    ['a start after today', 'start_date=2999-01-01', START_AFTER_END_MESSAGE],
    ['an end so early its 30 days begin before the year 1', 'end_date=0001-01-05', EARLIEST_DATE_MESSAGE],
    ['the year 0', 'start_date=0000-12-01&end_date=0000-12-02', EARLIEST_DATE_MESSAGE],
    ['a day that does not exist', 'start_date=2026-02-30', 'start_date must be a date in the form YYYY-MM-DD.'],
    ['a date with a time', 'end_date=2026-03-01T00:00:00Z', 'end_date must be a date in the form YYYY-MM-DD.'],
    ['a limit of 0', 'limit=0', 'limit must be at least 1.'],
    ['a limit of 101', 'limit=101', 'limit must be at most 100.'],
    ['a limit that is not a number', 'limit=ten', 'limit must be a number.'],
    ['a fractional limit', 'limit=1.5', 'limit must be a whole number.'],
  ])('refuses %s', async (_name, query, message) => {
    expectError(await call(t.admin, 'GET', `metrics?${query}`), 400, message);
  });
});
