import { describe, expect, it } from 'vitest';
import { playerRecordsResponse } from '@courtside/shared/schemas/player-records';
import { standingsResponse } from '@courtside/shared/schemas/standings';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { quickPlayers, signedInAs, startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { scoreBetween, startDoublesLeague, type PairMember, type TestPair } from '../test/doubles-fixtures';
import { injectAs } from '../test/test-app';

// Each player's record on their profile (issue 37 item 4): every league they are placed in, as a player, a
// pair's anchor or its partner, counted as the standings count it.

const t = useAppWithAdmin({ withStranger: true });
const get = (caller: { cookie: string } | undefined, url: string) =>
  injectAs(t.app, caller?.cookie, { method: 'GET', url: `/api/1.0/${url}` });
const recordsOf = async (caller: { cookie: string }) =>
  expectContract(await get(caller, 'players/records'), 200, playerRecordsResponse).records;

const nameOf = (member: PairMember) => ({
  player_id: member.player.id,
  first_name: member.player.firstName,
  last_name: member.player.lastName,
});

async function doublesWorld() {
  const world = await startDoublesLeague(t.app, t.admin.cookie, {
    divisions: [3],
    league: { name: 'Riverside Mixed', league_type: 'Mixed' },
  });
  const pairs = world.divisions[0]!.pairs as [TestPair, TestPair, TestPair];
  // The first pair beat the second (confirmed) and the third (not yet confirmed); the second beat the third.
  await scoreBetween(t.app, pairs[0], pairs[1], 'confirmed');
  await scoreBetween(t.app, pairs[0], pairs[2], 'pending');
  await scoreBetween(t.app, pairs[1], pairs[2], 'disputed');
  return { ...world, pairs, divisionName: world.divisions[0]!.division.division_name };
}

describe('GET players/records', () => {
  it("gives both partners their pair's record, with the other as partner", async () => {
    const w = await doublesWorld();
    const [first] = w.pairs;
    const expected = {
      league_id: w.league.id,
      league_name: 'Riverside Mixed',
      league_type: 'Mixed',
      division_name: w.divisionName,
      played: 2,
      wins: 2,
      losses: 0,
    };
    expect(await recordsOf(first.anchor)).toEqual([{ ...expected, partner: nameOf(first.partner) }]);
    expect(await recordsOf(first.partner)).toEqual([{ ...expected, partner: nameOf(first.anchor) }]);
  });

  it('counts as the standings count, for every pair', async () => {
    const w = await doublesWorld();
    const standings = expectContract(
      await get(t.admin, `leagues/standings?league_id=${w.league.id}`),
      200,
      standingsResponse,
    ).standings.overall;
    for (const pair of w.pairs) {
      const row = standings.find((entry) => entry.player_id === pair.anchor.player.id)!;
      for (const member of [pair.anchor, pair.partner]) {
        const [record] = await recordsOf(member);
        expect([record!.played, record!.wins, record!.losses]).toEqual([row.matches_played, row.wins, row.losses]);
      }
    }
    expect((await recordsOf(w.pairs[2].partner))[0]).toMatchObject({ played: 2, wins: 0, losses: 2 });
  });

  it('lists a singles league beside a doubles one, newest league first, and nothing where the user is not placed', async () => {
    const w = await doublesWorld();
    const me = w.pairs[1].partner;
    const [rival] = await quickPlayers(t.app, 1);
    const singles = await startLeague(t.app, t.admin.cookie, {
      league: { name: 'Late Singles', play_start: '2026-04-01', play_end: '2026-08-31' },
      divisions: [[me, rival!]],
    });
    // A stranger placed nowhere has no record at all.
    const [records, fromStranger] = [await recordsOf(me), await recordsOf(t.stranger)];
    expect(records.map((record) => [record.league_id, record.partner?.player_id ?? null])).toEqual([
      [singles.league.id, null],
      [w.league.id, w.pairs[1].anchor.player.id],
    ]);
    expect(records[0]).toMatchObject({ league_type: 'Singles', played: 0, wins: 0, losses: 0 });
    expect(fromStranger).toEqual([]);
    const newcomer = await signedInAs(t.app, (await quickPlayers(t.app, 1))[0]!.email);
    expect(await recordsOf(newcomer)).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    expectError(await get(undefined, 'players/records'), 401, UNAUTHORIZED_MESSAGE);
  });
});
