import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueUnderWay } from '../../test/match-fixtures';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { availabilitySlots, leagues, matchEvents, matches, notifications, outbox } from '../schema';
import { queueMatchReminders, queueWeeklyNudges } from './reminders';

// The reminder scheduler's rules (ADR 068), on the real migrated database with the clock passed in: which matches
// get a reminder and when, which players get the Monday nudge on their own clock, and that no repeat adds a row.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The scheduler's "now" in the reminder tests: a Friday within the fixture league's play (March to June 2026). */
const NOW = new Date('2026-04-10T12:00:00Z');
const plus = (base: Date, ms: number) => new Date(base.getTime() + ms);

type League = Awaited<ReturnType<typeof leagueUnderWay>>;
type Member = League['members'][number];

/** Gives a match a time (and a place), as scheduled at `scheduledAt`: the match row and its audit row. */
async function schedule(
  league: League,
  pair: [Member, Member],
  at: Date,
  scheduledAt: Date,
  kind: 'scheduled' | 'rescheduled' = 'scheduled',
) {
  const { match } = league.matchOf(...pair);
  await t.app.db.update(matches).set({ status: 'scheduled', matchDatetime: at }).where(eq(matches.id, match.id));
  await t.app.db.insert(matchEvents).values({
    matchId: match.id,
    kind,
    actorUserId: pair[0].user.id,
    actorIsAdmin: false,
    matchDatetime: at,
    createdAt: scheduledAt,
  });
  return match.id;
}

