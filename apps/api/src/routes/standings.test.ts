import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { standingsResponse, type StandingsResponseDto } from '@courtside/shared/schemas/standings';
import { buildLeagueStandings } from '@courtside/shared/tennis/standings/index';
import type { SetScoreDto } from '@courtside/shared/schemas/matches';
import { divisionAssignments, matchSetScores, matches } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  postDivision,
  postLeague,
  quickPlayers,
  registerAll,
  signedInAs,
  startLeague,
  useAppWithAdmin,
} from '../test/league-fixtures';
import { storedMatchBetween } from '../test/match-fixtures';
import { injectAs, signedInUser } from '../test/test-app';

const t = useAppWithAdmin();

const MEMBERS_ONLY = 'Only admins and players of this league can see its players.';
const standingsUrl = (leagueId: number) => `/api/1.0/leagues/standings?league_id=${leagueId}`;

async function getStandings(cookie: string, leagueId: number) {
  return expectContract(
    await injectAs(t.app, cookie, { method: 'GET', url: standingsUrl(leagueId) }),
    200,
    standingsResponse,
  );
}

/** An active league whose divisions (in the order given) hold freshly made players; round robin created. */
async function startedLeague(divisionSizes: readonly number[]) {
  const started = await startLeague(t.app, t.admin.cookie, {
    divisions: divisionSizes,
    league: { public_visible: true },
    divisionName: (index) => `Flight ${index + 1}`,
  });
  return { ...started, divisions: started.divisions.map((entry) => entry.division) };
}

const matchBetween = (a: number, b: number) => storedMatchBetween(t.app, a, b);

/** Records an outcome straight in the tables, as the score routes would leave it. */
async function recordResult(
  matchId: number,
  result: { status: 'normal' | 'home_retired' | 'away_retired'; submittedBy: number; sets: SetScoreDto[] },
) {
  await t.app.db
    .update(matches)
    .set({ status: result.status, submittedByPlayerId: result.submittedBy, scoreConfirmation: 'confirmed' })
    .where(eq(matches.id, matchId));
  if (result.sets.length > 0) {
    await t.app.db.insert(matchSetScores).values(
      result.sets.map((set) => ({
        matchId,
        setNumber: set.set_number,
        homeGames: set.home_games,
        awayGames: set.away_games,
      })),
    );
  }
}

/** Sets written from one player's side, turned into home/away for the stored match. */
async function setsFor(winnerId: number, loserId: number, games: [number, number][]) {
  const match = await matchBetween(winnerId, loserId);
  const winnerIsHome = match.homePlayerId === winnerId;
  const sets = games.map(([won, lost], index) => ({
    set_number: index + 1,
    home_games: winnerIsHome ? won : lost,
    away_games: winnerIsHome ? lost : won,
  }));
  return { match, winnerIsHome, sets };
}

