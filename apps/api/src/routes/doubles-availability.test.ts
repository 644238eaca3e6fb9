import { and, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createAvailabilityResponse,
  leagueAvailabilityResponse,
  overlapsResponse,
} from '@courtside/shared/schemas/availability';
import { matches } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { pairEntry, startDoublesLeague, type PairMember, type TestPair } from '../test/doubles-fixtures';
import { areaCaller } from '../test/test-app';

// Availability for four (issue 37 item 3, ADR 078): slots stay per person; a pair is free when both partners
// are, and a doubles overlap is a time when all four players are free.

const t = useAppWithAdmin({ withStranger: true });
const call = areaCaller(() => t.app, 'availability');

// Overlaps run from now to the end of play, so the dates are next year's, whenever this runs.
const YEAR = new Date().getUTCFullYear() + 1;
const at = (day: number, hour: number) => new Date(Date.UTC(YEAR, 0, day, hour)).toISOString();

async function add(caller: PairMember, leagueId: number, start: string, end: string) {
  const body = { start_time: start, end_time: end, league_id: leagueId };
  return expectContract(await call(caller, 'POST', 'post', body), 201, createAvailabilityResponse).availabilities[0]!;
}

/**
 * Three pairs in one division. Us: I am free 18-22 on the 12th, my partner 19-22. Them: 18-21 and 20-23, so
 * the pair is free 20-21. The third pair's partner has no time at all, so that pair is never free, however
 * free its anchor is. On the 19th I and the third pair's anchor are free, but my partner is not.
 */
async function world() {
  const { league, divisions } = await startDoublesLeague(t.app, t.admin.cookie, {
    divisions: [3],
    league: { play_end: `${YEAR}-01-31` },
  });
  const [us, them, busy] = divisions[0]!.pairs as [TestPair, TestPair, TestPair];
  const slots = {
    me: await add(us.anchor, league.id, at(12, 18), at(12, 22)),
    meLater: await add(us.anchor, league.id, at(19, 18), at(19, 20)),
    myPartner: await add(us.partner, league.id, at(12, 19), at(12, 22)),
    themAnchor: await add(them.anchor, league.id, at(12, 18), at(12, 21)),
    themPartner: await add(them.partner, league.id, at(12, 20), at(12, 23)),
    busyAnchor: await add(busy.anchor, league.id, at(12, 18), at(12, 22)),
    busyAnchorLater: await add(busy.anchor, league.id, at(19, 18), at(19, 20)),
  };
  return { league, division: divisions[0]!.division, us, them, busy, slots };
}

const overlapsOf = async (caller: PairMember, leagueId: number) =>
  expectContract(await call(caller, 'GET', `overlaps?league_id=${leagueId}`), 200, overlapsResponse).data.overlaps;

describe('GET availability/overlaps in a doubles league', () => {
  it('lists only the times all four players are free, naming the opponent pair by its anchor', async () => {
    const w = await world();
    const expected = [
      { start_time: at(12, 20), end_time: at(12, 21), duration: 60, available_opponents: [pairEntry(w.them)] },
    ];
    expect(await overlapsOf(w.us.anchor, w.league.id)).toEqual(expected);
    // The partner plays as the pair: the same times, and never their own anchor as an opponent.
    expect(await overlapsOf(w.us.partner, w.league.id)).toEqual(expected);
    // Seen from the other pair, either of its players, we are the opponent pair.
    const fromThem = [{ ...expected[0], available_opponents: [pairEntry(w.us)] }];
    expect(await overlapsOf(w.them.partner, w.league.id)).toEqual(fromThem);
    expect(await overlapsOf(w.them.anchor, w.league.id)).toEqual(fromThem);
    // A pair with a partner who has given no time shares none with anyone.
    expect(await overlapsOf(w.busy.anchor, w.league.id)).toEqual([]);
  });

  it('drops an opponent pair once their match is played', async () => {
    const w = await world();
    const [a, b] = [w.us.anchor.player.id, w.them.anchor.player.id];
    await t.app.db
      .update(matches)
      .set({ status: 'normal', submittedByPlayerId: w.them.partner.player.id, scoreConfirmation: 'pending' })
      .where(
        or(
          and(eq(matches.homePlayerId, a), eq(matches.awayPlayerId, b)),
          and(eq(matches.homePlayerId, b), eq(matches.awayPlayerId, a)),
        ),
      );
    expect(await overlapsOf(w.us.partner, w.league.id)).toEqual([]);
  });

  it('is refused to a player of another league and hidden from a stranger of a private one', async () => {
    const w = await world();
    const url = `overlaps?league_id=${w.league.id}`;
    expectError(await call(t.stranger, 'GET', url), 403, 'You are not registered in this league.');
    const hidden = await startDoublesLeague(t.app, t.admin.cookie, {
      league: { play_end: `${YEAR}-01-31`, public_visible: false },
    });
    expectError(await call(t.stranger, 'GET', `overlaps?league_id=${hidden.league.id}`), 404, 'League not found.');
  });
});

describe('GET availability/leagueAvailability in a doubles league', () => {
  const read = async (caller: { cookie: string }, query: string) =>
    expectContract(await call(caller, 'GET', `leagueAvailability?${query}`), 200, leagueAvailabilityResponse).data;

  it("shows each opponent pair free only when both partners are, and the caller's own slots as they are", async () => {
    const w = await world();
    for (const caller of [w.us.anchor, w.us.partner]) {
      const data = await read(caller, `league_id=${w.league.id}`);
      const own = caller === w.us.anchor ? [w.slots.me, w.slots.meLater] : [w.slots.myPartner];
      expect(data.userAvailability).toEqual(own);
      expect(data.opponentAvailability).toEqual([
        {
          ...w.slots.themAnchor,
          start_time: at(12, 20),
          end_time: at(12, 21),
          opponent_user_id: w.them.anchor.user.id,
          opponent_player_id: w.them.anchor.player.id,
        },
      ]);
      const unplayed = data.unplayedOpponents.map(({ id, first_name, last_name, partner }) => ({
        id,
        first_name,
        last_name,
        partner,
      }));
      expect(unplayed.sort((a, b) => a.id - b.id)).toEqual([pairEntry(w.them), pairEntry(w.busy)]);
    }
  });

  it("shows a league's manager every pair's shared time", async () => {
    const w = await world();
    const data = await read(t.admin, `league_id=${w.league.id}&division_id=${w.division.id}`);
    expect(data.opponentAvailability.map((slot) => [slot.opponent_player_id, slot.start_time, slot.end_time])).toEqual([
      [w.us.anchor.player.id, at(12, 19), at(12, 22)],
      [w.them.anchor.player.id, at(12, 20), at(12, 21)],
    ]);
    expect(data.opponentAvailability.every((slot) => !slot.is_recurring && slot.recurrence_rule === null)).toBe(true);
  });
});
