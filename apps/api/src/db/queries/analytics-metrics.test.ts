import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { analyticsEvents } from '../schema';
import { seededRandom } from '../../lib/seeded-random';
import { createTestDatabase } from '../../test/test-database';
import { countActiveUsers, tagUsersInRange, tagUsersSince } from './analytics-metrics';
import { pruneAnalytics } from './analytics-retention';
import { insertUser } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = '2026-11-23';
const NOW = new Date(`${TODAY}T18:00:00Z`);
const TAGS = ['league.home.standings', 'match.score', 'navigation.dashboard', 'user.feedback.open'];
const dayBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

// The last-day rollups answer ranges that reach today from one row per user; the daily rollups answer any range.
// For every range that reaches today both must give the same counts, including users with gaps between uses,
// anonymous visitors, and after pruning.
describe('unique users of a range that reaches today', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    const random = seededRandom(7);
    const userIds: (number | null)[] = [null];
    for (let i = 0; i < 8; i++) {
      userIds.push((await insertUser(database.db, { email: `metrics-${i}@example.test`, passwordHash: 'x' })).id);
    }
    const events = [];
    for (let daysAgo = 0; daysAgo < 40; daysAgo++) {
      for (const userId of userIds) {
        // Each user is active on a third of the days, so most have gaps between uses of a tag.
        if (random() > 0.33) continue;
        for (const tag of TAGS) {
          if (random() > 0.5) continue;
          const at = Date.parse(`${dayBefore(daysAgo)}T00:00:00Z`) + Math.floor(random() * DAY_MS);
          events.push({
            eventType: 'click' as const,
            tag,
            page: '/',
            userId,
            occurredAt: new Date(Math.min(at, +NOW)),
          });
        }
      }
    }
    await database.db.insert(analyticsEvents).values(events);
  });
  afterAll(async () => database.close());

  const sorted = (rows: { tag: string; uniqueUsers: number }[]) => [...rows].sort((a, b) => a.tag.localeCompare(b.tag));

  async function expectBothAgree(firstDaysAgo: number[]) {
    for (const daysAgo of firstDaysAgo) {
      const range = { start: dayBefore(daysAgo), end: TODAY };
      const since = sorted(await tagUsersSince(database.db, TAGS, range.start));
      const inRange = sorted(await tagUsersInRange(database.db, TAGS, range));
      expect(since, `tag users from ${range.start}`).toEqual(inRange);
      // The day after, the same range no longer reaches "today" and is answered from the daily rows.
      const fromLastDays = await countActiveUsers(database.db, range, NOW);
      const fromDailyRows = await countActiveUsers(database.db, range, new Date(+NOW + DAY_MS));
      expect(fromLastDays, `active users from ${range.start}`).toBe(fromDailyRows);
    }
  }

  it('gives the same counts from the last-day rollups as from the daily rollups', async () => {
    const starts = Array.from({ length: 40 }, (_, daysAgo) => daysAgo);
    await expectBothAgree(starts);
    // The check can tell them apart: over the whole history, some users lapsed and came back.
    const whole = await tagUsersSince(database.db, TAGS, dayBefore(39));
    const lastWeek = await tagUsersSince(database.db, TAGS, dayBefore(6));
    expect(whole.reduce((sum, row) => sum + row.uniqueUsers, 0)).toBeGreaterThan(
      lastWeek.reduce((sum, row) => sum + row.uniqueUsers, 0),
    );
  });

  it('still agrees after pruning, for every range within what is kept', async () => {
    await pruneAnalytics(database.db, { retentionDays: 20, now: NOW });
    await expectBothAgree(Array.from({ length: 20 }, (_, daysAgo) => daysAgo));
  });
});
