import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../../test/test-database';
import {
  analyticsDailyTagUsers,
  analyticsDailyTags,
  analyticsDailyUsers,
  analyticsEvents,
  analyticsTagUserLastDays,
  analyticsUserLastDays,
} from '../schema';
import { insertAnalyticsEvents, type NewAnalyticsEvent } from './analytics';
import { pruneAnalytics } from './analytics-retention';
import { insertUser } from './users';

let database: DatabaseHandle;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await insertUser(database.db, { email: 'pruned@example.test', passwordHash: 'not used' })).id;
});
afterAll(() => database.close());

const now = new Date('2026-11-23T12:00:00.000Z');
// 30 days before now: 24 October, noon (UTC).
const retentionDays = 30;

const at = (iso: string, tag = 'league.open', times = 1): NewAnalyticsEvent[] =>
  Array.from({ length: times }, () => ({ eventType: 'click', tag, page: '/', userId, occurredAt: new Date(iso) }));

beforeEach(async () => {
  const { db } = database;
  for (const table of [
    analyticsEvents,
    analyticsDailyTags,
    analyticsDailyUsers,
    analyticsDailyTagUsers,
    analyticsTagUserLastDays,
    analyticsUserLastDays,
  ]) {
    await db.delete(table);
  }
  await insertAnalyticsEvents(db, [
    ...at('2026-01-01T00:00:00Z', 'ancient', 7),
    ...at('2026-10-23T23:59:59.999Z'),
    ...at('2026-10-24T11:59:59.999Z'),
    ...at('2026-10-24T12:00:00.000Z'),
    ...at('2026-11-23T11:00:00Z'),
  ]);
});

const remaining = async () => {
  const { db } = database;
  return {
    events: (await db.select().from(analyticsEvents)).map((row) => row.occurredAt.toISOString()).sort(),
    tagDays: (await db.select().from(analyticsDailyTags))
      .map((row) => `${row.day} ${row.tag} ${row.eventCount}`)
      .sort(),
    userDays: (await db.select().from(analyticsDailyUsers)).map((row) => row.day).sort(),
    tagUserDays: (await db.select().from(analyticsDailyTagUsers)).map((row) => `${row.day} ${row.tag}`).sort(),
    tagLastDays: (await db.select().from(analyticsTagUserLastDays)).map((row) => `${row.tag} ${row.lastDay}`).sort(),
    userLastDays: (await db.select().from(analyticsUserLastDays)).map((row) => row.lastDay),
  };
};

describe('pruneAnalytics', () => {
  it('deletes events before the cutoff and rollup days wholly before its UTC day', async () => {
    const result = await pruneAnalytics(database.db, { retentionDays, now });
    expect(result).toEqual({
      cutoff: new Date('2026-10-24T12:00:00.000Z'),
      events: 9,
      dailyTags: 2,
      dailyUsers: 2,
      dailyTagUsers: 2,
      // 'ancient' was last used in January: nobody counts as its user any more.
      lastDays: 1,
    });
    expect(await remaining()).toEqual({
      events: ['2026-10-24T12:00:00.000Z', '2026-11-23T11:00:00.000Z'],
      // The cutoff's own day keeps its rollups (both of its events) until a run on a later day.
      tagDays: ['2026-10-24 league.open 2', '2026-11-23 league.open 1'],
      userDays: ['2026-10-24', '2026-11-23'],
      tagUserDays: ['2026-10-24 league.open', '2026-11-23 league.open'],
      tagLastDays: ['league.open 2026-11-23'],
      userLastDays: ['2026-11-23'],
    });
  });

  it('deletes in batches of the given size until none is left, and finds nothing more the next time', async () => {
    const result = await pruneAnalytics(database.db, { retentionDays, now, batchSize: 2 });
    expect(result.events).toBe(9);
    expect((await remaining()).events).toHaveLength(2);
    expect(await pruneAnalytics(database.db, { retentionDays, now, batchSize: 2 })).toMatchObject({
      events: 0,
      dailyTags: 0,
      dailyUsers: 0,
      dailyTagUsers: 0,
      lastDays: 0,
    });
  });

  it('stops between batches when told to, keeping what it deleted', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(await pruneAnalytics(database.db, { retentionDays, now, batchSize: 2, signal: stop.signal })).toMatchObject({
      events: 0,
      dailyTags: 0,
    });
    expect((await remaining()).events).toHaveLength(11);
  });

  it('keeps everything within a longer retention', async () => {
    expect(await pruneAnalytics(database.db, { retentionDays: 400, now })).toMatchObject({ events: 0, dailyTags: 0 });
    expect((await remaining()).events).toHaveLength(11);
  });
});
