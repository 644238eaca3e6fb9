import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { needsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { divisionAssignments, leagues, matchEvents, matches } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { quickPlayers, startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { HOME_WINS, storedMatchBetween } from '../test/match-fixtures';
import { injectAs } from '../test/test-app';

const t = useAppWithAdmin({ withStranger: true });
const URL = '/api/1.0/admin/needsAttention';
const HOUR = 3_600_000;

const read = async () =>
  expectContract(await injectAs(t.app, t.admin.cookie, { method: 'GET', url: URL }), 200, needsAttentionResponse);

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** An active league of four, its play started `playDaysAgo` days ago. */
async function leagueUnderWay(name: string, playDaysAgo: number) {
  const people = await quickPlayers(t.app, 4);
  const { league } = await startLeague(t.app, t.admin.cookie, { league: { name }, divisions: [people] });
  await t.app.db
    .update(leagues)
    .set({
      registrationStart: isoDaysAgo(playDaysAgo + 30),
      registrationEnd: isoDaysAgo(playDaysAgo + 1),
      playStart: isoDaysAgo(playDaysAgo),
      playEnd: isoDaysAgo(-60),
    })
    .where(eq(leagues.id, league.id));
  return { league, ids: people.map((person) => person.player.id) as [number, number, number, number] };
}

/** Stores a 6-4 6-4 result entered by the home player `hoursAgo` hours ago, confirmed as `confirmation` says. */
async function scored(matchId: number, confirmation: 'pending' | 'disputed', hoursAgo: number) {
  const [match] = await t.app.db.select().from(matches).where(eq(matches.id, matchId));
  await t.app.db
    .update(matches)
    .set({
      status: 'normal',
      matchDatetime: new Date(Date.now() - (hoursAgo + 2) * HOUR),
      submittedByPlayerId: match!.homePlayerId,
      scoreConfirmation: confirmation,
    })
    .where(eq(matches.id, matchId));
  const at = new Date(Date.now() - hoursAgo * HOUR);
  await t.app.db.insert(matchEvents).values({ matchId, kind: 'score_submitted', actorIsAdmin: false, createdAt: at });
  if (confirmation === 'disputed') {
    await t.app.db
      .insert(matchEvents)
      .values({ matchId, kind: 'score_disputed', actorIsAdmin: false, createdAt: new Date(at.getTime() + HOUR) });
  }
}

describe('GET admin/needsAttention', () => {
  it('names disputed scores, scores unconfirmed for 48 hours, and players with nothing arranged after two weeks', async () => {
    const { league, ids } = await leagueUnderWay('Needs Attention League', 20);
    const [a, b, c, d] = ids;
    const disputed = await storedMatchBetween(t.app, a, b);
    await scored(disputed.id, 'disputed', 72);
    const stale = await storedMatchBetween(t.app, a, c);
    await scored(stale.id, 'pending', 50);
    // Entered yesterday: the opponent still has a day to confirm.
    const fresh = await storedMatchBetween(t.app, b, c);
    await scored(fresh.id, 'pending', 20);

    const answer = await read();
    const mine = <T extends { league_id: number }>(rows: T[]) => rows.filter((row) => row.league_id === league.id);
    expect(mine(answer.disputed).map((row) => row.match_id)).toEqual([disputed.id]);
    const [dispute] = mine(answer.disputed);
    expect(dispute).toMatchObject({ league_name: 'Needs Attention League', division_name: expect.any(String) });
    // Waiting since the dispute was raised (an hour after the score), not since the score.
    expect(Math.abs(Date.parse(dispute!.since!) - (Date.now() - 71 * HOUR))).toBeLessThan(5 * 60_000);
    expect(mine(answer.unconfirmed).map((row) => row.match_id)).toEqual([stale.id]);
    // a, b and c have played; d has nothing scheduled or played.
    expect(mine(answer.idle_players).map((row) => row.player_id)).toEqual([d]);
    const [placement] = await t.app.db.select().from(divisionAssignments).where(eq(divisionAssignments.playerId, d!));
    expect(mine(answer.idle_players)[0]).toMatchObject({ division_id: placement!.divisionId });
  });

  it('leaves out leagues whose play started less than two weeks ago, and leagues no longer under way', async () => {
    const young = await leagueUnderWay('Young League', 5);
    const finished = await leagueUnderWay('Finished League', 40);
    const [a, b] = finished.ids;
    await scored((await storedMatchBetween(t.app, a, b)).id, 'disputed', 100);
    await t.app.db.update(leagues).set({ leagueStatus: 'completed' }).where(eq(leagues.id, finished.league.id));

    const answer = await read();
    const leagueIds = [...answer.disputed, ...answer.unconfirmed, ...answer.idle_players].map((row) => row.league_id);
    expect(leagueIds).not.toContain(young.league.id);
    expect(leagueIds).not.toContain(finished.league.id);
  });

  it('gives a disputed score with its sets and reason, so an admin can let it stand in place', async () => {
    const { league, divisions } = await startLeague(t.app, t.admin.cookie, { league: { name: 'Ruling League' } });
    const [home, away] = divisions[0]!.members;
    const match = await storedMatchBetween(t.app, home!.player.id, away!.player.id);
    const [onHome, onAway] = match.homePlayerId === home!.player.id ? [home!, away!] : [away!, home!];
    const post = (who: { cookie: string }, path: string, body: object, query = '') =>
      injectAs(t.app, who.cookie, { method: 'POST', url: `/api/1.0/matches/${path}${query}`, payload: body });
    expect(
      (await post(onHome, 'submitScores', { sets: HOME_WINS, status: 'normal' }, `?matchId=${match.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await post(onAway, 'disputeScore', { match_id: match.id, reason: 'The second set was 7-5.' })).statusCode,
    ).toBe(200);

    const [dispute] = (await read()).disputed.filter((row) => row.league_id === league.id);
    expect(dispute).toMatchObject({
      match_id: match.id,
      status: 'normal',
      set_scores: HOME_WINS,
      dispute_reason: 'The second set was 7-5.',
    });

    // What the dashboard's Keep Score sends: the score as it stands.
    const ruling = { match_id: match.id, sets: dispute!.set_scores, status: dispute!.status };
    expect((await post(t.admin, 'resolveDispute', ruling)).statusCode).toBe(200);
    expect((await read()).disputed.filter((row) => row.league_id === league.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    expectError(await injectAs(t.app, t.stranger.cookie, { method: 'GET', url: URL }), 403, NOT_ADMIN_MESSAGE);
    expectError(await t.app.inject({ method: 'GET', url: URL }), 401, UNAUTHORIZED_MESSAGE);
  });
});
