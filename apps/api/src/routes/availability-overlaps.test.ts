import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAvailabilityResponse,
  leagueAvailabilityResponse,
  overlapsResponse,
} from '@courtside/shared/schemas/availability';
import { matches } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { quickPlayers, registerAll, signedInAs, startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller } from '../test/test-app';

const t = useAppWithAdmin({ withStranger: true });

const call = areaCaller(() => t.app, 'availability');
type Caller = { cookie: string } | undefined;
const NOT_REGISTERED = 'You are not registered in this league.';

// Overlaps run from now to the end of play, so the dates are next year's, whenever this runs.
const YEAR = new Date().getUTCFullYear() + 1;
/** The day of the month of the n-th Tuesday of a month of YEAR (month 1-12). */
function nthTuesday(month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(YEAR, month - 1, 1)).getUTCDay();
  return 1 + ((2 - firstWeekday + 7) % 7) + 7 * (n - 1);
}
const at = (month: number, day: number, hour: number) => new Date(Date.UTC(YEAR, month - 1, day, hour)).toISOString();
const tue1 = nthTuesday(1, 1);
const tue2 = tue1 + 7;
const tue3 = tue1 + 14;

/** An active league ending on 31 January of YEAR with placed players, `sizes[i]` in division i, signed in. */
async function leagueInPlay(sizes: number[], leagueOverrides: object = {}) {
  return startLeague(t.app, t.admin.cookie, {
    divisions: sizes,
    league: { play_end: `${YEAR}-01-31`, ...leagueOverrides },
  });
}

async function add(caller: Caller, leagueId: number, start: string, end: string, extra: object = {}) {
  const body = { start_time: start, end_time: end, league_id: leagueId, ...extra };
  return expectContract(await call(caller, 'POST', 'post', body), 201, createAvailabilityResponse).availabilities[0]!;
}

async function setMatch(a: number, b: number, values: Partial<typeof matches.$inferInsert>) {
  await t.app.db
    .update(matches)
    .set(values)
    .where(
      or(
        and(eq(matches.homePlayerId, a), eq(matches.awayPlayerId, b)),
        and(eq(matches.homePlayerId, b), eq(matches.awayPlayerId, a)),
      ),
    );
}

/**
 * Me with a weekly Tuesday evening (18:00-21:00 UTC); Ann and Bob (unplayed, Bob with a scheduled match) free on some of those
 * evenings; Cat (already played), Dan (another division) and slots outside the window that must not count.
 */
async function world() {
  const { league, divisions } = await leagueInPlay([4, 1]);
  const [me, ann, bob, cat] = divisions[0]!.members as [Member, Member, Member, Member];
  const dan = divisions[1]!.members[0]!;
  const slots = {
    mine: await add(me, league.id, at(1, tue1, 18), at(1, tue1, 21), {
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
    }),
    minePast: await add(me, league.id, '2025-01-07T18:00:00Z', '2025-01-07T20:00:00Z'),
    ann: await add(ann, league.id, at(1, tue2, 19), at(1, tue2, 21)),
    annPast: await add(ann, league.id, '2025-01-07T18:00:00Z', '2025-01-07T20:00:00Z'),
    annAfterPlay: await add(ann, league.id, at(2, nthTuesday(2, 1), 18), at(2, nthTuesday(2, 1), 20)),
    bob: await add(bob, league.id, at(1, tue2, 19), at(1, tue2, 21)),
    bobLater: await add(bob, league.id, at(1, tue3, 17), at(1, tue3, 19)),
    bobTouching: await add(bob, league.id, at(1, tue3 + 7, 21), at(1, tue3 + 7, 22)),
    cat: await add(cat, league.id, at(1, tue2, 18), at(1, tue2, 20)),
    dan: await add(dan, league.id, at(1, tue2, 18), at(1, tue2, 20)),
  };
  await setMatch(me.player.id, cat.player.id, {
    status: 'normal',
    submittedByPlayerId: me.player.id,
    scoreConfirmation: 'pending',
  });
  await setMatch(me.player.id, bob.player.id, { status: 'scheduled', matchDatetime: new Date(at(1, tue3, 18)) });
  return { league, division: divisions[0]!.division, other: divisions[1]!.division, me, ann, bob, cat, dan, slots };
}
type Member = Awaited<ReturnType<typeof leagueInPlay>>['divisions'][number]['members'][number];

