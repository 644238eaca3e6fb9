import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_RESPONSE_MESSAGE,
  proposalDto,
  proposalsListResponse,
  type ProposalDto,
} from '@courtside/shared/schemas/match-proposals';
import { matchDto } from '@courtside/shared/schemas/matches';
import { insertLocation } from '../db/queries/locations';
import { matchProposals, matches } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { postLeague, quickPlayers, registerAll, signedInAs, stepTo } from '../test/league-fixtures';
import { HOME_WINS, leagueUnderWay, matchesCaller, storedMatch, type Caller } from '../test/match-fixtures';
import { areaCaller, createTestApp, signedInUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = areaCaller(() => t.app, 'match-proposals');
const matchCall = matchesCaller(() => t.app);

const HOUR_MS = 60 * 60 * 1000;
/** A whole hour `hours` from now, so two calls in one test name the same instant. */
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR_MS) + hours) * HOUR_MS).toISOString();

const NOT_FOUND = 'Proposal not found.';
const ONLY_RECIPIENT = 'Only the player this proposal was sent to can answer it.';
const ONLY_SENDER = 'Only the player who sent this proposal can cancel it.';
const SCHEDULED = 'This match is already scheduled. Reschedule the match to change its time.';
const SCHEDULED_MEANWHILE =
  'This match was scheduled meanwhile, so this proposal can no longer be accepted. Its time is on your matches ' +
  'page; reschedule the match to change it.';

type Member = Awaited<ReturnType<typeof leagueUnderWay>>['members'][number];

async function propose(from: Member, to: Member, leagueId: number, extra: Record<string, unknown> = {}) {
  const response = await call(from, 'POST', 'post', {
    opponent_player_id: to.player.id,
    proposed_time: inHours(24),
    league_id: leagueId,
    ...extra,
  });
  return expectContract(response, 201, proposalDto);
}

async function storedProposals(leagueId: number) {
  return t.app.db
    .select()
    .from(matchProposals)
    .where(eq(matchProposals.leagueId, leagueId))
    .orderBy(asc(matchProposals.id));
}

