import { beforeAll, describe, expect, it } from 'vitest';
import { needsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { seasonViewResponse } from '@courtside/shared/schemas/season';
import { standingsResponse } from '@courtside/shared/schemas/standings';
import { expectContract } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { pairName, partnerOf, scoreBetween, startDoublesLeague, type TestPair } from '../test/doubles-fixtures';
import { injectAs } from '../test/test-app';

// Standings per pair (issue 37 item 4, ADR 078): rows keyed by the anchor with the partner beside, and the
// admin's season view, its exports and Needs attention naming a pair "Ann Lee & Bo Park".

const t = useAppWithAdmin();
const get = (cookie: string | undefined, url: string) =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/${url}` });

let world: Awaited<ReturnType<typeof startDoublesLeague>>;
let gold: [TestPair, TestPair, TestPair];
let silver: [TestPair, TestPair];

beforeAll(async () => {
  world = await startDoublesLeague(t.app, t.admin.cookie, {
    divisions: [3, 2],
    league: { name: 'Autumn Doubles', league_type: 'Mixed' },
  });
  gold = world.divisions[0]!.pairs as typeof gold;
  silver = world.divisions[1]!.pairs as typeof silver;
  // Gold: the first pair beat the second (confirmed) and the third (awaiting confirmation); the second and third
  // dispute theirs. Silver has nothing arranged.
  await scoreBetween(t.app, gold[0], gold[1], 'confirmed');
  await scoreBetween(t.app, gold[0], gold[2], 'pending');
  await scoreBetween(t.app, gold[1], gold[2], 'disputed');
});

describe('GET leagues/standings in a doubles league', () => {
  it('keys each row by the anchor with the partner beside, and ranks a partner as their pair', async () => {
    const [first] = gold;
    const body = expectContract(
      await get(first.partner.cookie, `leagues/standings?league_id=${world.league.id}`),
      200,
      standingsResponse,
    );
    expect(body.allPlayers.map((player) => player.id).sort((a, b) => a - b)).toEqual(
      world.pairs.map((pair) => pair.anchor.player.id).sort((a, b) => a - b),
    );
    for (const pair of world.pairs) {
      expect(body.allPlayers.find((player) => player.id === pair.anchor.player.id)?.partner).toEqual(partnerOf(pair));
    }
    const goldRows = body.standings.by_division[0]!.rows;
    expect(goldRows[0]).toMatchObject({ player_id: first.anchor.player.id, wins: 2, losses: 0 });
    expect(goldRows[0]!.ahead_of_next?.below_player_id).toBe(gold[1].anchor.player.id);
    // The partner's own rank is their pair's.
    expect(body.standings.current_player_rank).toBe(1);
    const fromThird = expectContract(
      await get(gold[2].anchor.cookie, `leagues/standings?league_id=${world.league.id}`),
      200,
      standingsResponse,
    );
    expect(fromThird.standings.current_player_rank).toBe(3);
  });
});

describe('the season view and its exports in a doubles league', () => {
  it('names pairs in the scores waiting and among those with nothing arranged', async () => {
    const view = expectContract(
      await get(t.admin.cookie, `admin/seasonView?league_id=${world.league.id}`),
      200,
      seasonViewResponse,
    );
    const [goldView, silverView] = view.divisions;
    expect(goldView!.players).toBe(3);
    expect(goldView!.matches_total).toBe(3);
    expect(goldView!.awaiting_confirmation.map((row) => [row.home_name, row.away_name].sort())).toEqual([
      [pairName(gold[0]), pairName(gold[2])].sort(),
    ]);
    expect(goldView!.disputed.map((row) => [row.home_name, row.away_name].sort())).toEqual([
      [pairName(gold[1]), pairName(gold[2])].sort(),
    ]);
    expect(silverView!.idle_players.map((row) => row.name).sort()).toEqual(silver.map(pairName).sort());
    expect(silverView!.idle_players.map((row) => row.player_id).sort()).toEqual(
      silver.map((pair) => pair.anchor.player.id).sort(),
    );
  });

  it('names a pair in the standings CSV, in its Player column and in the reasons', async () => {
    const answer = await get(t.admin.cookie, `admin/standingsCsv?league_id=${world.league.id}&time_zone=UTC`);
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body.slice(1).split('\r\n');
    const goldLines = lines.filter((line) => line.startsWith(`${world.divisions[0]!.division.division_name},`));
    expect(goldLines).toHaveLength(3);
    expect(goldLines[0]).toContain(`,1,${pairName(gold[0])},2,2,0,`);
    expect(goldLines[0]).toContain(`"Ahead of ${pairName(gold[1])} on `);
  });

  it('names both pairs of every match in the results CSV', async () => {
    const answer = await get(t.admin.cookie, `admin/resultsCsv?league_id=${world.league.id}&time_zone=UTC`);
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body.slice(1).split('\r\n').slice(1, -1);
    // 3 + 1 matches of the round robins between pairs.
    expect(lines).toHaveLength(4);
    const [home, away] = [gold[0], gold[1]].map(pairName);
    expect(lines.some((line) => line.includes(`,${home},${away},`) || line.includes(`,${away},${home},`))).toBe(true);
    expect(lines.every((line) => (line.match(/ & /g) ?? []).length === 2)).toBe(true);
  });
});

describe('GET admin/needsAttention with doubles matches', () => {
  it('names the pairs of a disputed score', async () => {
    const body = expectContract(await get(t.admin.cookie, 'admin/needsAttention'), 200, needsAttentionResponse);
    const disputed = body.disputed.filter((row) => row.league_id === world.league.id);
    expect(disputed.map((row) => [row.home_name, row.away_name].sort())).toEqual([
      [pairName(gold[1]), pairName(gold[2])].sort(),
    ]);
  });
});