const person = (member: Member) => ({
  id: member.player.id,
  first_name: member.player.firstName,
  last_name: member.player.lastName,
  // A singles entry has no partner; the server says so rather than leaving the field out (ADR 078).
  partner: null,
});
const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);

describe('GET availability/overlaps', () => {
  it('lists, in time order, when the caller and each unplayed division opponent are both free', async () => {
    const w = await world();
    const overlaps = expectContract(
      await call(w.me, 'GET', `overlaps?league_id=${w.league.id}`),
      200,
      overlapsResponse,
    ).data;
    expect(overlaps.time_zone).toBe('UTC');
    expect(overlaps.overlaps.map((o) => ({ ...o, available_opponents: byId(o.available_opponents) }))).toEqual([
      {
        start_time: at(1, tue2, 19),
        end_time: at(1, tue2, 21),
        duration: 120,
        available_opponents: byId([person(w.ann), person(w.bob)]),
      },
      { start_time: at(1, tue3, 18), end_time: at(1, tue3, 19), duration: 60, available_opponents: [person(w.bob)] },
    ]);
  });

  it('gives the same answer for the caller’s own division and names the zone it grouped by', async () => {
    const w = await world();
    const url = `overlaps?league_id=${w.league.id}&division_id=${w.division.id}&time_zone=America/New_York`;
    const data = expectContract(await call(w.me, 'GET', url), 200, overlapsResponse).data;
    expect(data.time_zone).toBe('America/New_York');
    expect(data.overlaps.map((o) => [o.start_time, o.duration])).toEqual([
      [at(1, tue2, 19), 120],
      [at(1, tue3, 18), 60],
    ]);
    // An opponent sees the same evening from their side, with the caller as the opponent.
    const fromBob = expectContract(
      await call(w.bob, 'GET', `overlaps?league_id=${w.league.id}`),
      200,
      overlapsResponse,
    );
    expect(fromBob.data.overlaps).toContainEqual({
      start_time: at(1, tue3, 18),
      end_time: at(1, tue3, 19),
      duration: 60,
      available_opponents: [person(w.me)],
    });
  });

  it('leaves out an opponent already played', async () => {
    const w = await world();
    await setMatch(w.me.player.id, w.ann.player.id, {
      status: 'home_retired',
      submittedByPlayerId: w.me.player.id,
      scoreConfirmation: 'pending',
    });
    const data = expectContract(
      await call(w.me, 'GET', `overlaps?league_id=${w.league.id}`),
      200,
      overlapsResponse,
    ).data;
    expect(data.overlaps.flatMap((o) => o.available_opponents.map((a) => a.id))).toEqual([
      w.bob.player.id,
      w.bob.player.id,
    ]);
  });

  it('is empty for a member not yet placed, and refused to everyone else', async () => {
    const w = await world();
    const { divisions: elsewhere } = await leagueInPlay([1]);
    const [late] = await quickPlayers(t.app, 1);
    await registerAll(t.app, w.league.id, [late!.player.id]);
    const lateCaller = await signedInAs(t.app, late!.email);
    const url = `overlaps?league_id=${w.league.id}`;
    expect(expectContract(await call(lateCaller, 'GET', url), 200, overlapsResponse).data.overlaps).toEqual([]);
    expectError(await call(undefined, 'GET', url), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(t.stranger, 'GET', url), 403, NOT_REGISTERED);
    expectError(await call(elsewhere[0]!.members[0], 'GET', url), 403, NOT_REGISTERED);
    expectError(await call(t.admin, 'GET', url), 403, NOT_REGISTERED);
    expectError(
      await call(w.me, 'GET', `${url}&division_id=${w.other.id}`),
      400,
      'This is not your division in this league.',
    );
  });

  it('hides a league the caller cannot see, and checks its parameters', async () => {
    const { league } = await leagueInPlay([1], { public_visible: false });
    const w = await world();
    expectError(await call(t.stranger, 'GET', `overlaps?league_id=${league.id}`), 404, 'League not found.');
    expectError(await call(w.me, 'GET', 'overlaps'), 400, 'Missing required parameters: league_id');
    expectError(
      await call(w.me, 'GET', `overlaps?league_id=${w.league.id}&time_zone=Nowhere/Land`),
      400,
      'Time zone must be an IANA zone name such as Europe/London.',
    );
  });

  it('is empty once play has ended', async () => {
    const { league, divisions } = await leagueInPlay([2], { play_end: '2026-06-30' });
    const [me, you] = divisions[0]!.members;
    await add(me, league.id, '2026-06-02T18:00:00Z', '2026-06-02T20:00:00Z');
    await add(you, league.id, '2026-06-02T18:00:00Z', '2026-06-02T20:00:00Z');
    const data = expectContract(await call(me, 'GET', `overlaps?league_id=${league.id}`), 200, overlapsResponse).data;
    expect(data.overlaps).toEqual([]);
  });
});

