import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  LEAGUE_INVITE_MESSAGES,
  joinLeagueResponse,
  leagueInviteLinkDto,
  leagueInviteLinksResponse,
  leagueInvitePreviewDto,
} from '@courtside/shared/schemas/league-invites';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { createUserResponse } from '@courtside/shared/schemas/users';
import { insertPlayer, updatePlayer } from '../db/queries/players';
import { leagueInviteLinks, leagues, registrations } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { postLeague, quickPlayers, signedInAs, stepTo, useAppWithAdmin } from '../test/league-fixtures';
import { inviteLink, privateLeague, privateLeagueBody } from '../test/private-league-fixtures';
import { createTestApp, injectAs, sessionCookieOf, signedInUser, TEST_PASSWORD, uniqueEmail } from '../test/test-app';
import { pinClockInsideThrottleWindow } from '../test/throttle-window';
import { retryMessage } from '../lib/rate-limit';
import { NOT_LEAGUE_MANAGER } from './league-access';
import { LINK_NOT_FOUND, TOO_MANY_LINKS } from './league-invites';

const t = useAppWithAdmin({ withStranger: true });
const call = (cookie: string | undefined, method: 'GET' | 'POST', path: string, payload?: object) =>
  injectAs(t.app, cookie, {
    method,
    url: `/api/1.0/league-invites/${path}`,
    ...(payload ? { payload } : {}),
  });
const join = (cookie: string, token: string) => call(cookie, 'POST', 'join', { token });
const preview = (cookie: string | undefined, token: string) => call(cookie, 'GET', `preview?token=${token}`);
const signUp = (payload: object) =>
  injectAs(t.app, undefined, { method: 'POST', url: '/api/1.0/users/create', payload });

const storedLink = async (id: number) =>
  (await t.app.db.select().from(leagueInviteLinks).where(eq(leagueInviteLinks.id, id)))[0]!;
const registeredIds = async (leagueId: number) =>
  (await t.app.db.select().from(registrations).where(eq(registrations.leagueId, leagueId))).map((row) => row.playerId);

/** A private league open for registration, with one friend in it besides its organizer. */
async function openLeague(overrides: Record<string, unknown> = {}) {
  const made = await privateLeague(t.app, overrides);
  await stepTo(t.app, made.organizer.cookie, made.league.id, 'registration_open');
  const [friend] = await quickPlayers(t.app, 1);
  const member = { ...friend!, ...(await signedInAs(t.app, friend!.email)) };
  return { ...made, member };
}

describe('making, listing and turning off links', () => {
  it('lets the organizer and admins make links, listed newest first with their page', async () => {
    const { organizer, league } = await privateLeague(t.app);
    const first = await inviteLink(t.app, organizer.cookie, league.id, 3);
    expect(first).toMatchObject({ league_id: league.id, max_uses: 3, use_count: 0, revoked_at: null });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.path).toBe(`/leagues/join/${first.token}`);
    const second = await inviteLink(t.app, t.admin.cookie, league.id);
    expect(second.max_uses).toBeNull();
    const listed = expectContract(
      await call(organizer.cookie, 'GET', `list?league_id=${league.id}`),
      200,
      leagueInviteLinksResponse,
    );
    expect(listed.map((link) => link.id)).toEqual([second.id, first.id]);
  });

  it('refuses players of the league (403), outsiders (404), club leagues, finished leagues and too many links', async () => {
    const { organizer, league, member } = await openLeague();
    await t.app.db.insert(registrations).values({ playerId: member.player.id, leagueId: league.id });
    const body = { league_id: league.id };
    expectError(await call(member.cookie, 'POST', 'create', body), 403, NOT_LEAGUE_MANAGER);
    expectError(await call(member.cookie, 'GET', `list?league_id=${league.id}`), 403, NOT_LEAGUE_MANAGER);
    expectError(await call(t.stranger.cookie, 'POST', 'create', body), 404, 'League not found.');
    expectError(await call(t.stranger.cookie, 'GET', `list?league_id=${league.id}`), 404, 'League not found.');
    expectError(
      await call(organizer.cookie, 'POST', 'create', { ...body, max_uses: 0 }),
      400,
      'Uses must be at least 1.',
    );

    const club = await postLeague(t.app, t.admin.cookie);
    expectError(
      await call(t.admin.cookie, 'POST', 'create', { league_id: club.id }),
      400,
      LEAGUE_INVITE_MESSAGES.notPrivate,
    );

    for (let i = 0; i < 20; i++) await inviteLink(t.app, organizer.cookie, league.id);
    expectError(await call(organizer.cookie, 'POST', 'create', body), 409, TOO_MANY_LINKS);

    await stepTo(t.app, organizer.cookie, league.id, 'registration_closed');
    expect(
      (
        await injectAs(t.app, organizer.cookie, {
          method: 'PATCH',
          url: '/api/1.0/leagues/updateState',
          payload: { league_id: league.id, state: 'canceled' },
        })
      ).statusCode,
    ).toBe(200);
    const other = await privateLeague(t.app);
    await t.app.db
      .update(leagueInviteLinks)
      .set({ revokedAt: new Date() })
      .where(eq(leagueInviteLinks.leagueId, league.id));
    expectError(
      await call(organizer.cookie, 'POST', 'create', body),
      409,
      'This league is canceled and can no longer be changed.',
    );
    expect((await call(other.organizer.cookie, 'POST', 'create', { league_id: other.league.id })).statusCode).toBe(201);
  });

  it('turns a link off once; a second time changes nothing; others hear of no such link', async () => {
    const { organizer, league, member } = await openLeague();
    await t.app.db.insert(registrations).values({ playerId: member.player.id, leagueId: league.id });
    const link = await inviteLink(t.app, organizer.cookie, league.id);
    expectError(await call(member.cookie, 'POST', 'revoke', { id: link.id }), 404, LINK_NOT_FOUND);
    expectError(await call(t.stranger.cookie, 'POST', 'revoke', { id: link.id }), 404, LINK_NOT_FOUND);
    expectError(await call(organizer.cookie, 'POST', 'revoke', { id: link.id + 10_000 }), 404, LINK_NOT_FOUND);
    expect((await storedLink(link.id)).revokedAt).toBeNull();

    const revoked = expectContract(
      await call(organizer.cookie, 'POST', 'revoke', { id: link.id }),
      200,
      leagueInviteLinkDto,
    );
    expect(revoked.revoked_at).not.toBeNull();
    const again = expectContract(
      await call(t.admin.cookie, 'POST', 'revoke', { id: link.id }),
      200,
      leagueInviteLinkDto,
    );
    expect(again.revoked_at).toBe(revoked.revoked_at);
  });
});