describe('POST match-proposals/post', () => {
  it('sends a pending proposal for the match of the two players, with names, ids and location', async () => {
    const { league, division, members, matchOf } = await leagueUnderWay(t.app);
    const [a, b] = [members[0]!, members[1]!];
    const court = await insertLocation(t.app.db, { name: 'North Courts', address: null, hasLights: false });
    const at = inHours(30);
    const sent = await propose(a, b, league.id, {
      proposed_time: at.replace('Z', '+00:00'),
      division_id: division.id,
      location_id: court.id,
    });
    expect(sent).toMatchObject({
      status: 'pending',
      proposer_name: `${a.player.firstName} ${a.player.lastName}`,
      proposer_first_name: a.player.firstName,
      proposer_last_name: a.player.lastName,
      proposer_id: a.user.id,
      proposer_player_id: a.player.id,
      opponent_id: b.user.id,
      opponent_name: `${b.player.firstName} ${b.player.lastName}`,
      opponent_player_id: b.player.id,
      proposed_time: at,
      location_id: court.id,
      location_name: 'North Courts',
      is_sent_by_user: true,
      league_id: league.id,
      division_id: division.id,
      match_id: matchOf(a, b).match.id,
      responded_at: null,
    });
    // Without a division or a location it still finds the division; the place stays open.
    const second = await propose(b, a, league.id, { proposed_time: inHours(31) });
    expect(second).toMatchObject({ division_id: division.id, location_id: null, location_name: null });
    expect((await storedProposals(league.id)).map((row) => row.status)).toEqual(['pending', 'pending']);
    // Proposing changes nothing about the match itself.
    const { row, events } = await storedMatch(t.app, matchOf(a, b).match.id);
    expect(row).toMatchObject({ status: 'unscheduled', matchDatetime: null });
    expect(events).toEqual([]);
  });

  it('refuses bad input, strangers and the wrong opponent, and stores nothing', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const other = await leagueUnderWay(t.app, { count: 2 });
    const [a, b] = [members[0]!, members[1]!];
    const stranger = await signedInUser(t.app);
    const body = { opponent_player_id: b.player.id, proposed_time: inHours(24), league_id: league.id };
    const post = (caller: Caller, payload: Record<string, unknown>) => call(caller, 'POST', 'post', payload);

    expectError(await post(undefined, body), 401, UNAUTHORIZED_MESSAGE);
    expectError(await post(a, { ...body, league_id: 999_999 }), 404, 'League not found.');
    expectError(await post(stranger, body), 403, 'You are not registered in this league.');
    expectError(
      await post(a, { ...body, opponent_player_id: a.player.id }),
      400,
      'You cannot propose a match to yourself.',
    );
    const notInDivision = 'You can only propose a match to a player in your division.';
    expectError(await post(a, { ...body, opponent_player_id: other.members[0]!.player.id }), 400, notInDivision);
    expectError(await post(a, { ...body, opponent_player_id: 999_999 }), 400, notInDivision);
    expectError(
      await post(a, { ...body, division_id: other.division.id }),
      400,
      'This is not your division in this league.',
    );
    expectError(
      await post(a, { ...body, proposed_time: new Date(Date.now() - HOUR_MS).toISOString() }),
      400,
      'The proposed time has already passed.',
    );
    const outOfRange = 'The proposed time must be between 2000-01-01 and 2999-12-31.';
    expectError(await post(a, { ...body, proposed_time: '3000-01-01T10:00:00Z' }), 400, outOfRange);
    expectError(await post(a, { ...body, proposed_time: '1999-12-31T10:00:00Z' }), 400, outOfRange);
    expectError(await post(a, { ...body, proposed_time: 'tomorrow' }), 400, 'proposed_time must be an ISO date-time');
    expectError(await post(a, { ...body, location_id: 999_999 }), 400, 'Location 999999 does not exist.');
    expectError(await post(a, {}), 400, 'Missing required parameters: opponent_player_id, proposed_time, league_id');
    expect(await storedProposals(league.id)).toEqual([]);
  });

  it('allows a time a few minutes behind the clock, which the sender may just have picked', async () => {
    const { league, members } = await leagueUnderWay(t.app, { count: 2 });
    const justNow = new Date(Date.now() - 60 * 1000).toISOString();
    expect((await propose(members[0]!, members[1]!, league.id, { proposed_time: justNow })).status).toBe('pending');
  });

  it('refuses the same pending time twice, in any offset; once canceled it may be proposed again', async () => {
    const { league, members } = await leagueUnderWay(t.app, { count: 2 });
    const [a, b] = [members[0]!, members[1]!];
    const at = inHours(48);
    const first = await propose(a, b, league.id, { proposed_time: at });
    // The same instant written two hours ahead of UTC.
    const sameInstant = new Date(Date.parse(at) + 2 * HOUR_MS).toISOString().replace('Z', '+02:00');
    for (const proposedTime of [at, sameInstant]) {
      const again = await call(a, 'POST', 'post', {
        opponent_player_id: b.player.id,
        proposed_time: proposedTime,
        league_id: league.id,
      });
      expectError(again, 409, 'You have already proposed this time.');
    }
    // The opponent proposing the same time is their own proposal.
    await propose(b, a, league.id, { proposed_time: at });
    expectContract(await call(a, 'DELETE', `cancel?proposal_id=${first.id}`), 200, proposalDto);
    expect((await propose(a, b, league.id, { proposed_time: at })).status).toBe('pending');
    expect((await storedProposals(league.id)).map((row) => row.status)).toEqual(['canceled', 'pending', 'pending']);
  });

  it('refuses a match that is already scheduled or played', async () => {
    const { league, members, matchOf } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const scheduled = matchOf(a, b);
    expectContract(
      await matchCall(a, 'POST', 'scheduleMatch', { match_id: scheduled.match.id, match_datetime: inHours(5) }),
      200,
      matchDto,
    );
    const played = matchOf(a, c);
    expectContract(
      await matchCall(played.home, 'POST', `submitScores?matchId=${played.match.id}`, {
        sets: HOME_WINS,
        status: 'normal',
      }),
      200,
      matchDto,
    );
    const body = { proposed_time: inHours(24), league_id: league.id };
    expectError(await call(a, 'POST', 'post', { ...body, opponent_player_id: b.player.id }), 409, SCHEDULED);
    expectError(
      await call(c, 'POST', 'post', { ...body, opponent_player_id: a.player.id }),
      409,
      'You have already played this opponent.',
    );
    expect(await storedProposals(league.id)).toEqual([]);
  });

  it('refuses leagues that are not under way and players not yet placed', async () => {
    const { admin, league, members } = await leagueUnderWay(t.app, { count: 2 });
    const [late] = await quickPlayers(t.app, 1);
    await registerAll(t.app, league.id, [late!.player.id]);
    const lateCaller = await signedInAs(t.app, late!.email);
    expectError(
      await call(lateCaller, 'POST', 'post', {
        opponent_player_id: members[0]!.player.id,
        proposed_time: inHours(24),
        league_id: league.id,
      }),
      409,
      'You have not been placed in a division of this league yet.',
    );

    await stepTo(t.app, admin.cookie, league.id, 'completed');
    expectError(
      await call(members[0], 'POST', 'post', {
        opponent_player_id: members[1]!.player.id,
        proposed_time: inHours(24),
        league_id: league.id,
      }),
      409,
      'This league is completed and can no longer be changed.',
    );

    const upcoming = await postLeague(t.app, admin.cookie);
    await stepTo(t.app, admin.cookie, upcoming.id, 'registration_open');
    const [x, y] = await quickPlayers(t.app, 2);
    await registerAll(t.app, upcoming.id, [x!.player.id, y!.player.id]);
    expectError(
      await call(await signedInAs(t.app, x!.email), 'POST', 'post', {
        opponent_player_id: y!.player.id,
        proposed_time: inHours(24),
        league_id: upcoming.id,
      }),
      409,
      'This league has not started yet, so its matches cannot be changed.',
    );
    expect(await storedProposals(league.id)).toEqual([]);
    expect(await storedProposals(upcoming.id)).toEqual([]);
  });
});

