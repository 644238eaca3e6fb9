import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { notificationsResponse, unreadCountResponse } from '@courtside/shared/schemas/notifications';
import { notifications } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { publish } from '../test/league-fixtures';
import { HOME_WINS, leagueUnderWay, type Caller } from '../test/match-fixtures';
import { createTestApp, injectAs, type ApiMethod, type TestApp } from '../test/test-app';

// In-app notifications (issue 34, ADR 061): written by the database in the transaction of each change, for the
// people the change concerns and never for the one who made it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR) + hours) * HOUR).toISOString();
const call = (caller: Caller, method: ApiMethod, url: string, payload?: unknown) =>
  injectAs(t.app, caller?.cookie, {
    method,
    url: `/api/1.0/${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function inbox(caller: Caller) {
  return expectContract(await call(caller, 'GET', 'notifications/list'), 200, notificationsResponse);
}
/** The kinds a user has been told of, oldest first, in one league. */
async function kindsOf(caller: Caller, leagueId: number) {
  return (await inbox(caller)).notifications
    .filter((notification) => notification.league_id === leagueId)
    .reverse()
    .map((notification) => notification.kind);
}

describe('notifications of league play', () => {
  it('tells every placed player of their place and of the start, and the actor of nothing', async () => {
    const { admin, league, members } = await leagueUnderWay(t.app);
    for (const member of members) {
      expect(await kindsOf(member, league.id)).toEqual(['placed_in_division', 'league_started']);
    }
    expect(await kindsOf(admin, league.id)).toEqual([]);
  });

  it('tells of a proposal received, then accepted, once: the match it schedules is no second notice', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b] = [members[0]!, members[1]!];
    const sent = expectContract(
      await call(a, 'POST', 'match-proposals/post', {
        opponent_player_id: b.player.id,
        proposed_time: inHours(30),
        league_id: league.id,
      }),
      201,
      proposalDto,
    );
    const received = (await inbox(b)).notifications[0]!;
    expect(received).toMatchObject({
      kind: 'proposal_received',
      league_name: league.name,
      actor_name: expect.stringContaining(a.player.firstName),
      proposed_time: new Date(sent.proposed_time).toISOString(),
      read_at: null,
    });
    expect((await inbox(a)).notifications[0]?.kind).toBe('league_started');

    expect(
      (await call(b, 'PUT', 'match-proposals/respond', { proposal_id: sent.id, response: 'accepted' })).statusCode,
    ).toBe(200);
    expect((await kindsOf(a, league.id)).slice(2)).toEqual(['proposal_accepted']);
    expect((await kindsOf(b, league.id)).slice(2)).toEqual(['proposal_received']);
  });

  it('tells the sender of a decline and the recipient of a withdrawal', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b] = [members[0]!, members[1]!];
    const propose = async (at: number) =>
      expectContract(
        await call(a, 'POST', 'match-proposals/post', {
          opponent_player_id: b.player.id,
          proposed_time: inHours(at),
          league_id: league.id,
        }),
        201,
        proposalDto,
      );
    const declined = await propose(30);
    await call(b, 'PUT', 'match-proposals/respond', { proposal_id: declined.id, response: 'declined' });
    const withdrawn = await propose(40);
    await call(a, 'DELETE', `match-proposals/cancel?proposal_id=${withdrawn.id}`);
    expect((await kindsOf(a, league.id)).slice(2)).toEqual(['proposal_declined']);
    expect((await kindsOf(b, league.id)).slice(2)).toEqual([
      'proposal_received',
      'proposal_received',
      'proposal_canceled',
    ]);
  });

  it('tells the other player of a schedule, a reschedule, a score, its confirmation, a dispute and its ruling', async () => {
    const { admin, league, members, matchOf } = await leagueUnderWay(t.app);
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    await call(home, 'POST', 'matches/scheduleMatch', { match_id: match.id, match_datetime: inHours(48) });
    await call(away, 'POST', 'matches/scheduleMatch', { match_id: match.id, match_datetime: inHours(50) });
    await call(home, 'POST', `matches/submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' });
    await call(away, 'POST', 'matches/disputeScore', { match_id: match.id, reason: 'It went to three sets.' });
    await call(admin, 'POST', 'matches/resolveDispute', { match_id: match.id, sets: HOME_WINS, status: 'normal' });
    expect((await kindsOf(home, league.id)).slice(2)).toEqual([
      'match_rescheduled',
      'score_disputed',
      'dispute_resolved',
    ]);
    expect((await kindsOf(away, league.id)).slice(2)).toEqual(['match_scheduled', 'score_entered', 'dispute_resolved']);

    const other = matchOf(members[0]!, members[2]!);
    await call(other.home, 'POST', `matches/submitScores?matchId=${other.match.id}`, {
      sets: HOME_WINS,
      status: 'normal',
    });
    await call(other.away, 'POST', 'matches/confirmScore', { match_id: other.match.id });
    expect((await kindsOf(other.home, league.id)).at(-1)).toBe('score_confirmed');
    expect((await kindsOf(other.away, league.id)).at(-1)).toBe('score_entered');
  });

  it('writes none for a change that rolled back', async () => {
    const { admin, league, division, members } = await leagueUnderWay(t.app);
    const before = await t.app.db.select().from(notifications).where(eq(notifications.leagueId, league.id));
    // Leaving a player out would remove matches: refused without a confirmation, and rolled back.
    const refused = await publish(t.app, admin.cookie, league.id, {
      [division.id]: members.slice(1).map((member) => member.player.id),
    });
    expect(refused.statusCode).toBe(409);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.leagueId, league.id))).toEqual(before);
  });
});

describe('reading and marking notifications', () => {
  it('counts the unread, marks one or all read, and keeps each to its own user', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b] = [members[0]!, members[1]!];
    const unread = async (caller: Caller) =>
      expectContract(await call(caller, 'GET', 'notifications/unreadCount'), 200, unreadCountResponse).unread_count;
    const start = await unread(a);
    expect(start).toBeGreaterThanOrEqual(2);
    const [newest] = (await inbox(a)).notifications.filter((n) => n.league_id === league.id);

    expectError(await call(b, 'PUT', 'notifications/markRead', { id: newest!.id }), 404, 'Notification not found.');
    expect(await unread(a)).toBe(start);
    expectContract(await call(a, 'PUT', 'notifications/markRead', { id: newest!.id }), 200, successResponse);
    expect(await unread(a)).toBe(start - 1);
    expect((await inbox(a)).notifications.find((n) => n.id === newest!.id)?.read_at).not.toBeNull();
    expectError(await call(a, 'PUT', 'notifications/markRead', { id: 'x' }), 400, 'id must be a number');

    expectContract(await call(a, 'PUT', 'notifications/markAllRead', {}), 200, successResponse);
    expect(await unread(a)).toBe(0);
    expect(await unread(b)).toBeGreaterThanOrEqual(2);
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', 'notifications/list'],
      ['GET', 'notifications/unreadCount'],
      ['PUT', 'notifications/markAllRead'],
    ] as const) {
      expectError(await call(undefined, method, url, method === 'PUT' ? {} : undefined), 401, UNAUTHORIZED_MESSAGE);
    }
  });
});