describe('GET league-invites/preview', () => {
  it('tells a visitor and a member what the link invites to', async () => {
    const { organizer, league, member } = await openLeague({ max_registrations: 8 });
    const link = await inviteLink(t.app, organizer.cookie, league.id);
    const seen = expectContract(await preview(undefined, link.token), 200, leagueInvitePreviewDto);
    expect(seen).toEqual({
      league: {
        id: league.id,
        name: 'Friday Friends',
        season: 'Spring 2026',
        league_type: 'Singles',
        league_status: 'registration_open',
        organizer_name: 'Pat Tester',
        registration_count: 1,
        max_registrations: 8,
      },
      link_state: 'usable',
      viewer_is_member: null,
    });
    expect(expectContract(await preview(member.cookie, link.token), 200, leagueInvitePreviewDto).viewer_is_member).toBe(
      false,
    );
    expect(
      expectContract(await preview(organizer.cookie, link.token), 200, leagueInvitePreviewDto).viewer_is_member,
    ).toBe(true);
    await call(organizer.cookie, 'POST', 'revoke', { id: link.id });
    expect(expectContract(await preview(undefined, link.token), 200, leagueInvitePreviewDto).link_state).toBe(
      'revoked',
    );
    expectError(await preview(undefined, 'not-a-real-token-at-all'), 404, LEAGUE_INVITE_MESSAGES.invalid);
  });

  it('is throttled per address: unknown tokens count, real ones do not', async () => {
    const limited = await createTestApp({ authThrottle: { failedLinkChecksPerAddress: 2 } });
    pinClockInsideThrottleWindow();
    try {
      const organizer = await signedInUser(limited.app);
      const league = expectContract(
        await injectAs(limited.app, organizer.cookie, {
          method: 'POST',
          url: '/api/1.0/leagues/createPrivate',
          payload: privateLeagueBody(),
        }),
        201,
        leagueDto,
      );
      const link = await inviteLink(limited.app, organizer.cookie, league.id);
      const ask = (token: string, remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: `/api/1.0/league-invites/preview?token=${token}`, remoteAddress });
      for (let i = 0; i < 4; i++) expect((await ask(link.token, '198.51.100.7')).statusCode).toBe(200);
      expectError(await ask('guessed-token-1', '198.51.100.7'), 404, LEAGUE_INVITE_MESSAGES.invalid);
      expectError(await ask('guessed-token-2', '198.51.100.7'), 404, LEAGUE_INVITE_MESSAGES.invalid);
      const refused = await ask(link.token, '198.51.100.7');
      expectError(refused, 429, retryMessage(Number(refused.headers['retry-after'])));
      expect((await ask(link.token, '198.51.100.8')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});

describe('POST league-invites/join', () => {
  it("registers the caller's primary player and counts one use", async () => {
    const { organizer, league, member } = await openLeague();
    const link = await inviteLink(t.app, organizer.cookie, league.id, 2);
    expectError(
      await injectAs(t.app, member.cookie, { method: 'GET', url: `/api/1.0/leagues/get?league_id=${league.id}` }),
      404,
      'League not found.',
    );
    const joined = expectContract(await join(member.cookie, link.token), 201, joinLeagueResponse);
    expect(joined).toEqual({ league_id: league.id, player_id: member.player.id });
    expect((await storedLink(link.id)).useCount).toBe(1);
    expect(await registeredIds(league.id)).toContain(member.player.id);
    // Now a player of it, they see it.
    expectContract(
      await injectAs(t.app, member.cookie, { method: 'GET', url: `/api/1.0/leagues/get?league_id=${league.id}` }),
      200,
      leagueDto,
    );
  });

  it('refuses with a clear message and changes nothing: unknown, revoked, used up, already in, not open, full, no profile', async () => {
    const { organizer, league, member } = await openLeague({ max_registrations: 3 });
    const oneUse = await inviteLink(t.app, organizer.cookie, league.id, 1);
    const open = await inviteLink(t.app, organizer.cookie, league.id);
    const revoked = await inviteLink(t.app, organizer.cookie, league.id);
    await call(organizer.cookie, 'POST', 'revoke', { id: revoked.id });

    expectError(await join(member.cookie, 'not-a-real-token-at-all'), 404, LEAGUE_INVITE_MESSAGES.invalid);
    expectError(await join(member.cookie, revoked.token), 409, LEAGUE_INVITE_MESSAGES.revoked);
    expectError(await join(organizer.cookie, open.token), 409, LEAGUE_INVITE_MESSAGES.alreadyMember);

    const [first, second, third] = await quickPlayers(t.app, 3);
    expect((await join((await signedInAs(t.app, first!.email)).cookie, oneUse.token)).statusCode).toBe(201);
    const secondCookie = (await signedInAs(t.app, second!.email)).cookie;
    expectError(await join(secondCookie, oneUse.token), 409, LEAGUE_INVITE_MESSAGES.usedUp);

    await updatePlayer(t.app.db, member.player.id, { gender: null });
    expectError(await join(member.cookie, open.token), 400, 'Please complete your player profile first.');

    expect((await join(secondCookie, open.token)).statusCode).toBe(201);
    // Three places, three players: the league is full.
    expectError(await join((await signedInAs(t.app, third!.email)).cookie, open.token), 409, 'This league is full.');
    expect((await storedLink(open.id)).useCount).toBe(1);

    await stepTo(t.app, organizer.cookie, league.id, 'registration_closed');
    await updatePlayer(t.app.db, member.player.id, { gender: 'Mens' });
    expectError(await join(member.cookie, open.token), 409, 'This league is not open for registration.');
    expect((await storedLink(open.id)).useCount).toBe(1);
    expect(await registeredIds(league.id)).not.toContain(member.player.id);
  });
});

describe('signing up through a link', () => {
  const account = (token: string) => ({
    email: uniqueEmail('friend'),
    password: TEST_PASSWORD,
    league_invite_token: token,
  });

  it('creates the account, counts the use at once, and the join after the profile does not count it again', async () => {
    const { organizer, league } = await openLeague();
    const link = await inviteLink(t.app, organizer.cookie, league.id, 1);
    const response = await signUp(account(link.token));
    const created = expectContract(response, 201, createUserResponse);
    expect(created.user.user_type).toBe('player');
    expect((await storedLink(link.id)).useCount).toBe(1);

    // The one use is theirs: a second account cannot sign up through this link.
    expectError(await signUp(account(link.token)), 400, LEAGUE_INVITE_MESSAGES.usedUp);

    const cookie = sessionCookieOf(response);
    // Right after sign-up the profile is empty; the page asks for it, then joins.
    expectError(await join(cookie, link.token), 400, 'Please complete your player profile first.');
    const player = await insertPlayer(t.app.db, {
      userId: created.id,
      primaryPlayer: true,
      firstName: 'New',
      lastName: 'Friend',
      rating: 3,
      gender: 'Ladies',
    });
    expect(expectContract(await join(cookie, link.token), 201, joinLeagueResponse).player_id).toBe(player.id);
    expect((await storedLink(link.id)).useCount).toBe(1);
  });

  it('refuses a revoked link, an unknown one and a club league, creating no account', async () => {
    const { organizer, league } = await openLeague();
    const link = await inviteLink(t.app, organizer.cookie, league.id);
    await call(organizer.cookie, 'POST', 'revoke', { id: link.id });
    const refusedRevoked = account(link.token);
    expectError(await signUp(refusedRevoked), 400, LEAGUE_INVITE_MESSAGES.revoked);
    expectError(await signUp(account('not-a-real-token-at-all')), 400, LEAGUE_INVITE_MESSAGES.invalid);
    // A league made public since is joined from Register, not through a link.
    const other = await inviteLink(t.app, organizer.cookie, league.id);
    await t.app.db.update(leagues).set({ publicVisible: true }).where(eq(leagues.id, league.id));
    expectError(await signUp(account(other.token)), 400, LEAGUE_INVITE_MESSAGES.invalid);
    expect((await storedLink(link.id)).useCount).toBe(0);
    expect((await storedLink(other.id)).useCount).toBe(0);
    const signIn = await injectAs(t.app, undefined, {
      method: 'POST',
      url: '/api/1.0/users/verify',
      payload: { email: refusedRevoked.email, password: TEST_PASSWORD, rememberMe: false },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
