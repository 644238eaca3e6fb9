import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDto } from '@courtside/shared/schemas/matches';
import { confirmScore, disputeScore, recordScore, resolveDisputedScore, scheduleMatch } from '../db/queries/match-play';
import { matches as matchesTable } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { stepTo } from '../test/league-fixtures';
import { AWAY_WINS, HOME_WINS, leagueUnderWay, matchesCaller, storedMatch } from '../test/match-fixtures';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app';

// The one-winner changes of a match (ADR 024, ADR 028), asked for by many callers at the same moment: one
// is recorded, every other hears why, and the row, its sets and its trail agree. On PGlite the requests
// queue on one connection; on PostgreSQL (TEST_DATABASE_URL) they really overlap.

const CALLERS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = matchesCaller(() => t.app);

/** Fires all requests before awaiting any, so they reach the server together. */
const together = (count: number, request: (index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, index) => request(index)));

const describeAll = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => `${r.statusCode} ${r.body}`).join('\n');

describe('two players entering a score at once', () => {
  it('records exactly one: one 200, one 409 naming the winner, one score_submitted event', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    const [fromHome, fromAway] = await Promise.all([
      call(home, 'POST', `submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' }),
      call(away, 'POST', `submitScores?matchId=${match.id}`, { sets: AWAY_WINS, status: 'normal' }),
    ]);
    const responses = [fromHome!, fromAway!];
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners, describeAll(responses)).toHaveLength(1);
    const homeWon = fromHome!.statusCode === 200;
    const winner = homeWon ? home : away;
    expectError(
      homeWon ? fromAway! : fromHome!,
      409,
      `This match already has a score, entered by ${winner.player.firstName} ${winner.player.lastName}.`,
    );
    const answer = expectContract(winners[0]!, 200, matchDto);
    const winningSets = homeWon ? HOME_WINS : AWAY_WINS;
    expect(answer).toMatchObject({ submitted_by_player_id: winner.player.id, set_scores: winningSets });

    const { row, sets, events } = await storedMatch(t.app, match.id);
    expect(row).toMatchObject({
      status: 'normal',
      submittedByPlayerId: winner.player.id,
      scoreConfirmation: 'pending',
    });
    expect(sets.map((s) => ({ set_number: s.setNumber, home_games: s.homeGames, away_games: s.awayGames }))).toEqual(
      winningSets,
    );
    expect(events.map((e) => [e.kind, e.actorUserId, e.setScores])).toEqual([
      ['score_submitted', winner.user.id, winningSets],
    ]);
  });

  it(`${CALLERS} submissions from both players and an admin: one recorded, every other a 409`, async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    const callers = [home, away, admin];
    const responses = await together(CALLERS, (i) =>
      call(callers[i % 3], 'POST', `submitScores?matchId=${match.id}`, {
        sets: i % 2 === 0 ? HOME_WINS : AWAY_WINS,
        status: 'normal',
      }),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners, describeAll(responses)).toHaveLength(1);
    const answer = expectContract(winners[0]!, 200, matchDto);
    const who =
      answer.submitted_by_player_id === null
        ? 'an admin'
        : `${answer.submitted_by_first_name} ${answer.submitted_by_last_name}`;
    for (const loser of responses.filter((r) => r.statusCode !== 200)) {
      expectError(loser, 409, `This match already has a score, entered by ${who}.`);
    }
    const { sets, events } = await storedMatch(t.app, match.id);
    expect(sets.map((s) => ({ set_number: s.setNumber, home_games: s.homeGames, away_games: s.awayGames }))).toEqual(
      answer.set_scores,
    );
    expect(events.filter((e) => e.kind === 'score_submitted')).toHaveLength(1);
  });
});

describe('scheduling while a score is entered', () => {
  it('leaves a consistent row: the score always lands; a schedule after it is refused', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    const responses = await together(CALLERS, (i) =>
      i === CALLERS / 2
        ? call(away, 'POST', `submitScores?matchId=${match.id}`, { sets: AWAY_WINS, status: 'normal' })
        : call(home, 'POST', 'scheduleMatch', {
            match_id: match.id,
            match_datetime: new Date(Date.UTC(2026, 3, 1 + i, 10)).toISOString(),
          }),
    );
    const score = responses[CALLERS / 2]!;
    const schedules = responses.filter((_, i) => i !== CALLERS / 2);
    expectContract(score, 200, matchDto);
    for (const refused of schedules.filter((r) => r.statusCode !== 200)) {
      expectError(refused, 409, 'This match has already been played.');
    }

    const { row, sets, events } = await storedMatch(t.app, match.id);
    expect(row).toMatchObject({ status: 'normal', submittedByPlayerId: away.player.id, scoreConfirmation: 'pending' });
    expect(sets).toHaveLength(2);
    // Every schedule that succeeded came before the score and is in the trail; the stored time is the last one.
    const scheduled = events.filter((e) => e.kind === 'scheduled' || e.kind === 'rescheduled');
    expect(scheduled).toHaveLength(schedules.filter((r) => r.statusCode === 200).length);
    expect(events.at(-1)?.kind).toBe('score_submitted');
    expect(row?.matchDatetime?.toISOString() ?? null).toBe(scheduled.at(-1)?.matchDatetime?.toISOString() ?? null);
  });
});

describe("the opponent's answer", () => {
  it(`${CALLERS} confirms and disputes at once: one wins, the rest hear the state it left`, async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    expectContract(
      await call(home, 'POST', `submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' }),
      200,
      matchDto,
    );
    const responses = await together(CALLERS, (i) =>
      i % 2 === 0
        ? call(away, 'POST', 'confirmScore', { match_id: match.id })
        : call(away, 'POST', 'disputeScore', { match_id: match.id, reason: 'Wrong score.' }),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners, describeAll(responses)).toHaveLength(1);
    const state = expectContract(winners[0]!, 200, matchDto).score_confirmation;
    const message =
      state === 'confirmed'
        ? 'This score has already been confirmed.'
        : 'This score is disputed and waits for an admin to resolve it.';
    for (const loser of responses.filter((r) => r.statusCode !== 200)) expectError(loser, 409, message);

    const { row, events } = await storedMatch(t.app, match.id);
    expect(row?.scoreConfirmation).toBe(state);
    expect(events.map((e) => e.kind)).toEqual([
      'score_submitted',
      state === 'confirmed' ? 'score_confirmed' : 'score_disputed',
    ]);
  });

  it(`${CALLERS} admins resolving one dispute at once: one ruling stands`, async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    await call(home, 'POST', `submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' });
    expect((await call(away, 'POST', 'disputeScore', { match_id: match.id, reason: 'No.' })).statusCode).toBe(200);
    const admins = await Promise.all(Array.from({ length: 4 }, () => signedInUser(t.app, 'admin')));
    const responses = await together(CALLERS, (i) =>
      call(admins[i % admins.length], 'POST', 'resolveDispute', {
        match_id: match.id,
        sets: i % 2 === 0 ? HOME_WINS : AWAY_WINS,
        status: 'normal',
      }),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners, describeAll(responses)).toHaveLength(1);
    for (const loser of responses.filter((r) => r.statusCode !== 200)) {
      expectError(loser, 409, 'This score was resolved by an admin and can no longer be changed.');
    }
    const ruling = expectContract(winners[0]!, 200, matchDto);
    const { sets, events } = await storedMatch(t.app, match.id);
    expect(sets.map((s) => ({ set_number: s.setNumber, home_games: s.homeGames, away_games: s.awayGames }))).toEqual(
      ruling.set_scores,
    );
    expect(events.filter((e) => e.kind === 'dispute_resolved')).toHaveLength(1);
  });
});

// The handlers answer the common case early from what they read, so on PGlite (one connection) a loser of
// the HTTP races above is usually refused before it reaches its statement. Here the statements race
// directly, so the WHERE clauses themselves are what must pick the one winner, on either database.
describe('the conditional statements, called together', () => {
  const player = { userId: null, isAdmin: false };

  it(`${CALLERS} score recordings: one row back, the rest nothing, one set of sets and one event`, async () => {
    const { matches } = await leagueUnderWay(t.app, { count: 2 });
    const matchId = matches[0]!.id;
    const results = await Promise.all(
      Array.from({ length: CALLERS }, (_, i) =>
        recordScore(t.app.db, {
          matchId,
          status: 'normal',
          sets: i % 2 === 0 ? HOME_WINS : AWAY_WINS,
          submittedByPlayerId: null,
          confirmation: 'confirmed',
          actor: player,
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const { sets, events } = await storedMatch(t.app, matchId);
    expect(sets).toHaveLength(2);
    expect(events.map((e) => e.kind)).toEqual(['score_submitted']);
  });

  it('schedules racing a score: whatever the order, the row holds the score and its constraints', async () => {
    const { matches } = await leagueUnderWay(t.app, { count: 2 });
    const matchId = matches[0]!.id;
    const results = await Promise.all(
      Array.from({ length: CALLERS }, (_, i) =>
        i === 3
          ? recordScore(t.app.db, {
              matchId,
              status: 'home_retired',
              sets: [],
              submittedByPlayerId: null,
              confirmation: 'confirmed',
              actor: player,
            })
          : scheduleMatch(t.app.db, { matchId, matchDatetime: new Date(Date.UTC(2026, 4, i + 1)), actor: player }),
      ),
    );
    expect(results[3]).toBeDefined();
    const { row, events } = await storedMatch(t.app, matchId);
    expect(row).toMatchObject({ status: 'home_retired', scoreConfirmation: 'confirmed' });
    expect(events.at(-1)?.kind).toBe('score_submitted');
    expect(events.filter((e) => e.kind !== 'score_submitted')).toHaveLength(results.filter(Boolean).length - 1);
  });

  it(`${CALLERS} confirms and disputes: one answer; ${CALLERS} rulings: one ruling`, async () => {
    const { matches } = await leagueUnderWay(t.app, { count: 2 });
    const matchId = matches[0]!.id;
    const submitted = { matchId, status: 'normal', sets: HOME_WINS, submittedByPlayerId: null, actor: player } as const;
    await recordScore(t.app.db, { ...submitted, confirmation: 'pending' });
    const answers = await Promise.all(
      Array.from({ length: CALLERS }, (_, i) =>
        i % 2 === 0
          ? confirmScore(t.app.db, { matchId, actor: player })
          : disputeScore(t.app.db, { matchId, reason: 'No.', actor: player }),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);

    // Force the dispute if the confirm won, so the rulings have something to settle.
    await t.app.db.update(matchesTable).set({ scoreConfirmation: 'disputed' }).where(eq(matchesTable.id, matchId));
    const rulings = await Promise.all(
      Array.from({ length: CALLERS }, (_, i) =>
        resolveDisputedScore(t.app.db, {
          matchId,
          status: 'normal',
          sets: i % 2 === 0 ? HOME_WINS : AWAY_WINS,
          actor: { userId: null, isAdmin: true },
        }),
      ),
    );
    expect(rulings.filter(Boolean)).toHaveLength(1);
    const { events } = await storedMatch(t.app, matchId);
    expect(events.map((e) => e.kind).filter((kind) => kind !== 'score_submitted')).toEqual([
      answers.find(Boolean)!.scoreConfirmation === 'confirmed' ? 'score_confirmed' : 'score_disputed',
      'dispute_resolved',
    ]);
  });

  it('change nothing in a league that is no longer under way', async () => {
    const { admin, league, matches } = await leagueUnderWay(t.app, { count: 2 });
    const matchId = matches[0]!.id;
    await stepTo(t.app, admin.cookie, league.id, 'completed');
    const at = new Date(Date.UTC(2026, 4, 1));
    expect(await scheduleMatch(t.app.db, { matchId, matchDatetime: at, actor: player })).toBeUndefined();
    expect(
      await recordScore(t.app.db, {
        matchId,
        status: 'normal',
        sets: HOME_WINS,
        submittedByPlayerId: null,
        confirmation: 'confirmed',
        actor: player,
      }),
    ).toBeUndefined();
    const { row, sets, events } = await storedMatch(t.app, matchId);
    expect(row).toMatchObject({ status: 'unscheduled', matchDatetime: null });
    expect(sets).toEqual([]);
    expect(events).toEqual([]);
  });
});
