import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { pairDto, pairInvitationsResponse, pairsListResponse, type PairDto } from '@courtside/shared/schemas/pairs';
import { MIXED_PAIR_MESSAGE, PARTNER_GENDER_MISSING } from '@courtside/shared/league/pairs';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { findLeagueById } from '../db/queries/leagues';
import { deleteNonPrimaryPlayer, insertPlayer } from '../db/queries/players';
import { countEntries } from '../db/queries/registrations';
import { insertUser } from '../db/queries/users';
import { divisionAssignmentDrafts, notifications, outbox, players, registrations } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { leagueBody, postDivision, publish, registerAll, stepTo, useAppWithAdmin } from '../test/league-fixtures';
import {
  answer,
  completePair,
  doublesLeague,
  expectPairOf,
  invite,
  notificationKindsOf,
  pairPlayers,
  pairRowsOf,
  storedPair,
  withdraw,
  type Inviter,
  type PairPlayer,
} from '../test/pair-fixtures';
import { inviteLink, privateLeague } from '../test/private-league-fixtures';
import { injectAs, uniqueEmail } from '../test/test-app';
import { LEAGUE_NOT_FOUND, NOT_LEAGUE_MANAGER, MEMBERS_ONLY } from './league-access';
import {
  INVITE_YOURSELF,
  NOT_INVITED,
  NO_PLAYER_WITH_EMAIL,
  ONLY_ANCHOR,
  ONLY_PARTNER,
  OWN_PLAYER_ONLY,
  PAIR_NOT_FOUND,
  PAIRS_WITH_PLACEMENTS,
  PLAYER_NOT_FOUND,
  SINGLES_LEAGUE,
  SINGLES_WITH_PAIRS,
  alreadyPaired,
  notMixedPair,
  notRegistered,
  pairingClosed,
} from './pair-messages';
import { LEAGUE_FULL, NOT_OPEN } from './registration-messages';

const t = useAppWithAdmin({ withStranger: true });

const isRegistered = async (leagueId: number, playerId: number) =>
  (
    await t.app.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.leagueId, leagueId), eq(registrations.playerId, playerId)))
  ).length === 1;

const invited = async (leagueId: number, anchor: Inviter, partner: { email: string }): Promise<PairDto> =>
  expectContract(await invite(t.app, anchor, leagueId, partner), 201, pairDto);

const manage = (cookie: string, method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method, url: `/api/1.0/pairs/${path}`, payload });

