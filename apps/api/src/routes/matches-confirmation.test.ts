import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_REASON_REQUIRED, matchDto, matchHistoryResponse } from '@courtside/shared/schemas/matches';
import { insertLocation } from '../db/queries/locations';
import { users } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { stepTo } from '../test/league-fixtures';
import { AWAY_WINS, HOME_WINS, leagueUnderWay, matchesCaller, storedMatch, type Caller } from '../test/match-fixtures';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = matchesCaller(() => t.app);
const NOT_OPPONENT = 'Only the opponent of the player who entered the score can confirm or dispute it.';
const confirm = (caller: Caller, matchId: number) => call(caller, 'POST', 'confirmScore', { match_id: matchId });
const dispute = (caller: Caller, matchId: number, reason: unknown = 'The second set was 6-4 to me.') =>
  call(caller, 'POST', 'disputeScore', { match_id: matchId, reason });
const resolve = (caller: Caller, matchId: number, sets: unknown, status: unknown) =>
  call(caller, 'POST', 'resolveDispute', { match_id: matchId, sets, status });

/** A league with the first two members' match scored by its home player (pending). */
async function pendingScore() {
  const setup = await leagueUnderWay(t.app);
  const pair = setup.matchOf(setup.members[0]!, setup.members[1]!);
  expectContract(
    await call(pair.home, 'POST', `submitScores?matchId=${pair.match.id}`, { sets: HOME_WINS, status: 'normal' }),
    200,
    matchDto,
  );
  return { ...setup, ...pair };
}

describe('POST matches/confirmScore', () => {
  it('lets the opponent confirm a pending score once; the trail records it', async () => {
    const { match, away } = await pendingScore();
    const answer = expectContract(await confirm(away, match.id), 200, matchDto);
    expect(answer).toMatchObject({ status: 'normal', score_confirmation: 'confirmed', set_scores: HOME_WINS });
    expectError(await confirm(away, match.id), 409, 'This score has already been confirmed.');
    expectError(await dispute(away, match.id), 409, 'This score has already been confirmed.');
    const { events } = await storedMatch(t.app, match.id);
    expect(events.map((e) => [e.kind, e.actorUserId, e.actorIsAdmin, e.status, e.setScores])).toEqual([
      ['score_submitted', expect.any(Number), false, 'normal', HOME_WINS],
      ['score_confirmed', away.user.id, false, 'normal', HOME_WINS],
    ]);
  });

  it('refuses the submitter, other players, admins, strangers and anonymous callers', async () => {
    const { admin, members, match, home } = await pendingScore();
    const stranger = await signedInUser(t.app);
    for (const caller of [home, members[2], admin, stranger]) {
      expectError(await confirm(caller, match.id), 403, NOT_OPPONENT);
      expectError(await dispute(caller, match.id), 403, NOT_OPPONENT);
    }
    expectError(await confirm(undefined, match.id), 401, UNAUTHORIZED_MESSAGE);
    expectError(await confirm(home, match.id + 10_000), 404, 'Match not found.');
    expect((await storedMatch(t.app, match.id)).row?.scoreConfirmation).toBe('pending');
  });

  it('has nothing to confirm on a match without a score, or on an admin’s score', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app);
    const unplayed = matchOf(members[0]!, members[1]!);
    expectError(await confirm(unplayed.away, unplayed.match.id), 409, 'This match has no score to confirm.');
    expectError(await dispute(unplayed.away, unplayed.match.id), 409, 'This match has no score to dispute.');
    const byAdmin = matchOf(members[0]!, members[2]!);
    await call(admin, 'POST', `submitScores?matchId=${byAdmin.match.id}`, { sets: HOME_WINS, status: 'normal' });
    for (const player of [byAdmin.home, byAdmin.away]) {
      expectError(await confirm(player, byAdmin.match.id), 409, 'This score has already been confirmed.');
    }
  });
});

describe('POST matches/disputeScore', () => {
  it('lets the opponent dispute a pending score with a reason; then only an admin can settle it', async () => {
    const { match, home, away } = await pendingScore();
    expectError(await dispute(away, match.id, '   '), 400, DISPUTE_REASON_REQUIRED);
    expectError(await call(away, 'POST', 'disputeScore', { match_id: match.id }), 400, DISPUTE_REASON_REQUIRED);
    expect((await storedMatch(t.app, match.id)).row?.scoreConfirmation).toBe('pending');

    const answer = expectContract(await dispute(away, match.id, 'We played a third set.'), 200, matchDto);
    expect(answer).toMatchObject({ score_confirmation: 'disputed', status: 'normal', set_scores: HOME_WINS });
    const disputed = 'This score is disputed and waits for an admin to resolve it.';
    expectError(await confirm(away, match.id), 409, disputed);
    expectError(await dispute(away, match.id), 409, disputed);
    expectError(await confirm(home, match.id), 403, NOT_OPPONENT);
    const { events } = await storedMatch(t.app, match.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'score_disputed',
      actorUserId: away.user.id,
      reason: 'We played a third set.',
    });
  });

  it('refuses answers once the league is completed', async () => {
    const { admin, league, match, away } = await pendingScore();
    await stepTo(t.app, admin.cookie, league.id, 'completed');
    expectError(await confirm(away, match.id), 409, 'This league is completed and can no longer be changed.');
    expect((await storedMatch(t.app, match.id)).row?.scoreConfirmation).toBe('pending');
  });
});

