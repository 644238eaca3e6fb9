import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDto } from '@courtside/shared/schemas/matches';
import { insertLocation } from '../db/queries/locations';
import { leagues } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { stepTo } from '../test/league-fixtures';
import { HOME_WINS, leagueUnderWay, matchesCaller, storedMatch } from '../test/match-fixtures';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = matchesCaller(() => t.app);
const NOT_ALLOWED = 'Only the players of this match or an admin can schedule it.';
const schedule = (caller: { cookie: string } | undefined, body: Record<string, unknown>) =>
  call(caller, 'POST', 'scheduleMatch', body);

describe('POST matches/scheduleMatch', () => {
  it('lets either player schedule and then reschedule; the trail says scheduled, then rescheduled', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app);
    const { match, home, away } = matchOf(members[0]!, members[1]!);
    const court = await insertLocation(t.app.db, { name: 'North Courts', address: null, hasLights: false });

    const first = expectContract(
      await schedule(home, { match_id: match.id, match_datetime: '2026-04-10T09:00:00-04:00', location_id: court.id }),
      200,
      matchDto,
    );
    expect(first).toMatchObject({
      status: 'scheduled',
      match_datetime: '2026-04-10T13:00:00.000Z',
      location_name: 'North Courts',
      score_confirmation: null,
    });
    // Without a location the reschedule keeps the court; the other player may move the match too.
    const moved = expectContract(
      await schedule(away, { match_id: match.id, match_datetime: '2026-04-11T13:00:00Z' }),
      200,
      matchDto,
    );
    expect(moved).toMatchObject({
      status: 'scheduled',
      match_datetime: '2026-04-11T13:00:00.000Z',
      location_id: court.id,
    });
    const cleared = expectContract(
      await schedule(away, { match_id: match.id, match_datetime: '2026-04-12T13:00:00Z', location_id: null }),
      200,
      matchDto,
    );
    expect(cleared.location).toBeNull();

    const { events } = await storedMatch(t.app, match.id);
    expect(
      events.map((e) => ({
        kind: e.kind,
        actor: e.actorUserId,
        admin: e.actorIsAdmin,
        at: e.matchDatetime?.toISOString(),
        location: e.locationName,
        status: e.status,
      })),
    ).toEqual([
      {
        kind: 'scheduled',
        actor: home.user.id,
        admin: false,
        at: '2026-04-10T13:00:00.000Z',
        location: 'North Courts',
        status: 'scheduled',
      },
      {
        kind: 'rescheduled',
        actor: away.user.id,
        admin: false,
        at: '2026-04-11T13:00:00.000Z',
        location: 'North Courts',
        status: 'scheduled',
      },
      {
        kind: 'rescheduled',
        actor: away.user.id,
        admin: false,
        at: '2026-04-12T13:00:00.000Z',
        location: null,
        status: 'scheduled',
      },
    ]);
  });

  it('lets an admin who does not play schedule, recorded as acting as admin', async () => {
    const { admin, members, matchOf } = await leagueUnderWay(t.app);
    const { match } = matchOf(members[0]!, members[1]!);
    expectContract(
      await schedule(admin, { match_id: match.id, match_datetime: '2026-04-10T09:00:00Z' }),
      200,
      matchDto,
    );
    const { events } = await storedMatch(t.app, match.id);
    expect(events.map((e) => [e.kind, e.actorUserId, e.actorIsAdmin])).toEqual([['scheduled', admin.user.id, true]]);
  });

  it('refuses a player of the league who is not in the match, strangers and anonymous callers', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app);
    const { match } = matchOf(members[0]!, members[1]!);
    const stranger = await signedInUser(t.app);
    const body = { match_id: match.id, match_datetime: '2026-04-10T09:00:00Z' };
    expectError(await schedule(members[2], body), 403, NOT_ALLOWED);
    expectError(await schedule(stranger, body), 403, NOT_ALLOWED);
    expectError(await schedule(undefined, body), 401, UNAUTHORIZED_MESSAGE);
    expectError(await schedule(members[0], { ...body, match_id: match.id + 10_000 }), 404, 'Match not found.');
    const { row, events } = await storedMatch(t.app, match.id);
    expect(row).toMatchObject({ status: 'unscheduled', matchDatetime: null });
    expect(events).toEqual([]);
  });

  it('refuses a played match, an unknown location, a time out of range and a bad body, changing nothing', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app);
    const { match, home } = matchOf(members[0]!, members[1]!);
    const other = matchOf(members[0]!, members[2]!);
    const at = '2026-04-10T09:00:00Z';

    expectError(
      await schedule(home, { match_id: match.id, match_datetime: at, location_id: 999_999 }),
      400,
      'Location 999999 does not exist.',
    );
    for (const outOfRange of ['1999-12-31T23:59:59Z', '3000-01-01T00:00:00Z', '2999-12-31T23:00:00-05:00']) {
      expectError(
        await schedule(home, { match_id: match.id, match_datetime: outOfRange }),
        400,
        'The match date and time must be between 2000-01-01 and 2999-12-31.',
      );
    }
    // The shared isoDateTime words a missing time like a malformed one; either way nothing is written.
    expect((await schedule(home, { match_id: match.id })).statusCode).toBe(400);
    expectError(await schedule(home, { match_datetime: at }), 400, 'Missing required parameters: match_id');
    expectError(
      await schedule(home, { match_id: match.id, match_datetime: '2026-04-10 09:00' }),
      400,
      'match_datetime must be an ISO date-time',
    );
    expect((await storedMatch(t.app, match.id)).row).toMatchObject({ status: 'unscheduled', matchDatetime: null });

    expectContract(
      await call(home, 'POST', `submitScores?matchId=${other.match.id}`, { sets: HOME_WINS, status: 'normal' }),
      200,
      matchDto,
    );
    expectError(
      await schedule(home, { match_id: other.match.id, match_datetime: at }),
      409,
      'This match has already been played.',
    );
    expect((await storedMatch(t.app, other.match.id)).row).toMatchObject({ status: 'normal', matchDatetime: null });
  });

  it('refuses changes once the league is completed or canceled, and before it has started', async () => {
    const completed = await leagueUnderWay(t.app, { count: 2 });
    await stepTo(t.app, completed.admin.cookie, completed.league.id, 'completed');
    const body = { match_id: completed.matches[0]!.id, match_datetime: '2026-04-10T09:00:00Z' };
    expectError(
      await schedule(completed.members[0], body),
      409,
      'This league is completed and can no longer be changed.',
    );
    expectError(await schedule(completed.admin, body), 409, 'This league is completed and can no longer be changed.');

    const canceled = await leagueUnderWay(t.app, { count: 2 });
    const cancel = await injectAs(t.app, canceled.admin.cookie, {
      method: 'PATCH',
      url: '/api/1.0/leagues/updateState',
      payload: { league_id: canceled.league.id, state: 'canceled' },
    });
    expect(cancel.statusCode).toBe(200);
    expectError(
      await schedule(canceled.members[0], { ...body, match_id: canceled.matches[0]!.id }),
      409,
      'This league is canceled and can no longer be changed.',
    );

    // Matches are made when a league starts, so a league before its start only has them if written directly.
    const early = await leagueUnderWay(t.app, { count: 2 });
    await t.app.db.update(leagues).set({ leagueStatus: 'pending_start' }).where(eq(leagues.id, early.league.id));
    expectError(
      await schedule(early.members[0], { ...body, match_id: early.matches[0]!.id }),
      409,
      'This league has not started yet, so its matches cannot be changed.',
    );
    for (const id of [completed.matches[0]!.id, canceled.matches[0]!.id, early.matches[0]!.id]) {
      expect((await storedMatch(t.app, id)).row).toMatchObject({ status: 'unscheduled', matchDatetime: null });
    }
  });
});
