import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDailyTagUsers, analyticsDailyTags, analyticsDailyUsers, analyticsEvents } from './schema';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from '../test/test-database';
import { insertUser } from './queries/users';
import { compareRollupsWithEvents } from './queries/analytics-consistency';

describe('the analytics rollup trigger', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('counts events per UTC day and tag and records who was active, across statements', async () => {
    const { db } = database;
    const user = await insertUser(db, { email: 'rollup@example.test', passwordHash: 'not used' });
    const event = (tag: string, occurredAt: string, userId: number | null) => ({
      eventType: 'click' as const,
      tag,
      page: '/dashboard',
      userId,
      occurredAt: new Date(occurredAt),
    });
    await db.insert(analyticsEvents).values([
      event('league.open', '2026-11-01T23:30:00-05:00', user.id), // 04:30 UTC on 2 November
      event('league.open', '2026-11-02T10:00:00Z', user.id),
      event('league.open', '2026-11-02T11:00:00Z', null),
    ]);
    await db.insert(analyticsEvents).values([event('league.open', '2026-11-02T12:00:00Z', user.id)]);

    const tags = await db.select().from(analyticsDailyTags);
    expect(tags).toEqual([{ day: '2026-11-02', tag: 'league.open', eventCount: 4 }]);
    expect(await db.select().from(analyticsDailyUsers)).toEqual([{ day: '2026-11-02', userId: user.id }]);
    expect(await db.select().from(analyticsDailyTagUsers)).toEqual([
      { day: '2026-11-02', tag: 'league.open', userId: user.id },
    ]);
    const counted = (await db.execute(sql`select count(*)::int as total from analytics_events`)) as { rows: unknown[] };
    expect(counted.rows).toEqual([{ total: 4 }]);
  });

  it('agrees with the rollups recomputed from the events, and the comparison sees a wrong count', async () => {
    const { db } = database;
    const { stored, expected } = await compareRollupsWithEvents(db);
    expect(stored.dailyTags).toEqual(['2026-11-02 league.open 4']);
    expect(stored).toEqual(expected);

    await db.execute(sql`update analytics_daily_tags set event_count = event_count + 1`);
    const drifted = await compareRollupsWithEvents(db);
    expect(drifted.stored.dailyTags).toEqual(['2026-11-02 league.open 5']);
    expect(drifted.expected.dailyTags).toEqual(['2026-11-02 league.open 4']);
    await db.execute(sql`update analytics_daily_tags set event_count = event_count - 1`);
  });
});
