import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { availabilitySlots, matchEvents, matches, notifications } from '../db/schema';
import { queueMatchReminders, queueWeeklyNudges } from '../db/queries/reminders';
import { useAppWithAdmin } from '../test/league-fixtures';
import { pairName, startDoublesLeague, type PairMember, type TestPair } from '../test/doubles-fixtures';
import { storedMatchBetween } from '../test/match-fixtures';
import { nudgeOpponents } from './nudge-opponents';

// The reminder a day before a match and the Monday nudge reach a doubles partner as they reach their anchor
// (issue 37, ADR 078), and the nudge names the opponent pair.

const t = useAppWithAdmin();
const HOUR = 3_600_000;
/** A Friday and the Monday after it, within the fixture league's play (March to June 2026). */
const FRIDAY = new Date('2026-04-10T12:00:00Z');
const MONDAY = new Date('2026-04-13T10:00:00Z');

async function doublesLeague() {
  const world = await startDoublesLeague(t.app, t.admin.cookie, { divisions: [2] });
  return { ...world, pairs: world.divisions[0]!.pairs as [TestPair, TestPair] };
}

async function usersWith(leagueId: number, kind: 'match_reminder' | 'weekly_nudge') {
  const rows = await t.app.db
    .select({ userId: notifications.userId, matchId: notifications.matchId })
    .from(notifications)
    .where(and(eq(notifications.leagueId, leagueId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));
  return rows;
}

const usersOf = (pairs: readonly TestPair[]) =>
  pairs.flatMap((pair) => [pair.anchor.user.id, pair.partner.user.id]).sort((a, b) => a - b);

async function free(member: PairMember, leagueId: number, start: string, end: string) {
  await t.app.db
    .insert(availabilitySlots)
    .values({ userId: member.user.id, leagueId, startTime: new Date(start), endTime: new Date(end), timeZone: 'UTC' });
}

describe('the reminder a day before a doubles match', () => {
  it('reminds all four players, each once', async () => {
    const { league, pairs } = await doublesLeague();
    const match = await storedMatchBetween(t.app, pairs[0].anchor.player.id, pairs[1].anchor.player.id);
    const at = new Date(FRIDAY.getTime() + 10 * HOUR);
    await t.app.db.update(matches).set({ status: 'scheduled', matchDatetime: at }).where(eq(matches.id, match.id));
    await t.app.db.insert(matchEvents).values({
      matchId: match.id,
      kind: 'scheduled',
      actorUserId: pairs[1].partner.user.id,
      actorIsAdmin: false,
      matchDatetime: at,
      createdAt: new Date(FRIDAY.getTime() - 72 * HOUR),
    });
    expect(await queueMatchReminders(t.app.db, FRIDAY)).toBeGreaterThanOrEqual(4);
    await queueMatchReminders(t.app.db, new Date(FRIDAY.getTime() + HOUR));
    const rows = await usersWith(league.id, 'match_reminder');
    expect(rows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(usersOf(pairs));
    expect(rows.every((row) => row.matchId === match.id)).toBe(true);
  });
});

describe('the Monday nudge in a doubles league', () => {
  it('reaches every player of both pairs, and names the opponent pair with the times all four are free', async () => {
    const { league, pairs } = await doublesLeague();
    const [us, them] = pairs;
    // All four free on Tuesday evening from 19:00 to 20:00 only: my partner arrives at 19:00, theirs leaves at 20:00.
    await free(us.anchor, league.id, '2026-04-14T18:00:00Z', '2026-04-14T21:00:00Z');
    await free(us.partner, league.id, '2026-04-14T19:00:00Z', '2026-04-14T21:00:00Z');
    await free(them.anchor, league.id, '2026-04-14T18:00:00Z', '2026-04-14T21:00:00Z');
    await free(them.partner, league.id, '2026-04-14T17:00:00Z', '2026-04-14T20:00:00Z');

    await queueWeeklyNudges(t.app.db, MONDAY);
    await queueWeeklyNudges(t.app.db, new Date(MONDAY.getTime() + HOUR));
    const rows = await usersWith(league.id, 'weekly_nudge');
    expect(rows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(usersOf(pairs));

    const expected = [
      {
        name: pairName(them),
        times: [{ start: new Date('2026-04-14T19:00:00Z'), end: new Date('2026-04-14T20:00:00Z') }],
      },
    ];
    for (const member of [us.anchor, us.partner]) {
      const listed = await nudgeOpponents(t.app.db, {
        userId: member.user.id,
        leagueId: league.id,
        zone: 'UTC',
        now: MONDAY,
      });
      expect(listed).toEqual(expected);
    }
    const fromThem = await nudgeOpponents(t.app.db, {
      userId: them.partner.user.id,
      leagueId: league.id,
      zone: 'UTC',
      now: MONDAY,
    });
    expect(fromThem.map((opponent) => opponent.name)).toEqual([pairName(us)]);
  });

  it('leaves out a pair whose one match is scheduled, partner included', async () => {
    const { league, pairs } = await doublesLeague();
    const match = await storedMatchBetween(t.app, pairs[0].anchor.player.id, pairs[1].anchor.player.id);
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: new Date('2026-04-20T18:00:00Z') })
      .where(eq(matches.id, match.id));
    await queueWeeklyNudges(t.app.db, MONDAY);
    expect(await usersWith(league.id, 'weekly_nudge')).toEqual([]);
    expect(
      await nudgeOpponents(t.app.db, {
        userId: pairs[0].partner.user.id,
        leagueId: league.id,
        zone: 'UTC',
        now: MONDAY,
      }),
    ).toEqual([]);
  });
});
