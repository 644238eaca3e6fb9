import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { matchDto } from '@courtside/shared/schemas/matches';
import { standingsResponse } from '@courtside/shared/schemas/standings';
import { leagues } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { leagueBody, postLeague } from '../test/league-fixtures';
import { leagueUnderWay, matchesCaller, storedMatch, type Caller } from '../test/match-fixtures';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';
import { FORMAT_LOCKED } from './leagues';
import { FORMAT_CHANGED } from './match-messages';

// Scoring formats per league (issue 36, ADR 071): the format is chosen on the league, scores are checked and
// counted under it, and it cannot change once a score exists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = matchesCaller(() => t.app);
const set = (set_number: number, home_games: number, away_games: number) => ({ set_number, home_games, away_games });
const submit = (caller: Caller, matchId: number, sets: unknown, status = 'normal') =>
  call(caller, 'POST', `submitScores?matchId=${matchId}`, { sets, status });

type League = { id: number } & Record<string, unknown>;
const updateLeague = (cookie: string, league: League, overrides: Record<string, unknown>) =>
  injectAs(t.app, cookie, {
    method: 'PUT',
    url: '/api/1.0/leagues/update',
    payload: { id: league.id, ...leagueBody(), ...overrides },
  });

async function formatOf(leagueId: number) {
  const [row] = await t.app.db.select().from(leagues).where(eq(leagues.id, leagueId));
  return row?.scoringFormat;
}

describe('a league’s scoring format', () => {
  it('is best of three unless chosen, and is given back in the league DTO', async () => {
    const { admin } = await leagueUnderWay(t.app, { count: 2 });
    expect((await postLeague(t.app, admin.cookie)).scoring_format).toBe('best_of_three');
    expect((await postLeague(t.app, admin.cookie, { scoring_format: 'fast4' })).scoring_format).toBe('fast4');
  });

  it('refuses a format that is not one of the four', async () => {
    const { admin } = await leagueUnderWay(t.app, { count: 2 });
    const response = await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: '/api/1.0/leagues/post',
      payload: leagueBody({ scoring_format: 'best_of_five' }),
    });
    expectError(response, 400, 'Scoring format must be one of best_of_three, match_tiebreak, pro_set, fast4.');
  });

  it('can change until a score is recorded, is kept when an update leaves it out, and then cannot change', async () => {
    const { admin, league, members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const changed = expectContract(
      await updateLeague(admin.cookie, league, { scoring_format: 'match_tiebreak' }),
      200,
      leagueDto,
    );
    expect(changed.scoring_format).toBe('match_tiebreak');
    expect(expectContract(await updateLeague(admin.cookie, league, {}), 200, leagueDto).scoring_format).toBe(
      'match_tiebreak',
    );

    const { match, home } = matchOf(members[0]!, members[1]!);
    expect((await submit(home, match.id, [set(1, 6, 4), set(2, 6, 3)])).statusCode).toBe(200);

    expectError(await updateLeague(admin.cookie, league, { scoring_format: 'pro_set' }), 400, FORMAT_LOCKED);
    expect(await formatOf(league.id)).toBe('match_tiebreak');
    // Other fields still change, with the format named as it is or left out.
    const renamed = await updateLeague(admin.cookie, league, { name: 'Renamed', scoring_format: 'match_tiebreak' });
    expect(expectContract(renamed, 200, leagueDto).name).toBe('Renamed');
  });

  it('of a score and a format change at once, exactly one wins and the score always matches the format', async () => {
    for (let round = 0; round < 3; round++) {
      const { admin, league, members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
      const { match, home } = matchOf(members[0]!, members[1]!);
      // 6-4 6-4 is a finished match in best of three but not a pro set: it cannot be valid under both.
      const [scored, changed] = await Promise.all([
        submit(home, match.id, [set(1, 6, 4), set(2, 6, 4)]),
        updateLeague(admin.cookie, league, { scoring_format: 'pro_set' }),
      ]);
      const stored = await storedMatch(t.app, match.id);
      if (scored.statusCode === 200) {
        expectError(changed, 400, FORMAT_LOCKED);
        expect(await formatOf(league.id)).toBe('best_of_three');
        expect(stored.row?.status).toBe('normal');
      } else {
        expect(changed.statusCode).toBe(200);
        expect(await formatOf(league.id)).toBe('pro_set');
        expect([400, 409]).toContain(scored.statusCode);
        if (scored.statusCode === 409) expect(scored.json()).toEqual({ error: FORMAT_CHANGED });
        expect(stored.row?.status).toBe('unscheduled');
        expect(stored.sets).toEqual([]);
      }
    }
  });
});