describe('POST matches/resolveDispute', () => {
  it('lets an admin rule with a corrected score; who entered it stays, the dispute ends as resolved', async () => {
    const { admin, match, home, away } = await pendingScore();
    expectError(
      await resolve(admin, match.id, AWAY_WINS, 'normal'),
      409,
      'Only a disputed score can be resolved. This one is waiting for the opponent to confirm it.',
    );
    await dispute(away, match.id);

    expectError(await resolve(home, match.id, AWAY_WINS, 'normal'), 403, NOT_ADMIN_MESSAGE);
    expectError(await resolve(undefined, match.id, AWAY_WINS, 'normal'), 401, UNAUTHORIZED_MESSAGE);
    expectError(await resolve(admin, match.id + 10_000, AWAY_WINS, 'normal'), 404, 'Match not found.');
    for (const status of ['i_retired', 'opponent_retired', 'walkover']) {
      expectError(
        await resolve(admin, match.id, AWAY_WINS, status),
        400,
        'A ruling must give the outcome as normal, home_retired or away_retired.',
      );
    }
    expectError(
      await resolve(
        admin,
        match.id,
        [{ set_number: 1, home_games: 6, away_games: 5 }, ...AWAY_WINS.slice(1)],
        'normal',
      ),
      400,
      'Set 1: A set must be won by 2 games, or 7-6 after a tiebreak (6-5)',
    );
    const unchanged = await storedMatch(t.app, match.id);
    expect(unchanged.row).toMatchObject({ status: 'normal', scoreConfirmation: 'disputed' });
    expect(unchanged.sets.map((s) => [s.homeGames, s.awayGames])).toEqual([
      [6, 3],
      [6, 4],
    ]);

    const ruled = expectContract(await resolve(admin, match.id, AWAY_WINS, 'normal'), 200, matchDto);
    expect(ruled).toMatchObject({
      status: 'normal',
      set_scores: AWAY_WINS,
      score_confirmation: 'resolved',
      submitted_by_player_id: home.player.id,
    });
    const final = 'This score was resolved by an admin and can no longer be changed.';
    expectError(await resolve(admin, match.id, HOME_WINS, 'normal'), 409, final);
    expectError(await confirm(away, match.id), 409, final);
  });

  it('can turn a disputed score into a retirement, and has nothing to resolve on an unplayed match', async () => {
    const { admin, members, matchOf, match } = await pendingScore();
    const unplayed = matchOf(members[0]!, members[2]!);
    await dispute(members[1], match.id);
    expect(
      expectContract(
        await resolve(admin, match.id, [{ set_number: 1, home_games: 6, away_games: 3 }], 'away_retired'),
        200,
        matchDto,
      ),
    ).toMatchObject({ status: 'away_retired', set_scores: [{ set_number: 1, home_games: 6, away_games: 3 }] });
    expectError(
      await resolve(admin, unplayed.match.id, HOME_WINS, 'normal'),
      409,
      'This match has no score to resolve.',
    );
  });
});

describe('GET matches/history', () => {
  it('lists schedule, reschedule, submit, dispute and resolve in order, with their actors', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app);
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    await t.app.db.update(users).set({ firstname: 'Ada', lastname: 'Umpire' }).where(eq(users.id, admin.user.id));
    const court = await insertLocation(t.app.db, { name: 'Lakeside', address: null, hasLights: true });
    const ok = async (request: Promise<{ statusCode: number; body: string }>) => {
      const response = await request;
      expect(response.statusCode, response.body).toBe(200);
    };

    await ok(
      call(home, 'POST', 'scheduleMatch', {
        match_id: match.id,
        match_datetime: '2026-04-10T09:00:00Z',
        location_id: court.id,
      }),
    );
    await ok(call(away, 'POST', 'scheduleMatch', { match_id: match.id, match_datetime: '2026-04-11T09:00:00Z' }));
    await ok(call(home, 'POST', `submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' }));
    await ok(dispute(away, match.id, 'I won the second set.'));
    await ok(
      resolve(
        admin,
        match.id,
        [
          HOME_WINS[0],
          { set_number: 2, home_games: 4, away_games: 6 },
          { set_number: 3, home_games: 7, away_games: 6 },
        ],
        'normal',
      ),
    );

    const trail = expectContract(await call(away, 'GET', `history?match_id=${match.id}`), 200, matchHistoryResponse);
    const homeName = `${home.player.firstName} ${home.player.lastName}`;
    const awayName = `${away.player.firstName} ${away.player.lastName}`;
    expect(trail.map((e) => [e.kind, e.actor_name, e.actor_is_admin])).toEqual([
      ['scheduled', homeName, false],
      ['rescheduled', awayName, false],
      ['score_submitted', homeName, false],
      ['score_disputed', awayName, false],
      ['dispute_resolved', 'Ada Umpire', true],
    ]);
    expect(trail.every((e) => e.match_id === match.id)).toBe(true);
    expect(trail[0]).toMatchObject({
      match_datetime: '2026-04-10T09:00:00.000Z',
      location_name: 'Lakeside',
      status: 'scheduled',
      set_scores: null,
    });
    expect(trail[2]).toMatchObject({
      status: 'normal',
      set_scores: HOME_WINS,
      match_datetime: '2026-04-11T09:00:00.000Z',
    });
    expect(trail[3]).toMatchObject({ reason: 'I won the second set.', set_scores: HOME_WINS });
    expect(trail[4]!.set_scores).toHaveLength(3);
    expect(trail.map((e) => e.id)).toEqual([...trail.map((e) => e.id)].sort((a, b) => a - b));

    // An actor whose account is gone reads as nobody, and the trail keeps the event.
    await t.app.db.delete(users).where(eq(users.id, admin.user.id));
    const after = expectContract(await call(home, 'GET', `history?match_id=${match.id}`), 200, matchHistoryResponse);
    expect(after.at(-1)).toMatchObject({ kind: 'dispute_resolved', actor_name: null, actor_is_admin: true });
  });
});