describe('GET match-proposals/get', () => {
  it('lists the proposals I sent or received, soonest first, as each side reads them', async () => {
    const { league, division, members } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const later = await propose(a, b, league.id, { proposed_time: inHours(50) });
    const sooner = await propose(c, a, league.id, { proposed_time: inHours(20) });
    const elsewhere = await propose(b, c, league.id, { proposed_time: inHours(10) });
    const other = await leagueUnderWay(t.app, { count: 2 });

    const list = async (caller: Caller, query = '') =>
      expectContract(await call(caller, 'GET', `get${query}`), 200, proposalsListResponse);
    const summary = (rows: ProposalDto[]) => rows.map((row) => [row.id, row.is_sent_by_user]);
    expect(summary(await list(a))).toEqual([
      [sooner.id, false],
      [later.id, true],
    ]);
    expect(summary(await list(a, `?league_id=${league.id}&division_id=${division.id}`))).toEqual([
      [sooner.id, false],
      [later.id, true],
    ]);
    expect(await list(a, `?league_id=${other.league.id}`)).toEqual([]);
    expect(await list(a, `?league_id=${league.id}&division_id=${other.division.id}`)).toEqual([]);
    expect(summary(await list(b))).toEqual([
      [elsewhere.id, true],
      [later.id, false],
    ]);
    // Admins have no special view: the page is for the players.
    const admin = await signedInUser(t.app, 'admin');
    expect(await list(admin, `?league_id=${league.id}`)).toEqual([]);
    expectError(await call(undefined, 'GET', 'get'), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(a, 'GET', 'get?league_id=abc'), 400, 'league_id must be a number');
  });
});

