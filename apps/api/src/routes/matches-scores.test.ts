import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDto } from '@courtside/shared/schemas/matches';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { stepTo } from '../test/league-fixtures';
import { AWAY_WINS, HOME_WINS, leagueUnderWay, matchesCaller, storedMatch, type Caller } from '../test/match-fixtures';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = matchesCaller(() => t.app);
const NOT_ALLOWED = 'Only the players of this match or an admin can enter its score.';
const submit = (caller: Caller, matchId: number, body: unknown) =>
  call(caller, 'POST', `submitScores?matchId=${matchId}`, body);
const set = (set_number: number, home_games: number, away_games: number) => ({ set_number, home_games, away_games });

describe('POST matches/submitScores: recording', () => {
  it('stores a valid 6-4 3-6 7-6 from a player as pending, keeps the time, and reads it back', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app);
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    const sets = [set(1, 6, 4), set(2, 3, 6), set(3, 7, 6)];
    const answer = expectContract(await submit(away, match.id, { sets, status: 'normal' }), 200, matchDto);
    expect(answer).toMatchObject({
      status: 'normal',
      set_scores: sets,
      submitted_by_player_id: away.player.id,
      submitted_by_first_name: away.player.firstName,
      submitted_by_last_name: away.player.lastName,
      score_confirmation: 'pending',
      match_datetime: null,
    });
    expect(expectContract(await call(home, 'GET', `getScores?matchId=${match.id}`), 200, matchDto)).toEqual(answer);

    const { row, events } = await storedMatch(t.app, match.id);
    expect(row).toMatchObject({ status: 'normal', scoreConfirmation: 'pending', submittedByPlayerId: away.player.id });
    expect(events.map((e) => [e.kind, e.actorUserId, e.actorIsAdmin, e.status, e.setScores])).toEqual([
      ['score_submitted', away.user.id, false, 'normal', sets],
    ]);
  });

  it('keeps a scheduled time, and leaves out empty sets, numbering the rest 1..n', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app);
    const { match, home } = matchOf(members[0]!, members[1]!);
    await call(home, 'POST', 'scheduleMatch', { match_id: match.id, match_datetime: '2026-04-10T09:00:00Z' });
    const answer = expectContract(
      await submit(home, match.id, { sets: [set(1, 6, 4), set(2, 0, 0), set(3, 6, 3)], status: 'normal' }),
      200,
      matchDto,
    );
    expect(answer).toMatchObject({
      status: 'normal',
      match_datetime: '2026-04-10T09:00:00.000Z',
      set_scores: [set(1, 6, 4), set(2, 6, 3)],
    });
  });

  it('stores retirements as the side that retired, whichever side submits', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 4 });
    const [a, b, c, d] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    const cases = [
      { pair: matchOf(a, b), by: 'home', outcome: 'opponent_retired', stored: 'away_retired' },
      { pair: matchOf(a, c), by: 'home', outcome: 'i_retired', stored: 'home_retired' },
      { pair: matchOf(a, d), by: 'away', outcome: 'opponent_retired', stored: 'home_retired' },
      { pair: matchOf(b, c), by: 'away', outcome: 'i_retired', stored: 'away_retired' },
      { pair: matchOf(b, d), by: 'home', outcome: 'away_retired', stored: 'away_retired' },
    ] as const;
    for (const { pair, by, outcome, stored } of cases) {
      const submitter = by === 'home' ? pair.home : pair.away;
      const sets = [set(1, 6, 4), set(2, 2, 3)];
      const answer = expectContract(await submit(submitter, pair.match.id, { sets, status: outcome }), 200, matchDto);
      expect({ outcome, by, status: answer.status, sets: answer.set_scores }).toEqual({
        outcome,
        by,
        status: stored,
        sets,
      });
      expect((await storedMatch(t.app, pair.match.id)).row?.status).toBe(stored);
    }
    // A retirement may come before any set was finished, even with no games at all.
    const none = matchOf(c, d);
    expect(
      expectContract(await submit(none.home, none.match.id, { sets: [], status: 'i_retired' }), 200, matchDto),
    ).toMatchObject({ status: 'home_retired', set_scores: [] });
  });

  it('lets an admin who does not play enter a confirmed score naming the retiring side, not "I" or "opponent"', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app);
    const normal = matchOf(members[0]!, members[1]!);
    const retired = matchOf(members[0]!, members[2]!);
    for (const outcome of ['i_retired', 'opponent_retired']) {
      expectError(
        await submit(admin, retired.match.id, { sets: [], status: outcome }),
        400,
        'An admin who does not play this match must give the outcome as normal, home_retired or away_retired.',
      );
    }
    expect((await storedMatch(t.app, retired.match.id)).row).toMatchObject({
      status: 'unscheduled',
      scoreConfirmation: null,
    });

    const scored = expectContract(
      await submit(admin, normal.match.id, { sets: AWAY_WINS, status: 'normal' }),
      200,
      matchDto,
    );
    expect(scored).toMatchObject({ status: 'normal', submitted_by_player_id: null, score_confirmation: 'confirmed' });
    const byAdmin = expectContract(
      await submit(admin, retired.match.id, { sets: [set(1, 3, 1)], status: 'home_retired' }),
      200,
      matchDto,
    );
    expect(byAdmin).toMatchObject({ status: 'home_retired', score_confirmation: 'confirmed' });
    const { events } = await storedMatch(t.app, normal.match.id);
    expect(events.map((e) => [e.kind, e.actorUserId, e.actorIsAdmin])).toEqual([
      ['score_submitted', admin.user.id, true],
    ]);
  });
});

