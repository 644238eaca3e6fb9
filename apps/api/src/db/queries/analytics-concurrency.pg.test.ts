import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../../test/test-database';
import { insertAnalyticsEvents, type NewAnalyticsEvent } from './analytics';
import { compareRollupsWithEvents } from './analytics-consistency';
import { rowsOf } from './analytics-metrics';
import { pruneAnalytics } from './analytics-retention';
import { insertUser } from './users';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): writers on separate pooled connections really
// overlap, so the trigger's upserts on the same rollup rows race, and pruning deletes while they insert.

let database: DatabaseHandle;
let userIds: number[];
beforeAll(async () => {
  database = await createTestDatabase();
  userIds = [];
  for (let i = 0; i < 12; i++) {
    userIds.push((await insertUser(database.db, { email: `writer-${i}@example.test`, passwordHash: 'x' })).id);
  }
});
afterAll(() => database.close());

const TAGS = Array.from({ length: 8 }, (_, i) => `feature.${i}`);

/** A deterministic shuffle, so batches take the same rollup rows in different orders. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function batch(seed: number, size: number, days: string[]): NewAnalyticsEvent[] {
  const events = Array.from({ length: size }, (_, i) => ({
    eventType: 'click' as const,
    tag: TAGS[(i * 7 + seed) % TAGS.length]!,
    page: '/',
    // Every fifth event is a visitor's.
    userId: (i + seed) % 5 === 0 ? null : userIds[(i * 3 + seed) % userIds.length]!,
    occurredAt: new Date(`${days[(i + seed) % days.length]}T${String((i + seed) % 24).padStart(2, '0')}:30:00Z`),
  }));
  return shuffled(events, seed + 1);
}

describe('parallel writers on PostgreSQL', () => {
  it('roll up exactly, without deadlocks, while old days are pruned', async () => {
    const { db } = database;
    const oldDays = ['2026-01-01', '2026-01-02'];
    await insertAnalyticsEvents(db, batch(0, 500, oldDays));

    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    const writers = Array.from({ length: 40 }, (_, i) => insertAnalyticsEvents(db, batch(i + 1, 150, days)));
    // Everything before 1 June goes: a whole-day cutoff, so no day is left half counted.
    const pruning = pruneAnalytics(db, {
      retentionDays: 0,
      now: new Date('2026-06-01T00:00:00Z'),
      batchSize: 100,
    });
    const [pruned] = await Promise.all([pruning, ...writers]);
    expect(pruned.events).toBe(500);

    const totals = rowsOf<{ events: number; rolled: number }>(
      await db.execute(sql`select (select count(*)::int from analytics_events) as events,
        (select coalesce(sum(event_count), 0)::int from analytics_daily_tags) as rolled`),
    )[0]!;
    expect(totals).toEqual({ events: 40 * 150, rolled: 40 * 150 });
    const { stored, expected } = await compareRollupsWithEvents(db);
    expect(stored).toEqual(expected);
    expect(stored.dailyTags.every((line) => days.includes(line.split(' ')[0]!))).toBe(true);

    // The pool really used several connections at once (they stay open, idle, for a while).
    const connections = rowsOf<{ open: number }>(
      await db.execute(sql`select count(*)::int as open from pg_stat_activity where datname = current_database()`),
    )[0]!;
    expect(connections.open).toBeGreaterThan(1);
  });
});
