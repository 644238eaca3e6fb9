import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { availabilitySlots, matchEvents, matches, notifications, outbox } from '../db/schema';
import { leagueUnderWay } from '../test/match-fixtures';
import { TEST_APP_SETTINGS } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { ReminderScheduler } from './reminder-scheduler';

// PostgreSQL only: two schedulers, each on its own connection pool as two server processes would be, tick at the
// same moments on one database (issue 35 items 6 and 7, ADR 068). Each reminder and each nudge exists exactly once,
// and so does its email, though both write them and neither takes a lock.

const HOUR = 3_600_000;
/** The clock both schedulers follow: Sunday noon UTC to Tuesday noon, every half hour, across every zone's Monday. */
const FIRST = Date.parse('2026-04-05T12:00:00Z');
const TICKS = Array.from({ length: 97 }, (_, k) => new Date(FIRST + k * 30 * 60_000));
const ZONES = ['Pacific/Auckland', 'Europe/Berlin', 'America/Los_Angeles', 'UTC'];

let database: TestDatabase;
let second: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error('this test needs TEST_DATABASE_URL');
  second = await openDatabase({ url: database.url });
  app = await buildApp(database.db, { ...TEST_APP_SETTINGS });
});
afterAll(async () => {
  await app?.close();
  await second?.close();
  await database?.close();
});

/**
 * Two leagues: one whose 15 matches are all scheduled between Monday 02:00 and Tuesday 06:00 UTC (30 reminders,
 * no nudge: nobody is left to schedule), one with nothing scheduled and players on four clocks (4 nudges).
 */
async function world() {
  const busy = await leagueUnderWay(app, { count: 6 });
  for (const [index, match] of busy.matches.entries()) {
    const at = new Date(Date.parse('2026-04-06T02:00:00Z') + index * 2 * HOUR);
    await database.db.update(matches).set({ status: 'scheduled', matchDatetime: at }).where(eq(matches.id, match.id));
    await database.db.insert(matchEvents).values({
      matchId: match.id,
      kind: 'scheduled',
      actorIsAdmin: true,
      matchDatetime: at,
      createdAt: new Date(FIRST - 3 * 24 * HOUR),
    });
  }
  const open = await leagueUnderWay(app, { count: 4 });
  for (const [index, member] of open.members.entries()) {
    await database.db.insert(availabilitySlots).values({
      userId: member.user.id,
      leagueId: open.league.id,
      startTime: new Date('2026-04-08T18:00:00Z'),
      endTime: new Date('2026-04-08T20:00:00Z'),
      timeZone: ZONES[index]!,
    });
  }
  return { busy, open };
}

async function writtenFor(leagueIds: number[]) {
  const rows = await database.db
    .select({ id: notifications.id, kind: notifications.kind, key: notifications.dedupeKey })
    .from(notifications)
    .where(
      and(inArray(notifications.leagueId, leagueIds), inArray(notifications.kind, ['match_reminder', 'weekly_nudge'])),
    );
  const mails = await database.db
    .select({ notificationId: outbox.notificationId, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      inArray(
        outbox.notificationId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(outbox.notificationId);
  return { rows, mails };
}

function expectExactlyOnce(written: Awaited<ReturnType<typeof writtenFor>>) {
  const { rows, mails } = written;
  expect(rows.filter((row) => row.kind === 'match_reminder')).toHaveLength(30);
  expect(rows.filter((row) => row.kind === 'weekly_nudge')).toHaveLength(4);
  expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  expect(mails).toHaveLength(rows.length);
  expect(mails.every((mail) => mail.count === 1)).toBe(true);
}

describe('two schedulers on one database', () => {
  it(
    'tick at the same moments side by side: each reminder and nudge, and its email, exactly once',
    { timeout: 120_000 },
    async () => {
      const { busy, open } = await world();
      const quiet = { info: () => {}, warn: () => {} };
      let wrote = { a: 0, b: 0 };
      for (const at of TICKS) {
        const [a, b] = await Promise.all([
          new ReminderScheduler({ db: database.db, log: quiet, now: () => at }).tick(),
          new ReminderScheduler({ db: second.db, log: quiet, now: () => at }).tick(),
        ]);
        wrote = { a: wrote.a + a.reminders + a.nudges, b: wrote.b + b.reminders + b.nudges };
      }
      // Every notification was written by one of the two, never by both.
      expect(wrote.a + wrote.b).toBe(34);
      expectExactlyOnce(await writtenFor([busy.league.id, open.league.id]));
    },
  );

  it('running as loops, each on its own clock, still write each exactly once', { timeout: 120_000 }, async () => {
    const { busy, open } = await world();
    const clock = () => {
      let next = 0;
      return () => TICKS[Math.min(next++, TICKS.length - 1)]!;
    };
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
    const clocks = [clock(), clock()];
    let ticks = [0, 0];
    const loops = [database.db, second.db].map(
      (db, index) =>
        new ReminderScheduler({
          db,
          log,
          tickMs: 1,
          now: () => {
            ticks[index]!++;
            return clocks[index]!();
          },
        }),
    );
    for (const loop of loops) loop.start();
    const deadline = Date.now() + 100_000;
    while (ticks.some((count) => count <= TICKS.length)) {
      if (Date.now() > deadline) throw new Error(`the loops ticked only ${ticks.join(' and ')} times`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(loops.map((loop) => loop.stop()));
    ticks = [0, 0];
    expect(warnings).toEqual([]);
    expectExactlyOnce(await writtenFor([busy.league.id, open.league.id]));
  });
});