describe('GET availability/leagueAvailability', () => {
  const read = async (caller: Caller, query: string) =>
    expectContract(await call(caller, 'GET', `leagueAvailability?${query}`), 200, leagueAvailabilityResponse).data;

  it("gives a member their slots, their division's other members' slots and the opponents not yet played", async () => {
    const w = await world();
    const data = await read(w.me, `league_id=${w.league.id}`);
    expect(data.userAvailability.map((s) => s.id)).toEqual([w.slots.minePast.id, w.slots.mine.id]);
    expect(data.userAvailability[1]).toEqual(w.slots.mine);
    const theirs: [(typeof w.slots)[keyof typeof w.slots], Member][] = [
      [w.slots.annPast, w.ann],
      [w.slots.ann, w.ann],
      [w.slots.annAfterPlay, w.ann],
      [w.slots.bob, w.bob],
      [w.slots.bobLater, w.bob],
      [w.slots.bobTouching, w.bob],
      [w.slots.cat, w.cat],
    ];
    expect(byId(data.opponentAvailability)).toEqual(
      byId(
        theirs.map(([slot, owner]) => ({
          ...slot,
          opponent_user_id: owner.user.id,
          opponent_player_id: owner.player.id,
        })),
      ),
    );
    // In time order.
    const starts = data.opponentAvailability.map((s) => s.start_time);
    expect(starts).toEqual([...starts].sort());
    expect(byId(data.unplayedOpponents)).toEqual(
      byId(
        [w.ann, w.bob].map((m) => ({
          ...person(m),
          user_id: m.user.id,
          division_name: w.division.division_name,
          rating: 3.5,
        })),
      ),
    );
  });

  it('gives a member not yet placed only their own slots', async () => {
    const w = await world();
    const [late] = await quickPlayers(t.app, 1);
    await registerAll(t.app, w.league.id, [late!.player.id]);
    const lateCaller = await signedInAs(t.app, late!.email);
    const own = await add(lateCaller, w.league.id, at(1, tue2, 18), at(1, tue2, 19));
    expect(await read(lateCaller, `league_id=${w.league.id}`)).toEqual({
      userAvailability: [own],
      opponentAvailability: [],
      unplayedOpponents: [],
    });
  });

  it("lets an admin read a division's slots, or the whole league's, with none of their own", async () => {
    const w = await world();
    const whole = await read(t.admin, `league_id=${w.league.id}`);
    expect(whole.userAvailability).toEqual([]);
    expect(whole.unplayedOpponents).toEqual([]);
    expect(whole.opponentAvailability.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      Object.values(w.slots)
        .map((s) => s.id)
        .sort((a, b) => a - b),
    );
    const division = await read(t.admin, `league_id=${w.league.id}&division_id=${w.other.id}`);
    expect(division.opponentAvailability).toEqual([
      { ...w.slots.dan, opponent_user_id: w.dan.user.id, opponent_player_id: w.dan.player.id },
    ]);
    const { divisions: elsewhere } = await leagueInPlay([1]);
    expectError(
      await call(
        t.admin,
        'GET',
        `leagueAvailability?league_id=${w.league.id}&division_id=${elsewhere[0]!.division.id}`,
      ),
      404,
      'Division not found.',
    );
  });

  it('refuses anonymous callers, strangers and a division that is not the member’s', async () => {
    const w = await world();
    const url = `leagueAvailability?league_id=${w.league.id}`;
    expectError(await call(undefined, 'GET', url), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(t.stranger, 'GET', url), 403, NOT_REGISTERED);
    expectError(
      await call(w.me, 'GET', `${url}&division_id=${w.other.id}`),
      400,
      'This is not your division in this league.',
    );
    expectError(await call(w.me, 'GET', 'leagueAvailability'), 400, 'Missing required parameters: league_id');
  });
});
