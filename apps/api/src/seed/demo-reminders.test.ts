import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMondayMorning, nextMatchHour, seedDemoReminders } from '../db/queries/demo-reminders';
import { leagues, matches, notifications, outbox } from '../db/schema';
import { leagueUnderWay } from '../test/match-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// The demo seed's reminders (ADR 068): a match booked for tomorrow gets its reminder from the scheduler's own
// statement, and the last Monday's nudges go out, once however often the seed runs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo reminders', () => {
  it('books a match within the day, reminds both players of it, and nudges everyone with opponents to schedule', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const playEnd = `${new Date().getUTCFullYear() + 1}-06-30`;
    await t.app.db.update(leagues).set({ playEnd }).where(eq(leagues.id, league.id));
    const now = new Date();

    expect(await seedDemoReminders(t.app.db, now, 'America/Chicago')).toEqual({ reminders: 2, nudges: 3 });
    const booked = await t.app.db
      .select()
      .from(matches)
      .where(and(eq(matches.leagueId, league.id), eq(matches.status, 'scheduled')));
    expect(booked).toHaveLength(1);
    const hoursAhead = (booked[0]!.matchDatetime!.getTime() - now.getTime()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(1);
    expect(hoursAhead).toBeLessThanOrEqual(24);

    const rows = await t.app.db
      .select({ id: notifications.id, kind: notifications.kind, userId: notifications.userId })
      .from(notifications)
      .where(
        and(eq(notifications.leagueId, league.id), inArray(notifications.kind, ['match_reminder', 'weekly_nudge'])),
      );
    expect(
      rows
        .filter((row) => row.kind === 'weekly_nudge')
        .map((row) => row.userId)
        .sort(),
    ).toEqual(members.map((member) => member.user.id).sort());
    const mails = await t.app.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(
        inArray(
          outbox.notificationId,
          rows.map((row) => row.id),
        ),
      );
    expect(mails).toHaveLength(5);

    // The seed run again changes nothing.
    expect(await seedDemoReminders(t.app.db, now, 'America/Chicago')).toEqual({ reminders: 0, nudges: 0 });
  });

  it('books the match at 10:00 or 18:00 on the club’s clock, within the day', () => {
    // 11:00 UTC is 05:00 in Chicago (winter): 10:00 there, 16:00 UTC.
    expect(nextMatchHour(new Date('2026-11-29T11:00:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-11-29T16:00:00.000Z',
    );
    // 17:30 in Chicago: 18:00 is too soon, so 10:00 the next morning.
    expect(nextMatchHour(new Date('2026-11-29T23:30:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
  });

  it('takes the latest Monday 15:00 UTC that has passed', () => {
    expect(lastMondayMorning(new Date('2026-11-29T11:00:00Z')).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(lastMondayMorning(new Date('2026-11-30T14:59:00Z')).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(lastMondayMorning(new Date('2026-11-30T15:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(lastMondayMorning(new Date('2026-12-05T23:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });
});