const listAs = (cookie: string | undefined, leagueId: number) =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/pairs/list?league_id=${leagueId}` });

describe('POST pairs/invite', () => {
  it('registers the inviter, stores an invited pair and tells the partner', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    expectPairOf(pair, ann!, bo!, 'invited');
    expect(pair).toMatchObject({ league_id: league.id, league_name: 'Doubles Ladder', division_id: null });
    expect(pair.completed_at).toBeNull();
    expect(await isRegistered(league.id, ann!.player.id)).toBe(true);
    // The partner enters the league only by accepting.
    expect(await isRegistered(league.id, bo!.player.id)).toBe(false);
    const [told] = await t.app.db.select().from(notifications).where(eq(notifications.userId, bo!.user.id));
    expect(told).toMatchObject({ kind: 'partner_invited', leagueId: league.id, actorUserId: ann!.user.id });
    expect(await notificationKindsOf(t.app, ann!.user.id)).toEqual([]);
  });

  it('turns the place of an inviter already registered alone into the pair', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { max_registrations: 1 });
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    await registerAll(t.app, league.id, [ann!.player.id]);
    await invited(league.id, ann!, bo!);
    expect(await countEntries(t.app.db, league.id)).toBe(1);
  });

  it('queues no email or push for the new kinds: the outbox trigger mails only the kinds it lists', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    expect((await answer(t.app, bo!.cookie, pair.id, 'accept')).statusCode).toBe(200);
    const queued = await t.app.db.select().from(outbox);
    expect(queued.filter((row) => row.userId === ann!.user.id || row.userId === bo!.user.id)).toEqual([]);
    expect(await notificationKindsOf(t.app, ann!.user.id)).toEqual(['partner_accepted']);
  });

  it('refuses a singles league with 400', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { league_type: 'Singles' });
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    expectError(await invite(t.app, ann!, league.id, bo!), 400, SINGLES_LEAGUE);
    expect(await isRegistered(league.id, ann!.player.id)).toBe(false);
  });

  it('refuses a league not open for registration, as Register does', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { status: 'registration_closed' });
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    expectError(await invite(t.app, ann!, league.id, bo!), 409, NOT_OPEN);
    expect(await pairRowsOf(t.app, league.id)).toEqual([]);
  });

  it('answers 404 for a private league the caller cannot see, and lets its organizer enter at any status', async () => {
    const { organizer, league } = await privateLeague(t.app, { league_type: 'Doubles', organizer_plays: false });
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    expectError(await invite(t.app, ann!, league.id, bo!), 404, LEAGUE_NOT_FOUND);
    // The league is still a draft: the organizer's entry is a late one, as in registrations.
    const pair = await invited(league.id, organizer, bo!);
    expect(pair.anchor.player_id).toBe(organizer.player.id);
  });

  it("refuses another account's player with 403, and an anonymous caller with 401", async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo, cy] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Mens']);
    expectError(await invite(t.app, { cookie: ann!.cookie, player: cy!.player }, league.id, bo!), 403, OWN_PLAYER_ONLY);
    expectError(
      await injectAs(t.app, undefined, {
        method: 'POST',
        url: '/api/1.0/pairs/invite',
        payload: { league_id: league.id, player_id: ann!.player.id, partner_email: bo!.email },
      }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
    expect(await pairRowsOf(t.app, league.id)).toEqual([]);
  });

  it('refuses inviting yourself, and an email with no account or no player', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann] = await pairPlayers(t.app, ['Ladies']);
    expectError(await invite(t.app, ann!, league.id, { email: ann!.email }), 400, INVITE_YOURSELF);
    expectError(await invite(t.app, ann!, league.id, { email: uniqueEmail('nobody') }), 404, NO_PLAYER_WITH_EMAIL);
    const email = uniqueEmail('playerless');
    await insertUser(t.app.db, { email, passwordHash: 'x', userType: 'player' });
    expectError(await invite(t.app, ann!, league.id, { email }), 404, NO_PLAYER_WITH_EMAIL);
    expect(await isRegistered(league.id, ann!.player.id)).toBe(false);
  });

  it('finds the partner by email whatever its case', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, { email: bo!.email.toUpperCase() });
    expect(pair.partner.player_id).toBe(bo!.player.id);
  });

  it('refuses a partner, or a caller, already in a pair of the league with 409 naming which', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo, cy, di] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies', 'Mens']);
    await invited(league.id, ann!, bo!);
    expectError(await invite(t.app, cy!, league.id, bo!), 409, alreadyPaired(bo!.player, 'other'));
    expectError(await invite(t.app, ann!, league.id, di!), 409, alreadyPaired(ann!.player, 'you'));
    // The invited partner, too, is in a pair until they answer.
    expectError(await invite(t.app, bo!, league.id, di!), 409, alreadyPaired(bo!.player, 'you'));
    expect(await pairRowsOf(t.app, league.id)).toHaveLength(1);
    expect(await isRegistered(league.id, cy!.player.id)).toBe(false);
  });

  it('holds a Mixed pair to one man and one woman, both with a Play Type', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { league_type: 'Mixed' });
    const [ann, bo, cy] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies']);
    expectError(await invite(t.app, ann!, league.id, cy!), 400, MIXED_PAIR_MESSAGE);
    await t.app.db.update(players).set({ gender: null }).where(eq(players.id, bo!.player.id));
    expectError(await invite(t.app, ann!, league.id, bo!), 400, PARTNER_GENDER_MISSING);
    await t.app.db.update(players).set({ gender: 'Mens' }).where(eq(players.id, bo!.player.id));
    expectPairOf(await invited(league.id, ann!, bo!), ann!, bo!, 'invited');
  });

  it('lets any two players pair in a Doubles league', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, cy] = await pairPlayers(t.app, ['Ladies', 'Ladies']);
    expectPairOf(await invited(league.id, ann!, cy!), ann!, cy!, 'invited');
  });

  it('counts places by entries: a pair is one, and a full league refuses a new pair', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { max_registrations: 2 });
    const [ann, bo, cy, di, ed, fay] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies', 'Mens', 'Mens', 'Ladies']);
    await completePair(t.app, league.id, ann!, bo!);
    await invited(league.id, cy!, di!);
    // Three players registered, two entries: the league is full.
    expect(await countEntries(t.app.db, league.id)).toBe(2);
    expectError(await invite(t.app, ed!, league.id, fay!), 409, LEAGUE_FULL);
    expectError(
      await ed!.request({
        method: 'POST',
        url: '/api/1.0/registrations/registerPlayer',
        payload: { league_id: league.id, player_id: ed!.player.id },
      }),
      409,
      LEAGUE_FULL,
    );
    expect(await isRegistered(league.id, ed!.player.id)).toBe(false);
  });

  it('frees the place of a partner who was registered alone when they accept', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { max_registrations: 2 });
    const [ann, bo, cy] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies']);
    await registerAll(t.app, league.id, [ann!.player.id, bo!.player.id]);
    const pair = await invited(league.id, ann!, bo!);
    // Until Bo accepts, Bo keeps a place of his own: a decline must not leave the league over its cap.
    expect(await countEntries(t.app.db, league.id)).toBe(2);
    expect((await answer(t.app, bo!.cookie, pair.id, 'accept')).statusCode).toBe(200);
    expect(await countEntries(t.app.db, league.id)).toBe(1);
    // The league's own read counts places the same way, so Register shows one place left.
    const read = expectContract(
      await cy!.request({ method: 'GET', url: `/api/1.0/leagues/get?league_id=${league.id}` }),
      200,
      leagueDto,
    );
    expect(read.registration_count).toBe(1);
    expect(
      (
        await cy!.request({
          method: 'POST',
          url: '/api/1.0/registrations/registerPlayer',
          payload: { league_id: league.id, player_id: cy!.player.id },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe("places through a private league's invite link", () => {
  it('count entries: a pair is one place, so a link admits one more once a loner has paired', async () => {
    const { organizer, league } = await privateLeague(t.app, { league_type: 'Doubles', max_registrations: 2 });
    await stepTo(t.app, organizer.cookie, league.id, 'registration_open');
    const link = await inviteLink(t.app, organizer.cookie, league.id);
    const join = (cookie: string) =>
      injectAs(t.app, cookie, { method: 'POST', url: '/api/1.0/league-invites/join', payload: { token: link.token } });
    const [bo, cy] = await pairPlayers(t.app, ['Mens', 'Ladies']);
    expect((await join(bo!.cookie)).statusCode).toBe(201);
    // The organizer and Bo, each alone: two entries, the league is full.
    expectError(await join(cy!.cookie), 409, LEAGUE_FULL);
    const pair = await invited(league.id, organizer, bo!);
    expect((await answer(t.app, bo!.cookie, pair.id, 'accept')).statusCode).toBe(200);
    expect((await join(cy!.cookie)).statusCode).toBe(201);
    expect(await countEntries(t.app.db, league.id)).toBe(2);
  });
});

describe('PUT pairs/accept', () => {
  it('registers the partner and completes the pair; the anchor hears of it', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    const accepted = expectContract(await answer(t.app, bo!.cookie, pair.id, 'accept'), 200, pairDto);
    expectPairOf(accepted, ann!, bo!, 'complete');
    expect(accepted.completed_at).not.toBeNull();
    expect(await isRegistered(league.id, bo!.player.id)).toBe(true);
    const [told] = await t.app.db.select().from(notifications).where(eq(notifications.userId, ann!.user.id));
    expect(told).toMatchObject({ kind: 'partner_accepted', leagueId: league.id, actorUserId: bo!.user.id });
  });

  it("is the partner's alone: the anchor gets 403, an unknown pair 404", async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    expectError(await answer(t.app, ann!.cookie, pair.id, 'accept'), 403, ONLY_PARTNER);
    expectError(await answer(t.app, t.stranger.cookie, pair.id, 'accept'), 403, ONLY_PARTNER);
    expectError(await answer(t.app, bo!.cookie, 999_999, 'accept'), 404, PAIR_NOT_FOUND);
    expect((await storedPair(t.app, pair.id))?.status).toBe('invited');
  });

  it('hides an invitation of a private league from whoever cannot see it', async () => {
    const { organizer, league } = await privateLeague(t.app, { league_type: 'Doubles' });
    const [bo] = await pairPlayers(t.app, ['Ladies']);
    const pair = await invited(league.id, organizer, bo!);
    expectError(await answer(t.app, t.stranger.cookie, pair.id, 'accept'), 404, PAIR_NOT_FOUND);
  });

  it('is refused once the league is no longer open for registration, and a second time', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo, cy, di] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies', 'Mens']);
    const late = await invited(league.id, ann!, bo!);
    const twice = await invited(league.id, cy!, di!);
    expect((await answer(t.app, di!.cookie, twice.id, 'accept')).statusCode).toBe(200);
    expectError(await answer(t.app, di!.cookie, twice.id, 'accept'), 409, NOT_INVITED);
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_closed');
    expectError(await answer(t.app, bo!.cookie, late.id, 'accept'), 409, NOT_OPEN);
    expect(await isRegistered(league.id, bo!.player.id)).toBe(false);
    expect((await storedPair(t.app, late.id))?.status).toBe('invited');
  });

  it('checks the Mixed rule again: a Play Type changed since the invitation refuses it', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { league_type: 'Mixed' });
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    await t.app.db.update(players).set({ gender: 'Ladies' }).where(eq(players.id, bo!.player.id));
    expectError(await answer(t.app, bo!.cookie, pair.id, 'accept'), 400, MIXED_PAIR_MESSAGE);
    expect(await isRegistered(league.id, bo!.player.id)).toBe(false);
  });
});

describe('PUT pairs/decline and DELETE pairs/withdraw', () => {
  it('decline: the invitation goes, the anchor stays registered alone and hears of it', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    expectError(await answer(t.app, ann!.cookie, pair.id, 'decline'), 403, ONLY_PARTNER);
    expectContract(await answer(t.app, bo!.cookie, pair.id, 'decline'), 200, successResponse);
    expect(await storedPair(t.app, pair.id)).toBeUndefined();
    expect(await isRegistered(league.id, ann!.player.id)).toBe(true);
    expect(await notificationKindsOf(t.app, ann!.user.id)).toEqual(['partner_declined']);
    const list = expectContract(await listAs(ann!.cookie, league.id), 200, pairsListResponse);
    expect(list.unpaired.map((player) => player.player_id)).toEqual([ann!.player.id]);
  });

  it('decline is refused for a complete pair', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await completePair(t.app, league.id, ann!, bo!);
    expectError(await answer(t.app, bo!.cookie, pair.id, 'decline'), 409, NOT_INVITED);
    expect((await storedPair(t.app, pair.id))?.status).toBe('complete');
  });

  it('withdraw: only the anchor, only while invited, pair_id in the query or the body', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo, cy, di] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    expectError(await withdraw(t.app, bo!.cookie, pair.id), 403, ONLY_ANCHOR);
    expectContract(await withdraw(t.app, ann!.cookie, pair.id), 200, successResponse);
    expect(await storedPair(t.app, pair.id)).toBeUndefined();
    expect(await isRegistered(league.id, ann!.player.id)).toBe(true);
    const other = await invited(league.id, cy!, di!);
    expectContract(
      await injectAs(t.app, cy!.cookie, {
        method: 'DELETE',
        url: '/api/1.0/pairs/withdraw',
        payload: { pair_id: other.id },
      }),
      200,
      successResponse,
    );
    expectError(
      await injectAs(t.app, cy!.cookie, { method: 'DELETE', url: '/api/1.0/pairs/withdraw' }),
      400,
      'Missing required parameters: pair_id',
    );
    const complete = await completePair(t.app, league.id, cy!, di!);
    expectError(await withdraw(t.app, cy!.cookie, complete.id), 409, NOT_INVITED);
    expect((await storedPair(t.app, complete.id))?.status).toBe('complete');
  });
});

describe('GET pairs/list and pairs/invitations', () => {
  it("shows members and managers the league's pairs with their division, and its unpaired players", async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo, cy, di, ed] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies', 'Mens', 'Mens']);
    const complete = await completePair(t.app, league.id, ann!, bo!);
    const pending = await invited(league.id, cy!, di!);
    await registerAll(t.app, league.id, [ed!.player.id]);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_closed');
    expect((await publish(t.app, t.admin.cookie, league.id, { [division.id]: [ann!.player.id] })).statusCode).toBe(200);
    for (const cookie of [bo!.cookie, t.admin.cookie]) {
      const list = expectContract(await listAs(cookie, league.id), 200, pairsListResponse);
      expect(list.pairs.map((pair) => [pair.id, pair.status, pair.division_id])).toEqual([
        [complete.id, 'complete', division.id],
        [pending.id, 'invited', null],
      ]);
      expect(list.unpaired.map((player) => player.player_id)).toEqual([ed!.player.id]);
    }
  });

  it('refuses a signed-in player outside the league with 403, and a private league to outsiders with 404', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    expectError(await listAs(t.stranger.cookie, league.id), 403, MEMBERS_ONLY);
    const { league: hidden } = await privateLeague(t.app, { league_type: 'Doubles' });
    expectError(await listAs(t.stranger.cookie, hidden.id), 404, LEAGUE_NOT_FOUND);
    expectError(await listAs(undefined, league.id), 401, UNAUTHORIZED_MESSAGE);
  });

  it("lists the caller's pending invitations, received and sent, across leagues", async () => {
    const first = await doublesLeague(t.app, t.admin.cookie);
    const second = await doublesLeague(t.app, t.admin.cookie, { league_type: 'Mixed' });
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const sent = await invited(first.id, ann!, bo!);
    const received = await invited(second.id, bo!, ann!);
    const mine = expectContract(
      await ann!.request({ method: 'GET', url: '/api/1.0/pairs/invitations' }),
      200,
      pairInvitationsResponse,
    );
    expect({ received: mine.received.map((pair) => pair.id), sent: mine.sent.map((pair) => pair.id) }).toEqual({
      received: [received.id],
      sent: [sent.id],
    });
    expect((await answer(t.app, bo!.cookie, sent.id, 'accept')).statusCode).toBe(200);
    const after = expectContract(
      await bo!.request({ method: 'GET', url: '/api/1.0/pairs/invitations' }),
      200,
      pairInvitationsResponse,
    );
    expect({ received: after.received, sent: after.sent.map((pair) => pair.id) }).toEqual({
      received: [],
      sent: [received.id],
    });
  });
});

describe("managers' pairing: POST pairs/create and PUT pairs/changePartner", () => {
  async function leagueOfLoners(count: number, overrides: Record<string, unknown> = {}) {
    const league = await doublesLeague(t.app, t.admin.cookie, overrides);
    const genders = Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'Ladies' : 'Mens') as 'Ladies' | 'Mens');
    const people = await pairPlayers(t.app, genders);
    await registerAll(
      t.app,
      league.id,
      people.map((person) => person.player.id),
    );
    return { league, people };
  }
  const create = (cookie: string, leagueId: number, anchor: PairPlayer, partner: PairPlayer) =>
    manage(cookie, 'POST', 'create', {
      league_id: leagueId,
      anchor_player_id: anchor.player.id,
      partner_player_id: partner.player.id,
    });
  const change = (cookie: string, pairId: number, partner: PairPlayer) =>
    manage(cookie, 'PUT', 'changePartner', { pair_id: pairId, partner_player_id: partner.player.id });

  it('pairs two registered players with no partner, complete at once', async () => {
    const { league, people } = await leagueOfLoners(2, { league_type: 'Mixed' });
    const [ann, bo] = people;
    const pair = expectContract(await create(t.admin.cookie, league.id, ann!, bo!), 201, pairDto);
    expectPairOf(pair, ann!, bo!, 'complete');
    expect(await countEntries(t.app.db, league.id)).toBe(1);
  });

  it('refuses players not registered, already paired, the same player twice, and the Mixed rule', async () => {
    const { league, people } = await leagueOfLoners(4, { league_type: 'Mixed' });
    const [ann, bo, cy, di] = people;
    const [outsider] = await pairPlayers(t.app, ['Mens']);
    expectError(await create(t.admin.cookie, league.id, ann!, outsider!), 400, notRegistered(outsider!.player));
    expectError(await create(t.admin.cookie, league.id, ann!, cy!), 400, MIXED_PAIR_MESSAGE);
    expectError(await create(t.admin.cookie, league.id, ann!, ann!), 400, 'A pair is two different players.');
    expectContract(await create(t.admin.cookie, league.id, ann!, bo!), 201, pairDto);
    expectError(await create(t.admin.cookie, league.id, cy!, bo!), 409, alreadyPaired(bo!.player, 'other'));
    expectError(await create(t.admin.cookie, league.id, ann!, di!), 409, alreadyPaired(ann!.player, 'other'));
    expect(await pairRowsOf(t.app, league.id)).toHaveLength(1);
  });

  it('is for managers: a member gets 403, an outsider of a private league 404', async () => {
    const { league, people } = await leagueOfLoners(2);
    const [ann, bo] = people;
    expectError(await create(ann!.cookie, league.id, ann!, bo!), 403, 'Access denied. You are not an admin.');
    const { organizer, league: hidden } = await privateLeague(t.app, { league_type: 'Doubles' });
    expectError(await create(t.stranger.cookie, hidden.id, ann!, bo!), 404, LEAGUE_NOT_FOUND);
    // The organizer runs their own league; a member of it may not.
    const [friend, mate] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    await registerAll(t.app, hidden.id, [friend!.player.id, mate!.player.id]);
    expectError(await create(friend!.cookie, hidden.id, friend!, mate!), 403, NOT_LEAGUE_MANAGER);
    expectContract(await create(organizer.cookie, hidden.id, friend!, mate!), 201, pairDto);
    expect(await pairRowsOf(t.app, league.id)).toEqual([]);
  });

  it('changes a partner before play: the anchor and its placement stay, the old partner is left alone', async () => {
    const { league, people } = await leagueOfLoners(4);
    const [ann, bo, cy, di] = people;
    const pair = expectContract(await create(t.admin.cookie, league.id, ann!, bo!), 201, pairDto);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_closed');
    expect((await publish(t.app, t.admin.cookie, league.id, { [division.id]: [ann!.player.id] })).statusCode).toBe(200);
    const changed = expectContract(await change(t.admin.cookie, pair.id, di!), 200, pairDto);
    expectPairOf(changed, ann!, di!, 'complete');
    expect(changed).toMatchObject({ id: pair.id, division_id: division.id });
    expect(await isRegistered(league.id, bo!.player.id)).toBe(true);
    const list = expectContract(await listAs(t.admin.cookie, league.id), 200, pairsListResponse);
    expect(list.unpaired.map((player) => player.player_id).sort()).toEqual([bo!.player.id, cy!.player.id].sort());
    expectError(await change(ann!.cookie, pair.id, cy!), 403, 'Access denied. You are not an admin.');
  });

  it('refuses a new partner who is paired, unregistered or the anchor', async () => {
    const { league, people } = await leagueOfLoners(4);
    const [ann, bo, cy, di] = people;
    const pair = expectContract(await create(t.admin.cookie, league.id, ann!, bo!), 201, pairDto);
    expectContract(await create(t.admin.cookie, league.id, cy!, di!), 201, pairDto);
    expectError(await change(t.admin.cookie, pair.id, di!), 409, alreadyPaired(di!.player, 'other'));
    expectError(await change(t.admin.cookie, pair.id, ann!), 400, 'A pair is two different players.');
    const [outsider] = await pairPlayers(t.app, ['Mens']);
    expectError(await change(t.admin.cookie, pair.id, outsider!), 400, notRegistered(outsider!.player));
    expectError(await change(t.admin.cookie, 999_999, outsider!), 404, PAIR_NOT_FOUND);
    expectError(
      await manage(t.admin.cookie, 'PUT', 'changePartner', { pair_id: pair.id, partner_player_id: 999_999 }),
      404,
      PLAYER_NOT_FOUND,
    );
    expect((await storedPair(t.app, pair.id))?.partnerPlayerId).toBe(bo!.player.id);
  });

  it('refuses pairing and changing partners once the league is active', async () => {
    const { league, people } = await leagueOfLoners(6);
    const [ann, bo, cy, di, ed, fay] = people;
    const first = expectContract(await create(t.admin.cookie, league.id, ann!, bo!), 201, pairDto);
    const second = expectContract(await create(t.admin.cookie, league.id, cy!, di!), 201, pairDto);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await stepTo(t.app, t.admin.cookie, league.id, 'registration_closed');
    const placed = { [division.id]: [first.anchor.player_id, second.anchor.player_id] };
    expect((await publish(t.app, t.admin.cookie, league.id, placed)).statusCode).toBe(200);
    await stepTo(t.app, t.admin.cookie, league.id, 'active');
    expectError(await change(t.admin.cookie, first.id, ed!), 409, pairingClosed('active'));
    expectError(await create(t.admin.cookie, league.id, ed!, fay!), 409, pairingClosed('active'));
    expect((await storedPair(t.app, first.id))?.partnerPlayerId).toBe(bo!.player.id);
  });
});

describe('a registration a pair depends on', () => {
  it("ends the pair with its partner's player, leaving the anchor registered alone", async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann] = await pairPlayers(t.app, ['Ladies']);
    const second = await insertPlayer(t.app.db, {
      userId: ann!.user.id,
      primaryPlayer: false,
      firstName: 'Second',
      lastName: 'Self',
      rating: 3.5,
      gender: 'Mens',
    });
    const [bo] = await pairPlayers(t.app, ['Mens']);
    await registerAll(t.app, league.id, [bo!.player.id, second.id]);
    const pair = expectContract(
      await manage(t.admin.cookie, 'POST', 'create', {
        league_id: league.id,
        anchor_player_id: bo!.player.id,
        partner_player_id: second.id,
      }),
      201,
      pairDto,
    );
    expect(await deleteNonPrimaryPlayer(t.app.db, second.id)).toBeDefined();
    expect(await storedPair(t.app, pair.id)).toBeUndefined();
    expect(await isRegistered(league.id, bo!.player.id)).toBe(true);
    expect(await countEntries(t.app.db, league.id)).toBe(1);
  });

  it("ends the pair with its anchor's registration", async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await completePair(t.app, league.id, ann!, bo!);
    await t.app.db
      .delete(registrations)
      .where(and(eq(registrations.leagueId, league.id), eq(registrations.playerId, ann!.player.id)));
    expect(await storedPair(t.app, pair.id)).toBeUndefined();
    // The partner, now alone, takes a place of their own.
    expect(await countEntries(t.app.db, league.id)).toBe(1);
  });
});

describe('a league type change', () => {
  const update = (leagueId: number, leagueType: string) =>
    injectAs(t.app, t.admin.cookie, {
      method: 'PUT',
      url: '/api/1.0/leagues/update',
      payload: { id: leagueId, ...leagueBody({ name: 'Doubles Ladder', league_type: leagueType }) },
    });

  it('to Singles is refused while the league has pairs, and allowed once it has none', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    const pair = await invited(league.id, ann!, bo!);
    expectError(await update(league.id, 'Singles'), 400, SINGLES_WITH_PAIRS);
    expect((await findLeagueById(t.app.db, league.id))?.leagueType).toBe('Doubles');
    // Doubles to Mixed keeps pairs as they are.
    expect((await update(league.id, 'Mixed')).statusCode).toBe(200);
    expect((await withdraw(t.app, ann!.cookie, pair.id)).statusCode).toBe(200);
    expect((await update(league.id, 'Singles')).statusCode).toBe(200);
  });

  it('to Mixed is refused while a pair is not one man and one woman, and allowed once every pair is', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie);
    const [ann, bo, cy] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Ladies']);
    const pair = await invited(league.id, ann!, cy!);
    expectError(
      await update(league.id, 'Mixed'),
      400,
      notMixedPair(
        { firstName: ann!.player.firstName, lastName: ann!.player.lastName },
        {
          firstName: cy!.player.firstName,
          lastName: cy!.player.lastName,
        },
      ),
    );
    expect((await findLeagueById(t.app.db, league.id))?.leagueType).toBe('Doubles');
    expect((await withdraw(t.app, ann!.cookie, pair.id)).statusCode).toBe(200);
    await completePair(t.app, league.id, ann!, bo!);
    expect((await update(league.id, 'Mixed')).statusCode).toBe(200);
  });

  it('from Singles to Doubles is refused while players are placed, published or drafted, and allowed once none is', async () => {
    const league = await doublesLeague(t.app, t.admin.cookie, { league_type: 'Singles' });
    const [ann] = await pairPlayers(t.app, ['Ladies']);
    await registerAll(t.app, league.id, [ann!.player.id]);
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    expect((await publish(t.app, t.admin.cookie, league.id, { [division.id]: [ann!.player.id] })).statusCode).toBe(200);
    expectError(await update(league.id, 'Doubles'), 400, PAIRS_WITH_PLACEMENTS);
    expect((await findLeagueById(t.app.db, league.id))?.leagueType).toBe('Singles');

    // Unplaced but still on a saved draft: the draft would place a lone player in a division of pairs.
    const unplace = await publish(t.app, t.admin.cookie, league.id, {}, { confirm_removals: true });
    expect(unplace.statusCode).toBe(200);
    await t.app.db
      .insert(divisionAssignmentDrafts)
      .values({ leagueId: league.id, playerId: ann!.player.id, divisionId: division.id });
    expectError(await update(league.id, 'Doubles'), 400, PAIRS_WITH_PLACEMENTS);

    await t.app.db.delete(divisionAssignmentDrafts).where(eq(divisionAssignmentDrafts.leagueId, league.id));
    expect((await update(league.id, 'Doubles')).statusCode).toBe(200);
    // A registered player stays, now an entry still looking for a partner.
    expect(await countEntries(t.app.db, league.id)).toBe(1);
  });
});