describe('answering a proposal', () => {
  it('PUT respond accepted: the proposal is accepted, the match scheduled at its time and place, rivals canceled', async () => {
    const { league, members, matchOf } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const court = await insertLocation(t.app.db, { name: 'South Courts', address: null, hasLights: true });
    const at = inHours(26);
    const chosen = await propose(a, b, league.id, { proposed_time: at, location_id: court.id });
    const rival = await propose(a, b, league.id, { proposed_time: inHours(27) });
    const counter = await propose(b, a, league.id, { proposed_time: inHours(28) });
    const unrelated = await propose(a, c, league.id, { proposed_time: at });

    const answer = expectContract(
      await call(b, 'PUT', 'respond', { proposal_id: chosen.id, response: 'accepted' }),
      200,
      proposalDto,
    );
    expect(answer).toMatchObject({ id: chosen.id, status: 'accepted', is_sent_by_user: false });
    expect(answer.responded_at).not.toBeNull();

    const { row, events } = await storedMatch(t.app, matchOf(a, b).match.id);
    expect(row).toMatchObject({ status: 'scheduled', locationId: court.id });
    expect(row?.matchDatetime?.toISOString()).toBe(at);
    expect(
      events.map((e) => [e.kind, e.actorUserId, e.actorIsAdmin, e.matchDatetime?.toISOString(), e.locationName]),
    ).toEqual([['scheduled', b.user.id, false, at, 'South Courts']]);
    const statuses = new Map((await storedProposals(league.id)).map((p) => [p.id, p.status]));
    expect(statuses).toEqual(
      new Map([
        [chosen.id, 'accepted'],
        [rival.id, 'canceled'],
        [counter.id, 'canceled'],
        [unrelated.id, 'pending'],
      ]),
    );
  });

  it('PUT respond declined: only the proposal changes', async () => {
    const { league, members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const [a, b] = [members[0]!, members[1]!];
    const sent = await propose(a, b, league.id);
    const answer = expectContract(
      await call(b, 'PUT', 'respond', { proposal_id: sent.id, response: 'declined' }),
      200,
      proposalDto,
    );
    expect(answer).toMatchObject({ status: 'declined' });
    expect(answer.responded_at).not.toBeNull();
    const { row, events } = await storedMatch(t.app, matchOf(a, b).match.id);
    expect(row).toMatchObject({ status: 'unscheduled', matchDatetime: null });
    expect(events).toEqual([]);
  });

  it('takes only "accepted" or "declined", in the spec\'s words', async () => {
    const { league, members } = await leagueUnderWay(t.app, { count: 2 });
    const sent = await propose(members[0]!, members[1]!, league.id);
    const recipient = members[1]!;
    for (const response of ['maybe', 'rejected', 'ACCEPTED', 1, true, ['accepted']]) {
      expectError(
        await call(recipient, 'PUT', 'respond', { proposal_id: sent.id, response }),
        400,
        INVALID_RESPONSE_MESSAGE,
      );
    }
    expect(INVALID_RESPONSE_MESSAGE).toBe('Response must be either "accepted" or "declined"');
    expectError(
      await call(recipient, 'PUT', 'respond', { proposal_id: sent.id }),
      400,
      'Missing required parameters: response',
    );
    expectError(
      await call(recipient, 'PUT', 'respond', { response: 'accepted' }),
      400,
      'Missing required parameters: proposal_id',
    );
    expect((await storedProposals(sent.league_id)).map((row) => row.status)).toEqual(['pending']);
  });

  it('lets only the recipient answer; others hear 403 or, when not a party, 404', async () => {
    const { admin, league, members } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const sent = await propose(a, b, league.id);
    const respond = (caller: Caller, proposalId = sent.id) =>
      call(caller, 'PUT', 'respond', { proposal_id: proposalId, response: 'accepted' });
    expectError(await respond(a), 403, ONLY_RECIPIENT);
    expectError(await respond(c), 404, NOT_FOUND);
    expectError(await respond(admin), 404, NOT_FOUND);
    expectError(await respond(undefined), 401, UNAUTHORIZED_MESSAGE);
    expectError(await respond(b, 999_999), 404, NOT_FOUND);
    expectError(await call(a, 'PUT', 'reject', { proposal_id: sent.id }), 403, ONLY_RECIPIENT);
    expect((await storedProposals(league.id)).map((row) => row.status)).toEqual(['pending']);
  });

  it('answers a proposal once: a second answer names the state it is in', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const accepted = await propose(a, b, league.id);
    const declined = await propose(a, c, league.id);
    expectContract(await call(b, 'PUT', 'accept', { proposal_id: accepted.id }), 200, proposalDto);
    expectContract(await call(c, 'PUT', 'reject', { proposal_id: declined.id }), 200, proposalDto);
    const canceled = await propose(c, b, league.id);
    expectContract(await call(c, 'DELETE', `cancel?proposal_id=${canceled.id}`), 200, proposalDto);

    for (const response of ['accepted', 'declined']) {
      expectError(
        await call(b, 'PUT', 'respond', { proposal_id: accepted.id, response }),
        409,
        'This proposal has already been accepted.',
      );
      expectError(
        await call(c, 'PUT', 'respond', { proposal_id: declined.id, response }),
        409,
        'This proposal has already been declined.',
      );
      expectError(
        await call(b, 'PUT', 'respond', { proposal_id: canceled.id, response }),
        409,
        'This proposal has already been canceled.',
      );
    }
    const { events } = await storedMatch(t.app, accepted.match_id);
    expect(events.map((e) => e.kind)).toEqual(['scheduled']);
  });

  it('cancels the open proposals of a match scheduled or played meanwhile, so accepting them is refused', async () => {
    const { league, members, matchOf } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const forScheduled = await propose(a, b, league.id);
    const forPlayed = await propose(a, c, league.id);
    const elsewhere = inHours(100);
    await matchCall(a, 'POST', 'scheduleMatch', { match_id: forScheduled.match_id, match_datetime: elsewhere });
    const played = matchOf(a, c);
    await matchCall(played.home, 'POST', `submitScores?matchId=${played.match.id}`, {
      sets: HOME_WINS,
      status: 'normal',
    });
    // A time or a result makes an open offer moot: nobody is left with a proposal that can only be refused.
    expect((await storedProposals(league.id)).map((row) => row.status)).toEqual(['canceled', 'canceled']);
    const before = [await storedMatch(t.app, forScheduled.match_id), await storedMatch(t.app, forPlayed.match_id)];

    // Told what happened to the match, not that the sender withdrew the offer.
    expectError(await call(b, 'PUT', 'accept', { proposal_id: forScheduled.id }), 409, SCHEDULED_MEANWHILE);
    expectError(
      await call(c, 'PUT', 'respond', { proposal_id: forPlayed.id, response: 'accepted' }),
      409,
      'This match has already been played.',
    );
    // Declining a closed proposal says it is closed.
    expectError(
      await call(b, 'PUT', 'reject', { proposal_id: forScheduled.id }),
      409,
      'This proposal has already been canceled.',
    );
    expect([await storedMatch(t.app, forScheduled.match_id), await storedMatch(t.app, forPlayed.match_id)]).toEqual(
      before,
    );
    expect(before[0]!.row?.matchDatetime?.toISOString()).toBe(elsewhere);
  });

  it('refuses a proposal whose match was scheduled while it waited, and changes nothing', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b] = [members[0]!, members[1]!];
    const waiting = await propose(a, b, league.id);
    // Scheduled behind the API's back, so the proposal is still pending: the accept itself must refuse.
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: new Date(inHours(100)) })
      .where(eq(matches.id, waiting.match_id));
    const before = await storedMatch(t.app, waiting.match_id);
    expectError(await call(b, 'PUT', 'accept', { proposal_id: waiting.id }), 409, SCHEDULED_MEANWHILE);
    expect(await storedMatch(t.app, waiting.match_id)).toEqual(before);
    expect((await storedProposals(league.id)).map((row) => row.status)).toEqual(['pending']);
    // Declining stays possible: it tidies the list without touching the match.
    expectContract(await call(b, 'PUT', 'reject', { proposal_id: waiting.id }), 200, proposalDto);
  });

  it('refuses to accept a time that has passed, or in a league that is over', async () => {
    const { admin, league, members } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const stale = await propose(a, b, league.id);
    await t.app.db
      .update(matchProposals)
      .set({ proposedTime: new Date(Date.now() - HOUR_MS) })
      .where(eq(matchProposals.id, stale.id));
    expectError(
      await call(b, 'PUT', 'accept', { proposal_id: stale.id }),
      409,
      'The proposed time has already passed.',
    );

    const late = await propose(a, c, league.id);
    await stepTo(t.app, admin.cookie, league.id, 'completed');
    expectError(
      await call(c, 'PUT', 'accept', { proposal_id: late.id }),
      409,
      'This league is completed and can no longer be changed.',
    );
    expect((await storedProposals(league.id)).map((row) => row.status)).toEqual(['pending', 'pending']);
    const { events } = await storedMatch(t.app, late.match_id);
    expect(events).toEqual([]);
    // A finished league's open offers can still be withdrawn, so the page settles.
    expectContract(await call(a, 'DELETE', `cancel?proposal_id=${late.id}`), 200, proposalDto);
  });

  it('PUT accept, PUT reject and the deprecated POST schedule do what respond does', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const viaAccept = await propose(a, b, league.id);
    const viaReject = await propose(b, c, league.id);
    const viaSchedule = await propose(c, a, league.id);
    expect(expectContract(await call(b, 'PUT', 'accept', { proposal_id: viaAccept.id }), 200, proposalDto).status).toBe(
      'accepted',
    );
    expect(expectContract(await call(c, 'PUT', 'reject', { proposal_id: viaReject.id }), 200, proposalDto).status).toBe(
      'declined',
    );
    expect(
      expectContract(await call(a, 'POST', 'schedule', { proposal_id: viaSchedule.id }), 200, proposalDto).status,
    ).toBe('accepted');
    expect((await storedMatch(t.app, viaSchedule.match_id)).row?.status).toBe('scheduled');
    expect((await storedMatch(t.app, viaReject.match_id)).row?.status).toBe('unscheduled');
    expectError(await call(a, 'PUT', 'accept', {}), 400, 'Missing required parameters: proposal_id');
    expectError(await call(undefined, 'POST', 'schedule', { proposal_id: viaSchedule.id }), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('DELETE match-proposals/cancel', () => {
  it('lets the sender cancel by query string or JSON body; no one else, and only once', async () => {
    const { league, members } = await leagueUnderWay(t.app);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    const byQuery = await propose(a, b, league.id);
    const byBody = await propose(a, c, league.id);

    expectError(await call(b, 'DELETE', `cancel?proposal_id=${byQuery.id}`), 403, ONLY_SENDER);
    expectError(await call(c, 'DELETE', `cancel?proposal_id=${byQuery.id}`), 404, NOT_FOUND);
    expectError(await call(undefined, 'DELETE', `cancel?proposal_id=${byQuery.id}`), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(a, 'DELETE', 'cancel'), 400, 'Missing required parameters: proposal_id');
    expectError(await call(a, 'DELETE', 'cancel?proposal_id=x'), 400, 'proposal_id must be a number');
    expect((await storedProposals(league.id)).map((row) => row.status)).toEqual(['pending', 'pending']);

    const canceled = expectContract(await call(a, 'DELETE', `cancel?proposal_id=${byQuery.id}`), 200, proposalDto);
    expect(canceled).toMatchObject({ status: 'canceled', is_sent_by_user: true });
    expect(canceled.responded_at).not.toBeNull();
    expect(expectContract(await call(a, 'DELETE', 'cancel', { proposal_id: byBody.id }), 200, proposalDto).status).toBe(
      'canceled',
    );
    expectError(
      await call(a, 'DELETE', `cancel?proposal_id=${byQuery.id}`),
      409,
      'This proposal has already been canceled.',
    );
    expectError(
      await call(b, 'PUT', 'accept', { proposal_id: byQuery.id }),
      409,
      'This proposal has already been canceled.',
    );
  });
});

describe('OpenAPI', () => {
  it('documents every proposals path under its tag, with schedule deprecated', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { tags?: string[]; deprecated?: boolean; responses?: Record<string, unknown> }>
    >;
    for (const [method, path] of [
      ['post', 'post'],
      ['get', 'get'],
      ['put', 'respond'],
      ['put', 'accept'],
      ['put', 'reject'],
      ['delete', 'cancel'],
      ['post', 'schedule'],
    ] as const) {
      const operation = paths[`/api/1.0/match-proposals/${path}`]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['match-proposals']);
      expect(operation?.deprecated ?? false, `${method} ${path}`).toBe(path === 'schedule');
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain('400');
    }
  });
});