describe('GET leagues/standings', () => {
  it('counts a hand-made league: records, percentages, both orders, rank and tiles', async () => {
    const { league, members, divisions } = await startedLeague([3, 2]);
    const [a, b, c, d, e] = members.map((m) => m.player.id) as [number, number, number, number, number];
    const [blue, red] = divisions as [(typeof divisions)[0], (typeof divisions)[0]];
    const empty = await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Flight 3' });

    // A beats B 6-4 6-3; C retires against A before a ball is struck (2-0, 12-0 for A by ADR 012);
    // B v C is scheduled; E beats D 4-6 6-3 6-2.
    const ab = await setsFor(a, b, [
      [6, 4],
      [6, 3],
    ]);
    await recordResult(ab.match.id, { status: 'normal', submittedBy: a, sets: ab.sets });
    const ac = await matchBetween(a, c);
    await recordResult(ac.id, {
      status: ac.homePlayerId === c ? 'home_retired' : 'away_retired',
      submittedBy: a,
      sets: [],
    });
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: new Date('2026-04-01T17:00:00Z') })
      .where(eq(matches.id, (await matchBetween(b, c)).id));
    const ed = await setsFor(e, d, [
      [4, 6],
      [6, 3],
      [6, 2],
    ]);
    await recordResult(ed.match.id, { status: 'normal', submittedBy: d, sets: ed.sets });

    const asB = await signedInAs(t.app, members[1]!.email);
    const body = await getStandings(asB.cookie, league.id);

    expect(body.currentPlayerId).toBe(b);
    expect(body.divisions).toEqual([
      { id: blue.id, name: 'Flight 1' },
      { id: red.id, name: 'Flight 2' },
      { id: empty.id, name: 'Flight 3' },
    ]);
    expect(body.allPlayers.map((p) => [p.id, p.division_name, p.rating])).toEqual([
      [a, 'Flight 1', 3.5],
      [b, 'Flight 1', 3.5],
      [c, 'Flight 1', 3.5],
      [d, 'Flight 2', 3.5],
      [e, 'Flight 2', 3.5],
    ]);
    expect(body.allMatches).toHaveLength(4);
    expect(body.allMatches.find((m) => m.id === ab.match.id)).toMatchObject({
      status: 'normal',
      submitted_by_player_id: a,
      score_confirmation: 'confirmed',
      set_scores: ab.sets,
    });
    expect(body.allMatches.find((m) => m.status === 'scheduled')?.match_datetime).toBe('2026-04-01T17:00:00.000Z');

    const row = (id: number) => body.standings.overall.find((r) => r.player_id === id);
    expect(row(a)).toEqual({
      player_id: a,
      wins: 2,
      losses: 0,
      matches_played: 2,
      sets_won: 4,
      sets_lost: 0,
      games_won: 24,
      games_lost: 7,
      win_percentage: 100,
      set_win_percentage: 100,
      game_win_percentage: 77.4,
      // Level with E on win percentage (both unbeaten), ahead on wins; they play in different divisions.
      ahead_of_next: { criterion: 'wins', level: ['win_percentage'], below_player_id: e, meetings: [] },
    });
    expect(row(b)).toMatchObject({ wins: 0, losses: 1, sets_won: 0, sets_lost: 2, games_won: 7, games_lost: 12 });
    expect(row(b)?.game_win_percentage).toBe(36.8);
    expect(row(c)).toMatchObject({ matches_played: 1, games_won: 0, games_lost: 12, game_win_percentage: 0 });
    expect(row(d)).toMatchObject({ sets_won: 1, sets_lost: 2, set_win_percentage: 33.3, game_win_percentage: 40.7 });
    expect(row(e)).toMatchObject({ wins: 1, games_won: 16, games_lost: 11, set_win_percentage: 66.7 });
    expect(row(e)).not.toHaveProperty('player');

    // Overall: win %, wins, set %, fewer losses, game %. Division: win %, wins, fewer losses, set %, game %.
    expect(body.standings.overall.map((r) => r.player_id)).toEqual([a, e, d, b, c]);
    expect(
      body.standings.by_division.map((group) => [group.division_name, group.rows.map((r) => r.player_id)]),
    ).toEqual([
      ['Flight 1', [a, b, c]],
      ['Flight 2', [e, d]],
      ['Flight 3', []],
    ]);
    // Each division place says why, with the two players' meetings from the upper player's side.
    const [flight1, flight2] = body.standings.by_division;
    expect(flight1!.rows.map((r) => r.ahead_of_next)).toEqual([
      {
        criterion: 'win_percentage',
        level: [],
        below_player_id: b,
        meetings: [
          {
            match_id: ab.match.id,
            match_datetime: null,
            won: true,
            sets: [
              [6, 4],
              [6, 3],
            ],
            retired: null,
          },
        ],
      },
      // B and C have only scheduled their match: no meeting yet. Both 0-1; B's 7-12 in games beats C's 0-12.
      {
        criterion: 'game_percentage',
        level: ['win_percentage', 'wins', 'fewer_losses', 'set_percentage'],
        below_player_id: c,
        meetings: [],
      },
      null,
    ]);
    expect(flight2!.rows[0]!.ahead_of_next?.meetings).toEqual([
      {
        match_id: ed.match.id,
        match_datetime: null,
        won: true,
        sets: [
          [4, 6],
          [6, 3],
          [6, 2],
        ],
        retired: null,
      },
    ]);
    expect(body.standings.current_player_rank).toBe(2);
    expect(body.standings.statistics).toEqual({
      total_players: 5,
      completed_matches: 3,
      scheduled_matches: 1,
      divisions: 3,
    });
  });

  it('sends standings that are exactly the shared rules run on the arrays it sends', async () => {
    const { league, members } = await startedLeague([6, 5, 4]);
    const ids = members.map((m) => m.player.id);
    // A fixed walk through every kind of outcome, so the test reads the same data on every run.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const finished: [number, number][] = [
      [6, 0],
      [6, 2],
      [6, 4],
      [7, 5],
      [7, 6],
    ];
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const all = await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id));
    for (const match of all) {
      const roll = random();
      const homeWins = random() < 0.5;
      const side = (won: boolean, [w, l]: [number, number], n: number) => ({
        set_number: n,
        home_games: won ? w : l,
        away_games: won ? l : w,
      });
      if (roll < 0.15) continue;
      if (roll < 0.3) {
        await t.app.db
          .update(matches)
          .set({ status: 'scheduled', matchDatetime: new Date('2026-05-01T18:00:00Z') })
          .where(eq(matches.id, match.id));
      } else if (roll < 0.45) {
        await recordResult(match.id, {
          status: homeWins ? 'away_retired' : 'home_retired',
          submittedBy: match.homePlayerId,
          sets: random() < 0.5 ? [] : [side(!homeWins, pick(finished), 1), side(homeWins, [3, 2], 2)],
        });
      } else {
        const sets =
          random() < 0.5
            ? [side(homeWins, pick(finished), 1), side(homeWins, pick(finished), 2)]
            : [
                side(homeWins, pick(finished), 1),
                side(!homeWins, pick(finished), 2),
                side(homeWins, pick(finished), 3),
              ];
        await recordResult(match.id, { status: 'normal', submittedBy: match.awayPlayerId, sets });
      }
    }

    // A time before 1970 is a negative count of milliseconds, and must come back as written.
    await t.app.db
      .update(matches)
      .set({ matchDatetime: new Date('1969-07-20T20:17:40.500Z') })
      .where(eq(matches.id, all[0]!.id));

    const asMember = await signedInAs(t.app, members[8]!.email);
    const body: StandingsResponseDto = await getStandings(asMember.cookie, league.id);
    expect(body.allPlayers.map((p) => p.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(body.allMatches).toHaveLength(15 + 10 + 6);
    expect(body.standings.statistics.completed_matches).toBeGreaterThan(10);
    expect(body.allMatches.find((m) => m.id === all[0]!.id)?.match_datetime).toBe('1969-07-20T20:17:40.500Z');
    const stored = await t.app.db.select().from(matchSetScores);
    expect(body.allMatches.reduce((sum, m) => sum + m.set_scores.length, 0)).toBe(
      stored.filter((set) => all.some((m) => m.id === set.matchId)).length,
    );

    const { standings: sent, ...raw } = body;
    const expected = buildLeagueStandings(raw);
    const strip = <R extends { player: unknown }>({ player: _player, ...rest }: R, reason: unknown) => ({
      ...rest,
      ahead_of_next: reason ?? null,
    });
    expect(sent).toEqual({
      overall: expected.overall.map((row, index) => strip(row, expected.overall_reasons[index])),
      by_division: expected.by_division.map(({ reasons, ...group }) => ({
        ...group,
        rows: group.rows.map((row, index) => strip(row, reasons[index])),
      })),
      current_player_rank: expected.current_player_rank,
      statistics: expected.statistics,
    });
    expect(sent.current_player_rank).not.toBeNull();
  });

  it('leaves out players whose placement has ended, and names no current player for an admin', async () => {
    const { league, members, divisions } = await startedLeague([3]);
    const [gone] = await quickPlayers(t.app, 1);
    await registerAll(t.app, league.id, [gone!.player.id]);
    await t.app.db.insert(divisionAssignments).values({
      leagueId: league.id,
      divisionId: divisions[0]!.id,
      playerId: gone!.player.id,
      removedAt: new Date(),
    });

    const body = await getStandings(t.admin.cookie, league.id);
    expect(body.allPlayers.map((p) => p.id)).toEqual(members.map((m) => m.player.id));
    expect(body.currentPlayerId).toBeNull();
    expect(body.standings.current_player_rank).toBeNull();
    expect(body.standings.statistics).toEqual({
      total_players: 3,
      completed_matches: 0,
      scheduled_matches: 0,
      divisions: 1,
    });
    // Nobody has played: every row is 0 and the order falls to names, then ids.
    expect(body.standings.overall.every((r) => r.matches_played === 0 && r.win_percentage === 0)).toBe(true);

    // A member registered after the start but not placed yet sees the standings without a rank.
    const asGone = await signedInAs(t.app, gone!.email);
    const seen = await getStandings(asGone.cookie, league.id);
    expect(seen.currentPlayerId).toBeNull();
    expect(seen.standings.current_player_rank).toBeNull();
  });

  it('is for admins and players of the league only', async () => {
    const { league, members } = await startedLeague([2]);
    const outsider = await signedInUser(t.app);
    const url = standingsUrl(league.id);

    expectError(await t.app.inject({ method: 'GET', url }), 401, UNAUTHORIZED_MESSAGE);
    expectError(await outsider.request({ method: 'GET', url }), 403, MEMBERS_ONLY);
    const asMember = await signedInAs(t.app, members[0]!.email);
    expect((await asMember.request({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.admin.request({ method: 'GET', url })).statusCode).toBe(200);

    // A league the caller cannot see, and one that does not exist, are not confirmed to exist.
    const hidden = await postLeague(t.app, t.admin.cookie);
    expectError(await outsider.request({ method: 'GET', url: standingsUrl(hidden.id) }), 404, 'League not found.');
    expectError(await t.admin.request({ method: 'GET', url: standingsUrl(2_000_000) }), 404, 'League not found.');
    // A league with nothing placed or played yet has empty standings, not an error.
    const before = await getStandings(t.admin.cookie, hidden.id);
    expect(before).toMatchObject({ allPlayers: [], allMatches: [], divisions: [], currentPlayerId: null });
    expect(before.standings).toEqual({
      overall: [],
      by_division: [],
      current_player_rank: null,
      statistics: { total_players: 0, completed_matches: 0, scheduled_matches: 0, divisions: 0 },
    });
    expectError(
      await t.admin.request({ method: 'GET', url: '/api/1.0/leagues/standings' }),
      400,
      'Missing required parameters: league_id',
    );
  });
});

describe('OpenAPI', () => {
  it('documents the standings path under the leagues tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/api/1.0/leagues/standings']?.get?.tags).toEqual(['leagues']);
  });
});