describe('scores under each format', () => {
  it('stores a match tiebreak as its points and counts it as a set and one game in the standings', async () => {
    const { admin, league, members, matchOf } = await leagueUnderWay(t.app, {
      count: 2,
      scoringFormat: 'match_tiebreak',
    });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    const sets = [set(1, 6, 4), set(2, 3, 6), set(3, 10, 8)];
    const answer = expectContract(await submit(home, match.id, sets), 200, matchDto);
    expect(answer).toMatchObject({ status: 'normal', set_scores: sets, scoring_format: 'match_tiebreak' });

    const standings = expectContract(
      await injectAs(t.app, admin.cookie, { method: 'GET', url: `/api/1.0/leagues/standings?league_id=${league.id}` }),
      200,
      standingsResponse,
    );
    const row = (playerId: number) => standings.standings.overall.find((r) => r.player_id === playerId);
    expect(row(home.player.id)).toMatchObject({ wins: 1, sets_won: 2, sets_lost: 1, games_won: 10, games_lost: 10 });
    expect(row(away.player.id)).toMatchObject({ losses: 1, sets_won: 1, sets_lost: 2, games_won: 10, games_lost: 10 });
  });

  it.each([
    [
      'a match tiebreak after the match was won',
      [set(1, 6, 4), set(2, 6, 4), set(3, 10, 4)],
      'Match tiebreak not needed - match was already won 2-0',
    ],
    [
      'an unfinished match tiebreak',
      [set(1, 6, 4), set(2, 3, 6), set(3, 7, 5)],
      'Set 3: Incomplete match tiebreak (7-5) - it is won with 10 points',
    ],
    [
      'a match tiebreak not won by 2',
      [set(1, 6, 4), set(2, 3, 6), set(3, 10, 9)],
      'Set 3: A match tiebreak must be won by 2 points (10-9)',
    ],
  ])('refuses %s in a match tiebreak league with 400 and stores nothing', async (_name, sets, message) => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2, scoringFormat: 'match_tiebreak' });
    const { match, home } = matchOf(members[0]!, members[1]!);
    expectError(await submit(home, match.id, sets), 400, message);
    const stored = await storedMatch(t.app, match.id);
    expect(stored.row?.status).toBe('unscheduled');
    expect(stored.sets).toEqual([]);
  });

  it('refuses tiebreak points in a best-of-three league', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home } = matchOf(members[0]!, members[1]!);
    expectError(
      await submit(home, match.id, [set(1, 6, 4), set(2, 3, 6), set(3, 10, 8)]),
      400,
      'Set 3: A player can win at most 7 games in a set (10-8)',
    );
  });

  it('takes one set to 8 in a pro set league and refuses a second set', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 3, scoringFormat: 'pro_set' });
    const first = matchOf(members[0]!, members[1]!);
    expect(expectContract(await submit(first.home, first.match.id, [set(1, 9, 8)]), 200, matchDto).set_scores).toEqual([
      set(1, 9, 8),
    ]);
    const second = matchOf(members[0]!, members[2]!);
    expectError(
      await submit(second.home, second.match.id, [set(1, 8, 4), set(2, 8, 4)]),
      400,
      'A pro set match has only one set.',
    );
    expectError(
      await submit(second.home, second.match.id, [set(1, 6, 4)]),
      400,
      'Set 1: Incomplete set (6-4) - a set is won with 8 games',
    );
  });

  it('takes Fast4 sets and refuses a set past 4 games', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2, scoringFormat: 'fast4' });
    const { match, home } = matchOf(members[0]!, members[1]!);
    expectError(
      await submit(home, match.id, [set(1, 6, 4), set(2, 6, 3)]),
      400,
      'Set 1: A player can win at most 4 games in a set (6-4) Set 2: A player can win at most 4 games in a set (6-3)',
    );
    expect((await submit(home, match.id, [set(1, 4, 3), set(2, 4, 1)])).statusCode).toBe(200);
  });

  it('checks an admin’s ruling on a dispute under the league’s format', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app, { count: 2, scoringFormat: 'match_tiebreak' });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    expect((await submit(home, match.id, [set(1, 6, 4), set(2, 3, 6), set(3, 10, 8)])).statusCode).toBe(200);
    expect((await call(away, 'POST', 'disputeScore', { match_id: match.id, reason: 'It was 12-10' })).statusCode).toBe(
      200,
    );
    const rule = (sets: unknown) =>
      call(admin, 'POST', 'resolveDispute', { match_id: match.id, sets, status: 'normal' });
    expectError(
      await rule([set(1, 6, 4), set(2, 3, 6), set(3, 12, 5)]),
      400,
      'Set 3: Invalid match tiebreak score (12-5). Valid scores: 10-0 through 10-8, or 2 points clear after 9-9 (11-9, 12-10)',
    );
    const ruled = expectContract(await rule([set(1, 6, 4), set(2, 3, 6), set(3, 12, 10)]), 200, matchDto);
    expect(ruled.set_scores).toEqual([set(1, 6, 4), set(2, 3, 6), set(3, 12, 10)]);
  });
});
