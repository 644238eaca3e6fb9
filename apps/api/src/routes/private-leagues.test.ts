import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { divisionsListResponse } from '@courtside/shared/schemas/divisions';
import { leagueDto, leaguesListResponse, myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import { leaguePlayersResponse } from '@courtside/shared/schemas/registrations';
import { matchDto } from '@courtside/shared/schemas/matches';
import { insertPlayer, updatePlayer } from '../db/queries/players';
import { insertUser } from '../db/queries/users';
import { divisions, leagues, matches, registrations } from '../db/schema';
import { NOT_ADMIN_MESSAGE, expectContract, expectError } from '../test/assertions';
import { HOME_WINS, AWAY_WINS } from '../test/match-fixtures';
import { postLeague, stepTo, useAppWithAdmin } from '../test/league-fixtures';
import {
  createPrivate,
  privateLeague,
  privateLeagueBody,
  privateLeagueUnderWay,
} from '../test/private-league-fixtures';
import { areaCaller, injectAs, signIn, signedInUser, uniqueEmail } from '../test/test-app';
import { testPasswordHash } from '../test/test-password-hash';
import { NOT_LEAGUE_MANAGER } from './league-access';
import { TOO_MANY_PRIVATE_LEAGUES } from './private-leagues';

const t = useAppWithAdmin({ withStranger: true });
const leaguesApi = areaCaller(() => t.app, 'leagues');
const get = (cookie: string, url: string) => injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/${url}` });
const send = (cookie: string, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  injectAs(t.app, cookie, { method, url: `/api/1.0/${url}`, payload });

const leaguesOrganizedBy = (userId: number) =>
  t.app.db.select().from(leagues).where(eq(leagues.organizerUserId, userId));

describe('POST leagues/createPrivate', () => {
  it('makes a private draft league run by the caller, with one division and the caller registered', async () => {
    const { organizer, league, division } = await privateLeague(t.app);
    expect(league).toMatchObject({
      name: 'Friday Friends',
      league_status: 'draft',
      public_visible: false,
      organizer_user_id: organizer.user.id,
      organizer_name: 'Pat Tester',
      registration_count: 1,
      scoring_format: 'best_of_three',
    });
    // The organizer's rating is 3.5; the league names no gender.
    expect(division).toMatchObject({ division_name: 'Division 1', rank_level: 3.5, gender: 'coed' });
    const rows = await t.app.db.select().from(registrations).where(eq(registrations.leagueId, league.id));
    expect(rows.map((row) => row.playerId)).toEqual([organizer.player.id]);
  });

  it("sets the division's level from the organizer's rating and its gender from the league's", async () => {
    const organizer = await signedInUser(t.app);
    await updatePlayer(t.app.db, organizer.player.id, { rating: 5.5 });
    const league = expectContract(
      await createPrivate(t.app, organizer.cookie, { gender: 'female', organizer_plays: false }),
      201,
      leagueDto,
    );
    expect(league.registration_count).toBe(0);
    const [division] = expectContract(
      await get(organizer.cookie, `divisions/byLeague?league_id=${league.id}`),
      200,
      divisionsListResponse,
    );
    expect(division).toMatchObject({ rank_level: 5.5, gender: 'female' });
  });

  it('ignores public_visible: a player never makes a public league', async () => {
    const organizer = await signedInUser(t.app);
    const league = expectContract(
      await createPrivate(t.app, organizer.cookie, { public_visible: true }),
      201,
      leagueDto,
    );
    expect(league.public_visible).toBe(false);
  });

  it('refuses an organizer who plays without a complete profile, creating nothing', async () => {
    const organizer = await signedInUser(t.app);
    await updatePlayer(t.app.db, organizer.player.id, { rating: null });
    expectError(await createPrivate(t.app, organizer.cookie), 400, 'Please complete your player profile first.');
    // No player at all is the same refusal.
    const bare = await insertUser(t.app.db, {
      email: uniqueEmail('bare'),
      passwordHash: await testPasswordHash('correct horse battery'),
    });
    const bareCookie = await signIn(t.app, bare.email);
    expectError(await createPrivate(t.app, bareCookie), 400, 'Please complete your player profile first.');
    expect(await leaguesOrganizedBy(organizer.user.id)).toEqual([]);
    expect(await leaguesOrganizedBy(bare.id)).toEqual([]);
    // Organizing without playing needs no profile.
    expect((await createPrivate(t.app, bareCookie, { organizer_plays: false })).statusCode).toBe(201);
  });

  it('refuses bad fields and anonymous callers', async () => {
    const organizer = await signedInUser(t.app);
    expectError(await createPrivate(t.app, organizer.cookie, { name: '' }), 400, 'League name is required');
    expectError(
      await injectAs(t.app, undefined, {
        method: 'POST',
        url: '/api/1.0/leagues/createPrivate',
        payload: privateLeagueBody(),
      }),
      401,
      'You are not authorized to perform this action.',
    );
    expect(await leaguesOrganizedBy(organizer.user.id)).toEqual([]);
  });

  it('allows five unfinished private leagues per organizer; a canceled one frees a place', async () => {
    const organizer = await signedInUser(t.app);
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(expectContract(await createPrivate(t.app, organizer.cookie, { name: `League ${i}` }), 201, leagueDto));
    }
    expectError(await createPrivate(t.app, organizer.cookie, { name: 'Sixth' }), 409, TOO_MANY_PRIVATE_LEAGUES);
    expect(await leaguesOrganizedBy(organizer.user.id)).toHaveLength(5);
    expectContract(
      await send(organizer.cookie, 'PATCH', 'leagues/updateState', { league_id: made[0]!.id, state: 'canceled' }),
      200,
      leagueDto,
    );
    expect((await createPrivate(t.app, organizer.cookie, { name: 'Sixth' })).statusCode).toBe(201);
  });
});

describe('who sees a private league', () => {
  it('keeps it out of Register and answers 404 to outsiders, even with registration open', async () => {
    const { organizer, league } = await privateLeague(t.app);
    await stepTo(t.app, organizer.cookie, league.id, 'registration_open');
    const outsiderList = expectContract(await leaguesApi(t.stranger, 'GET', 'all'), 200, leaguesListResponse);
    expect(outsiderList.map((entry) => entry.id)).not.toContain(league.id);
    expectError(await leaguesApi(t.stranger, 'GET', `get?league_id=${league.id}`), 404, 'League not found.');

    const organizerList = expectContract(await leaguesApi(organizer, 'GET', 'all'), 200, leaguesListResponse);
    expect(organizerList.find((entry) => entry.id === league.id)).toMatchObject({ organizer_name: 'Pat Tester' });
    // Club admins see it, marked private and with its organizer.
    const adminList = expectContract(await leaguesApi(t.admin, 'GET', 'all'), 200, leaguesListResponse);
    expect(adminList.find((entry) => entry.id === league.id)).toMatchObject({
      public_visible: false,
      organizer_user_id: organizer.user.id,
    });
  });

  it("counts a league one runs among one's leagues, played in or not", async () => {
    const organizer = await signedInUser(t.app);
    const league = expectContract(
      await createPrivate(t.app, organizer.cookie, { organizer_plays: false }),
      201,
      leagueDto,
    );
    const mine = expectContract(await leaguesApi(organizer, 'GET', 'myLeagues'), 200, myLeaguesResponse);
    expect(mine).toEqual([{ league_id: league.id, league_name: 'Friday Friends', league_status: 'draft' }]);
    expect(
      expectContract(await leaguesApi(t.stranger, 'GET', 'myLeagues'), 200, myLeaguesResponse).map((e) => e.league_id),
    ).not.toContain(league.id);
  });

  it('shows its players to its organizer even when the organizer does not play', async () => {
    const organizer = await signedInUser(t.app);
    const league = expectContract(
      await createPrivate(t.app, organizer.cookie, { organizer_plays: false }),
      201,
      leagueDto,
    );
    expectContract(
      await get(organizer.cookie, `registrations/getPlayersByLeague?league_id=${league.id}`),
      200,
      leaguePlayersResponse,
    );
  });
});

describe('an organizer runs their league, and nothing else', () => {
  it('opens registration, places players, publishes, starts, rules on a dispute and cancels', async () => {
    const { organizer, league, division, members } = await privateLeagueUnderWay(t.app, { friends: 2 });
    const current = expectContract(await get(organizer.cookie, `leagues/get?league_id=${league.id}`), 200, leagueDto);
    expect(current.league_status).toBe('active');
    const rows = await t.app.db.select().from(matches).where(eq(matches.divisionId, division.id));
    expect(rows).toHaveLength(3);

    // Two friends disagree about their score; the organizer rules.
    const [home, away] = members as [(typeof members)[number], (typeof members)[number]];
    const match = rows.find(
      (row) =>
        (row.homePlayerId === home.player.id && row.awayPlayerId === away.player.id) ||
        (row.homePlayerId === away.player.id && row.awayPlayerId === home.player.id),
    )!;
    const [submitter, opponent] = match.homePlayerId === home.player.id ? [home, away] : [away, home];
    expect(
      (
        await send(submitter.cookie, 'POST', `matches/submitScores?matchId=${match.id}`, {
          sets: HOME_WINS,
          status: 'normal',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await send(opponent.cookie, 'POST', 'matches/disputeScore', { match_id: match.id, reason: 'I won.' }))
        .statusCode,
    ).toBe(200);
    expectError(
      await send(submitter.cookie, 'POST', 'matches/resolveDispute', {
        match_id: match.id,
        sets: AWAY_WINS,
        status: 'normal',
      }),
      403,
      NOT_LEAGUE_MANAGER,
    );
    const ruled = expectContract(
      await send(organizer.cookie, 'POST', 'matches/resolveDispute', {
        match_id: match.id,
        sets: AWAY_WINS,
        status: 'normal',
      }),
      200,
      matchDto,
    );
    expect(ruled).toMatchObject({ score_confirmation: 'resolved', set_scores: AWAY_WINS });

    const canceled = expectContract(
      await send(organizer.cookie, 'PATCH', 'leagues/updateState', { league_id: league.id, state: 'canceled' }),
      200,
      leagueDto,
    );
    expect(canceled.league_status).toBe('canceled');
  });

  it('edits the league, which stays private, and adds divisions to it', async () => {
    const { organizer, league } = await privateLeague(t.app);
    const edited = expectContract(
      await send(organizer.cookie, 'PUT', 'leagues/update', {
        id: league.id,
        ...privateLeagueBody({ name: 'Saturday Friends', public_visible: true }),
      }),
      200,
      leagueDto,
    );
    expect(edited).toMatchObject({ name: 'Saturday Friends', public_visible: false });
    expect(
      (
        await send(organizer.cookie, 'POST', 'divisions/create', {
          league_id: league.id,
          division_name: 'Division 2',
          rank_level: 4,
          gender: 'coed',
        })
      ).statusCode,
    ).toBe(201);
    expect(await t.app.db.select().from(divisions).where(eq(divisions.leagueId, league.id))).toHaveLength(2);
  });

  it("is refused the club's own areas and other leagues", async () => {
    const { organizer } = await privateLeague(t.app);
    for (const url of ['users/all', 'invite-codes/all', 'players/all', 'feedback/all', 'admin/needsAttention']) {
      expectError(await get(organizer.cookie, url), 403, NOT_ADMIN_MESSAGE);
    }
    expectError(await send(organizer.cookie, 'POST', 'leagues/post', privateLeagueBody()), 403, NOT_ADMIN_MESSAGE);
    // A club league they can see is the admins' to run; someone else's private league they cannot see at all.
    const club = await postLeague(t.app, t.admin.cookie);
    await stepTo(t.app, t.admin.cookie, club.id, 'registration_open');
    expectError(
      await send(organizer.cookie, 'PATCH', 'leagues/updateState', {
        league_id: club.id,
        state: 'registration_closed',
      }),
      403,
      NOT_ADMIN_MESSAGE,
    );
    const other = await privateLeague(t.app);
    expectError(
      await send(organizer.cookie, 'PATCH', 'leagues/updateState', {
        league_id: other.league.id,
        state: 'registration_open',
      }),
      404,
      'League not found.',
    );
  });

  it('lets a club admin step in on a private league', async () => {
    const { league } = await privateLeague(t.app);
    expectContract(
      await send(t.admin.cookie, 'PATCH', 'leagues/updateState', { league_id: league.id, state: 'registration_open' }),
      200,
      leagueDto,
    );
  });

  it("lets the organizer enter their own league late, as an admin's late entry", async () => {
    const organizer = await signedInUser(t.app);
    const league = expectContract(
      await createPrivate(t.app, organizer.cookie, { organizer_plays: false }),
      201,
      leagueDto,
    );
    const other = await insertPlayer(t.app.db, {
      userId: (await signedInUser(t.app)).user.id,
      firstName: 'Someone',
      lastName: 'Else',
    });
    expectError(
      await send(organizer.cookie, 'POST', 'registrations/registerPlayer', {
        player_id: other.id,
        league_id: league.id,
      }),
      403,
      'You can only register your own primary player.',
    );
    expect(
      (
        await send(organizer.cookie, 'POST', 'registrations/registerPlayer', {
          player_id: organizer.player.id,
          league_id: league.id,
        })
      ).statusCode,
    ).toBe(201);
  });
});