async function kindOf(leagueId: number, kind: 'match_reminder' | 'weekly_nudge') {
  return t.app.db
    .select({
      userId: notifications.userId,
      matchId: notifications.matchId,
      key: notifications.dedupeKey,
      id: notifications.id,
    })
    .from(notifications)
    .where(and(eq(notifications.leagueId, leagueId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));
}
const reminders = (league: League) => kindOf(league.league.id, 'match_reminder');
const nudges = (league: League) => kindOf(league.league.id, 'weekly_nudge');

describe('the reminder a day before a match', () => {
  it('reminds both players once of a match within the next 24 hours, and mails each', async () => {
    const league = await leagueUnderWay(t.app);
    const [a, b] = league.members as [Member, Member];
    const at = plus(NOW, 10 * HOUR);
    const matchId = await schedule(league, [a, b], at, plus(NOW, -3 * DAY));

    expect(await queueMatchReminders(t.app.db, NOW)).toBeGreaterThanOrEqual(2);
    // A second tick, the same minute or later, adds nothing.
    await queueMatchReminders(t.app.db, NOW);
    await queueMatchReminders(t.app.db, plus(NOW, HOUR));
    const rows = await reminders(league);
    expect(rows.map((row) => row.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(rows.every((row) => row.matchId === matchId)).toBe(true);
    expect(rows.map((row) => row.key)).toContain(`match_reminder:${matchId}:${a.user.id}:${at.getTime() / 1000}`);

    const mails = await t.app.db
      .select({ kind: outbox.kind, userId: outbox.userId })
      .from(outbox)
      .where(
        inArray(
          outbox.notificationId,
          rows.map((row) => row.id),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.kind === 'match_reminder')).toBe(true);
  });

  it('waits until the match is less than 24 hours away, and stops once it has begun', async () => {
    const league = await leagueUnderWay(t.app);
    const [a, b] = league.members as [Member, Member];
    const at = plus(NOW, 30 * HOUR);
    await schedule(league, [a, b], at, plus(NOW, -2 * DAY));

    await queueMatchReminders(t.app.db, NOW);
    expect(await reminders(league)).toEqual([]);
    // The moment it is 24 hours away is in.
    await queueMatchReminders(t.app.db, plus(at, -DAY));
    expect(await reminders(league)).toHaveLength(2);

    const late = await leagueUnderWay(t.app);
    const [c, d] = late.members as [Member, Member];
    await schedule(late, [c, d], plus(NOW, -HOUR), plus(NOW, -3 * DAY));
    // The server was down until after the match began: a reminder now would be of the past.
    await queueMatchReminders(t.app.db, NOW);
    expect(await reminders(late)).toEqual([]);
  });

  it('does not remind of a match scheduled less than a day ahead: its own message just told of it', async () => {
    const league = await leagueUnderWay(t.app);
    const [a, b, c] = league.members as [Member, Member, Member];
    await schedule(league, [a, b], plus(NOW, 3 * HOUR), plus(NOW, -HOUR));
    // Scheduled 25 hours ahead: 24 hours before it, it was on the calendar already.
    await schedule(league, [a, c], plus(NOW, 20 * HOUR), plus(NOW, -5 * HOUR));
    await queueMatchReminders(t.app.db, NOW);
    const rows = await reminders(league);
    expect(rows.map((row) => row.matchId)).toEqual([league.matchOf(a, c).match.id, league.matchOf(a, c).match.id]);
  });

  it('reads when a match was scheduled from the audit row the real scheduling path writes', async () => {
    const league = await leagueUnderWay(t.app);
    const [a, b, c] = league.members as [Member, Member, Member];
    const scheduleNow = async (pair: [Member, Member], hoursAhead: number) => {
      const { match } = league.matchOf(...pair);
      const response = await injectAs(t.app, pair[0].cookie, {
        method: 'POST',
        url: '/api/1.0/matches/scheduleMatch',
        payload: { match_id: match.id, match_datetime: new Date(Date.now() + hoursAhead * HOUR).toISOString() },
      });
      expect(response.statusCode).toBe(200);
      return match.id;
    };
    await scheduleNow([a, b], 3);
    const ahead = await scheduleNow([a, c], 30);
    await queueMatchReminders(t.app.db, new Date());
    expect(await reminders(league)).toEqual([]);
    // Seven hours on, the match scheduled 30 hours ahead is within its day; the one three hours ahead has begun.
    await queueMatchReminders(t.app.db, new Date(Date.now() + 7 * HOUR));
    expect((await reminders(league)).map((row) => row.matchId)).toEqual([ahead, ahead]);
  });

  it('reminds again, once, of a match moved to another day', async () => {
    const league = await leagueUnderWay(t.app);
    const [a, b] = league.members as [Member, Member];
    const matchId = await schedule(league, [a, b], plus(NOW, 10 * HOUR), plus(NOW, -3 * DAY));
    await queueMatchReminders(t.app.db, NOW);
    expect(await reminders(league)).toHaveLength(2);

    const later = plus(NOW, 3 * DAY);
    await schedule(league, [a, b], later, plus(NOW, HOUR), 'rescheduled');
    await queueMatchReminders(t.app.db, plus(NOW, 2 * HOUR));
    expect(await reminders(league)).toHaveLength(2);
    await queueMatchReminders(t.app.db, plus(later, -20 * HOUR));
    await queueMatchReminders(t.app.db, plus(later, -19 * HOUR));
    const rows = await reminders(league);
    expect(rows).toHaveLength(4);
    expect(rows.slice(2).map((row) => row.key)).toContain(
      `match_reminder:${matchId}:${a.user.id}:${later.getTime() / 1000}`,
    );
  });

  it('leaves out a match with a score, one back to unscheduled, and a league no longer in play', async () => {
    const league = await leagueUnderWay(t.app, { count: 4 });
    const [a, b, c, d] = league.members as [Member, Member, Member, Member];
    const played = await schedule(league, [a, b], plus(NOW, 5 * HOUR), plus(NOW, -3 * DAY));
    await t.app.db
      .update(matches)
      .set({ status: 'normal', scoreConfirmation: 'pending' })
      .where(eq(matches.id, played));
    const unscheduled = await schedule(league, [c, d], plus(NOW, 6 * HOUR), plus(NOW, -3 * DAY));
    await t.app.db.update(matches).set({ status: 'unscheduled' }).where(eq(matches.id, unscheduled));
    await queueMatchReminders(t.app.db, NOW);
    expect(await reminders(league)).toEqual([]);

    const over = await leagueUnderWay(t.app);
    const [e, f] = over.members as [Member, Member];
    await schedule(over, [e, f], plus(NOW, 5 * HOUR), plus(NOW, -3 * DAY));
    await t.app.db.update(leagues).set({ leagueStatus: 'completed' }).where(eq(leagues.id, over.league.id));
    await queueMatchReminders(t.app.db, NOW);
    expect(await reminders(over)).toEqual([]);
  });
});

/** A slot that says which clock the user keeps (ADR 013): the nudge reads the zone from it. */
async function keepsClock(member: Member, leagueId: number, timeZone: string) {
  await t.app.db.insert(availabilitySlots).values({
    userId: member.user.id,
    leagueId,
    startTime: new Date('2026-04-07T18:00:00Z'),
    endTime: new Date('2026-04-07T20:00:00Z'),
    timeZone,
  });
}

describe('the Monday nudge', () => {
  it('goes out from 09:00 on Monday on each player’s own clock, once that Monday', async () => {
    const league = await leagueUnderWay(t.app);
    const [york, tokyo, utc] = league.members as [Member, Member, Member];
    await keepsClock(york, league.league.id, 'America/New_York');
    await keepsClock(tokyo, league.league.id, 'Asia/Tokyo');
    const usersOf = async () => (await nudges(league)).map((row) => row.userId).sort();

    // Sunday 23:00 UTC is Monday 08:00 in Tokyo: nobody yet.
    await queueWeeklyNudges(t.app.db, new Date('2026-04-05T23:00:00Z'));
    expect(await usersOf()).toEqual([]);
    // 12:59 UTC: 21:59 in Tokyo and 12:59 in UTC, but 08:59 in New York (summer time, UTC-4).
    await queueWeeklyNudges(t.app.db, new Date('2026-04-06T12:59:00Z'));
    expect(await usersOf()).toEqual([tokyo.user.id, utc.user.id].sort());
    await queueWeeklyNudges(t.app.db, new Date('2026-04-06T13:00:00Z'));
    expect(await usersOf()).toEqual([york.user.id, tokyo.user.id, utc.user.id].sort());
    // Later that Monday, or on Tuesday, nothing more.
    await queueWeeklyNudges(t.app.db, new Date('2026-04-06T22:00:00Z'));
    await queueWeeklyNudges(t.app.db, new Date('2026-04-07T10:00:00Z'));
    const rows = await nudges(league);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.key)).toContain(`weekly_nudge:${tokyo.user.id}:${league.league.id}:2026-04-06`);
    const mails = await t.app.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(
        inArray(
          outbox.notificationId,
          rows.map((row) => row.id),
        ),
      );
    expect(mails.map((mail) => mail.kind)).toEqual(['weekly_nudge', 'weekly_nudge', 'weekly_nudge']);

    // The next Monday is another week: at 14:00 UTC it is still Monday in Tokyo (23:00); an hour later it is not.
    await queueWeeklyNudges(t.app.db, new Date('2026-04-13T15:00:00Z'));
    expect(await usersOf()).toHaveLength(5);
    await queueWeeklyNudges(t.app.db, new Date('2026-04-13T14:00:00Z'));
    expect(await nudges(league)).toHaveLength(6);
  });

  it('reads the local hour across a daylight-saving change, not with a fixed offset', async () => {
    const league = await leagueUnderWay(t.app);
    const [york] = league.members as [Member];
    await keepsClock(york, league.league.id, 'America/New_York');
    const yorks = async () => (await nudges(league)).filter((row) => row.userId === york.user.id);

    // 2 March 2026, winter time (UTC-5): 13:30 UTC is 08:30 there.
    await queueWeeklyNudges(t.app.db, new Date('2026-03-02T13:30:00Z'));
    expect(await yorks()).toEqual([]);
    await queueWeeklyNudges(t.app.db, new Date('2026-03-02T14:00:00Z'));
    expect(await yorks()).toHaveLength(1);
    // 9 March, the day after the clocks went forward (UTC-4): the same 13:30 UTC is 09:30 there.
    await queueWeeklyNudges(t.app.db, new Date('2026-03-09T13:30:00Z'));
    expect((await yorks()).map((row) => row.key)).toEqual([
      `weekly_nudge:${york.user.id}:${league.league.id}:2026-03-02`,
      `weekly_nudge:${york.user.id}:${league.league.id}:2026-03-09`,
    ]);
  });

  it('skips a player with every opponent played or scheduled, and a league past its last day', async () => {
    const league = await leagueUnderWay(t.app);
    const [a, b, c] = league.members as [Member, Member, Member];
    // a has played b and has a time with c; b and c still have each other to schedule.
    const played = league.matchOf(a, b).match.id;
    await t.app.db
      .update(matches)
      .set({ status: 'normal', scoreConfirmation: 'confirmed', matchDatetime: NOW })
      .where(eq(matches.id, played));
    await schedule(league, [a, c], plus(NOW, 2 * DAY), NOW);
    await queueWeeklyNudges(t.app.db, new Date('2026-04-13T12:00:00Z'));
    expect((await nudges(league)).map((row) => row.userId).sort()).toEqual([b.user.id, c.user.id].sort());

    // The fixture league's last day of play is 30 June 2026: the Monday after, no nudge.
    const ended = await leagueUnderWay(t.app);
    await queueWeeklyNudges(t.app.db, new Date('2026-07-06T12:00:00Z'));
    expect(await nudges(ended)).toEqual([]);
    await queueWeeklyNudges(t.app.db, new Date('2026-06-29T12:00:00Z'));
    expect(await nudges(ended)).toHaveLength(3);
  });

  it('reads a zone PostgreSQL does not know as UTC instead of failing everyone’s nudge', async () => {
    const league = await leagueUnderWay(t.app);
    const [odd] = league.members as [Member];
    await keepsClock(odd, league.league.id, 'Mars/Olympus_Mons');
    await queueWeeklyNudges(t.app.db, new Date('2026-04-20T08:59:00Z'));
    expect(await nudges(league)).toEqual([]);
    await queueWeeklyNudges(t.app.db, new Date('2026-04-20T09:00:00Z'));
    expect(await nudges(league)).toHaveLength(3);
  });
});