describe('POST matches/submitScores: refusals', () => {
  it('answers every score rule with the validator’s words and changes nothing', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app);
    const { match, home } = matchOf(members[0]!, members[1]!);
    const refusals: [unknown, string][] = [
      [
        { sets: [set(1, 7, 3), set(2, 6, 0)], status: 'normal' },
        'Set 1: Invalid tennis score (7-3). Valid scores: 6-0 through 6-4, 7-5, or 7-6',
      ],
      [
        { sets: [set(1, 6, 5), set(2, 6, 0)], status: 'normal' },
        'Set 1: A set must be won by 2 games, or 7-6 after a tiebreak (6-5)',
      ],
      [
        { sets: [set(1, 6, 0), set(2, 4, 3)], status: 'normal' },
        'Set 2: Incomplete set (4-3) - a set is won with 6 games',
      ],
      [{ sets: [set(1, -1, 6), set(2, 6, 0)], status: 'normal' }, 'Set 1: Scores cannot be negative (-1-6)'],
      [
        { sets: [set(1, 8, 6), set(2, 6, 0)], status: 'normal' },
        'Set 1: A player can win at most 7 games in a set (8-6)',
      ],
      [
        { sets: [set(1, 6, 4), set(2, 4, 6)], status: 'normal' },
        'One player must win 2 sets in a best-of-three match.',
      ],
      [
        { sets: [set(1, 6, 4), set(2, 4, 6), set(3, 6, 4), set(4, 6, 4)], status: 'normal' },
        'A match has at most 3 sets.',
      ],
      [{ sets: [set(1, 6, 4)], status: 'normal' }, 'At least 2 sets are required unless a player retired.'],
      // A set after the match was won cannot have been played (issue 36).
      [
        { sets: [set(1, 6, 4), set(2, 6, 4), set(3, 6, 4)], status: 'normal' },
        'Third set not needed - match was already won 2-0',
      ],
      [
        { sets: HOME_WINS, status: 'walkover' },
        'Outcome must be one of: normal, opponent_retired, i_retired, home_retired, away_retired.',
      ],
      // More than one problem: every message, in the validator's order, in one sentence list.
      [
        { sets: [set(1, 7, 3), set(2, 9, 1)], status: 'normal' },
        'Set 1: Invalid tennis score (7-3). Valid scores: 6-0 through 6-4, 7-5, or 7-6 Set 2: A player can win at most 7 games in a set (9-1)',
      ],
      [{ sets: 'six four', status: 'normal' }, 'Sets must be a list of set scores.'],
      [{ status: 'normal' }, 'Missing required parameters: sets'],
      [{ sets: HOME_WINS }, 'Missing required parameters: status'],
    ];
    for (const [body, message] of refusals) expectError(await submit(home, match.id, body), 400, message);
    const { row, sets, events } = await storedMatch(t.app, match.id);
    expect(row).toMatchObject({ status: 'unscheduled', submittedByPlayerId: null, scoreConfirmation: null });
    expect(sets).toEqual([]);
    expect(events).toEqual([]);
  });

  it('refuses a player of the league who is not in the match, strangers and anonymous callers', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app);
    const hidden = await leagueUnderWay(t.app, { count: 2, publicVisible: false });
    const { match } = matchOf(members[0]!, members[1]!);
    const stranger = await signedInUser(t.app);
    const body = { sets: HOME_WINS, status: 'normal' };
    expectError(await submit(members[2], match.id, body), 403, NOT_ALLOWED);
    expectError(await submit(stranger, match.id, body), 403, NOT_ALLOWED);
    expectError(await submit(stranger, hidden.matches[0]!.id, body), 404, 'Match not found.');
    expectError(await submit(undefined, match.id, body), 401, UNAUTHORIZED_MESSAGE);
    expectError(await submit(members[0], match.id + 10_000, body), 404, 'Match not found.');
    expect((await storedMatch(t.app, match.id)).row?.status).toBe('unscheduled');
  });

  it('refuses a second score, naming who entered the first', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app);
    const byPlayer = matchOf(members[0]!, members[1]!);
    const byAdmin = matchOf(members[0]!, members[2]!);
    expectContract(
      await submit(byPlayer.home, byPlayer.match.id, { sets: HOME_WINS, status: 'normal' }),
      200,
      matchDto,
    );
    expectContract(await submit(admin, byAdmin.match.id, { sets: HOME_WINS, status: 'normal' }), 200, matchDto);

    const name = `${byPlayer.home.player.firstName} ${byPlayer.home.player.lastName}`;
    for (const caller of [byPlayer.away, byPlayer.home, admin]) {
      expectError(
        await submit(caller, byPlayer.match.id, { sets: AWAY_WINS, status: 'normal' }),
        409,
        `This match already has a score, entered by ${name}.`,
      );
    }
    expectError(
      await submit(byAdmin.away, byAdmin.match.id, { sets: AWAY_WINS, status: 'normal' }),
      409,
      'This match already has a score, entered by an admin.',
    );
    expect((await storedMatch(t.app, byPlayer.match.id)).sets.map((s) => [s.homeGames, s.awayGames])).toEqual([
      [6, 3],
      [6, 4],
    ]);
  });

  it('refuses scores in a completed league', async () => {
    const { admin, league, members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home } = matchOf(members[0]!, members[1]!);
    await stepTo(t.app, admin.cookie, league.id, 'completed');
    for (const caller of [home, admin]) {
      expectError(
        await submit(caller, match.id, { sets: HOME_WINS, status: 'normal' }),
        409,
        'This league is completed and can no longer be changed.',
      );
    }
    expect((await storedMatch(t.app, match.id)).row?.status).toBe('unscheduled');
  });
});
