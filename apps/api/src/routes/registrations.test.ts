import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignmentsListResponse } from '@courtside/shared/schemas/divisions';
import { myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import { leaguePlayersResponse, registrationDto } from '@courtside/shared/schemas/registrations';
import { insertPlayer } from '../db/queries/players';
import { leagues, players, registrations } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  postDivision,
  postLeague,
  publish,
  quickPlayers,
  registerAll,
  signedInAs,
  stepTo,
  useAppWithAdmin,
} from '../test/league-fixtures';
import { injectAs, signedInUser } from '../test/test-app';

const t = useAppWithAdmin();

const register = (cookie: string | undefined, payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/1.0/registrations/registerPlayer', payload });
const registered = async (leagueId: number) =>
  t.app.db.select().from(registrations).where(eq(registrations.leagueId, leagueId));

async function openLeague(overrides: Record<string, unknown> = {}) {
  const league = await postLeague(t.app, t.admin.cookie, overrides);
  await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
  return league;
}

describe('POST registrations/registerPlayer', () => {
  it("registers the caller's own primary player in an open league; My Leagues then lists it", async () => {
    const caller = await signedInUser(t.app);
    const league = await openLeague({ name: 'Open Ladder' });
    const body = expectContract(
      await register(caller.cookie, { player_id: caller.player.id, league_id: league.id }),
      201,
      registrationDto,
    );
    expect(body).toMatchObject({ player_id: caller.player.id, league_id: league.id });
    expect(
      expectContract(
        await caller.request({ method: 'GET', url: '/api/1.0/leagues/myLeagues' }),
        200,
        myLeaguesResponse,
      ),
    ).toEqual([{ league_id: league.id, league_name: 'Open Ladder', league_status: 'registration_open' }]);
  });

  it('refuses a player whose profile lacks rating, gender or a name, as the register page does', async () => {
    const league = await openLeague();
    for (const missing of [{ rating: null }, { gender: null }, { firstName: ' ' }, { lastName: '' }]) {
      const caller = await signedInUser(t.app);
      await t.app.db.update(players).set(missing).where(eq(players.id, caller.player.id));
      expectError(
        await register(caller.cookie, { player_id: caller.player.id, league_id: league.id }),
        400,
        'Please complete your player profile first.',
      );
    }
    expect(await registered(league.id)).toEqual([]);
  });

  it("refuses someone else's player and a player who is not primary, changing nothing", async () => {
    const caller = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const second = await insertPlayer(t.app.db, {
      userId: caller.user.id,
      primaryPlayer: false,
      firstName: 'Alt',
      lastName: 'Ego',
    });
    const league = await openLeague();
    const message = 'You can only register your own primary player.';
    expectError(await register(caller.cookie, { player_id: other.player.id, league_id: league.id }), 403, message);
    expectError(await register(caller.cookie, { player_id: second.id, league_id: league.id }), 403, message);
    expect(await registered(league.id)).toEqual([]);
  });

  it.each(['registration_closed', 'pending_start', 'active', 'completed', 'canceled'] as const)(
    'refuses a league in %s',
    async (status) => {
      const caller = await signedInUser(t.app);
      const league = await postLeague(t.app, t.admin.cookie);
      await t.app.db.update(leagues).set({ leagueStatus: status }).where(eq(leagues.id, league.id));
      expectError(
        await register(caller.cookie, { player_id: caller.player.id, league_id: league.id }),
        409,
        'This league is not open for registration.',
      );
      expect(await registered(league.id)).toEqual([]);
    },
  );

  it('does not show a draft or hidden league to players at all', async () => {
    const caller = await signedInUser(t.app);
    const draft = await postLeague(t.app, t.admin.cookie);
    const hidden = await openLeague({ public_visible: false });
    for (const league of [draft, hidden]) {
      expectError(
        await register(caller.cookie, { player_id: caller.player.id, league_id: league.id }),
        404,
        'League not found.',
      );
    }
  });

  it('refuses a second registration of the same player', async () => {
    const caller = await signedInUser(t.app);
    const league = await openLeague();
    await register(caller.cookie, { player_id: caller.player.id, league_id: league.id });
    expectError(
      await register(caller.cookie, { player_id: caller.player.id, league_id: league.id }),
      409,
      'This player is already registered in this league.',
    );
    expect(await registered(league.id)).toHaveLength(1);
  });

  it('refuses a full league, and one with no places at all', async () => {
    const league = await openLeague({ max_registrations: 1 });
    const [first, second] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect((await register(first.cookie, { player_id: first.player.id, league_id: league.id })).statusCode).toBe(201);
    expectError(
      await register(second.cookie, { player_id: second.player.id, league_id: league.id }),
      409,
      'This league is full.',
    );
    const closed = await openLeague({ max_registrations: 0 });
    expectError(
      await register(second.cookie, { player_id: second.player.id, league_id: closed.id }),
      409,
      'This league is full.',
    );
  });

  it('refuses unknown players and leagues, missing fields and anonymous callers', async () => {
    const caller = await signedInUser(t.app);
    const league = await openLeague();
    expectError(
      await register(caller.cookie, { player_id: caller.player.id + 10_000, league_id: league.id }),
      404,
      'Player not found.',
    );
    expectError(
      await register(caller.cookie, { player_id: caller.player.id, league_id: league.id + 10_000 }),
      404,
      'League not found.',
    );
    expectError(await register(caller.cookie, {}), 400, 'Missing required parameters: player_id, league_id');
    expectError(
      await register(undefined, { player_id: caller.player.id, league_id: league.id }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
    expect(await registered(league.id)).toEqual([]);
  });

  it('lets an admin add any player to a league that has started (a late entry), never to a completed one', async () => {
    const [late] = await quickPlayers(t.app, 1);
    const started = await postLeague(t.app, t.admin.cookie);
    await t.app.db.update(leagues).set({ leagueStatus: 'active' }).where(eq(leagues.id, started.id));
    expect((await register(t.admin.cookie, { player_id: late!.player.id, league_id: started.id })).statusCode).toBe(
      201,
    );
    const done = await postLeague(t.app, t.admin.cookie);
    await t.app.db.update(leagues).set({ leagueStatus: 'completed' }).where(eq(leagues.id, done.id));
    expectError(
      await register(t.admin.cookie, { player_id: late!.player.id, league_id: done.id }),
      409,
      'This league is completed and can no longer be changed.',
    );
  });
});

describe('registration races', () => {
  it('of 20 players racing for the last place, exactly one gets it', async () => {
    const league = await openLeague({ max_registrations: 3 });
    const early = await quickPlayers(t.app, 2);
    await registerAll(
      t.app,
      league.id,
      early.map((m) => m.player.id),
    );
    const racers = await quickPlayers(t.app, 20);
    const callers = await Promise.all(racers.map((racer) => signedInAs(t.app, racer.email)));
    const responses = await Promise.all(
      callers.map((caller, index) =>
        register(caller.cookie, { player_id: racers[index]!.player.id, league_id: league.id }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expectError(response, 409, 'This league is full.');
    }
    expect(await registered(league.id)).toHaveLength(3);
  });

  it('a double-click registers once', async () => {
    const caller = await signedInUser(t.app);
    const league = await openLeague();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => register(caller.cookie, { player_id: caller.player.id, league_id: league.id })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await registered(league.id)).toHaveLength(1);
  });

  it('a registration racing Close Registration either lands before it or is refused', async () => {
    const league = await openLeague();
    const racers = await quickPlayers(t.app, 6);
    const callers = await Promise.all(racers.map((racer) => signedInAs(t.app, racer.email)));
    const [close, ...responses] = await Promise.all([
      injectAs(t.app, t.admin.cookie, {
        method: 'PATCH',
        url: '/api/1.0/leagues/updateState',
        payload: { league_id: league.id, state: 'registration_closed' },
      }),
      ...callers.map((caller, index) =>
        register(caller.cookie, { player_id: racers[index]!.player.id, league_id: league.id }),
      ),
    ]);
    expect(close!.statusCode).toBe(200);
    const accepted = responses.filter((r) => r.statusCode === 201).length;
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expectError(response, 409, 'This league is not open for registration.');
    }
    expect(await registered(league.id)).toHaveLength(accepted);
  });
});

describe('GET registrations/getPlayersByLeague', () => {
  it('lists the players with their division to admins and to players of the league, without contact details', async () => {
    const league = await openLeague();
    const members = await quickPlayers(t.app, 3);
    await registerAll(
      t.app,
      league.id,
      members.map((m) => m.player.id),
    );
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: [members[0]!.player.id] });
    const member = await signedInAs(t.app, members[1]!.email);
    for (const cookie of [t.admin.cookie, member.cookie]) {
      const response = await injectAs(t.app, cookie, {
        method: 'GET',
        url: `/api/1.0/registrations/getPlayersByLeague?league_id=${league.id}`,
      });
      const list = expectContract(response, 200, leaguePlayersResponse);
      expect(list.map((p) => [p.id, p.division_id])).toEqual([
        [members[0]!.player.id, division.id],
        [members[1]!.player.id, null],
        [members[2]!.player.id, null],
      ]);
      expect(response.body).not.toMatch(/phone|address|bio|birthdate/);
    }
  });

  it('refuses players outside the league, hides draft leagues, and refuses anonymous callers', async () => {
    const outsider = await signedInUser(t.app);
    const league = await openLeague();
    const url = `/api/1.0/registrations/getPlayersByLeague?league_id=${league.id}`;
    expectError(
      await outsider.request({ method: 'GET', url }),
      403,
      'Only admins and players of this league can see its players.',
    );
    const draft = await postLeague(t.app, t.admin.cookie);
    expectError(
      await outsider.request({ method: 'GET', url: `/api/1.0/registrations/getPlayersByLeague?league_id=${draft.id}` }),
      404,
      'League not found.',
    );
    expectError(await injectAs(t.app, undefined, { method: 'GET', url }), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('GET registrations/getAssignmentsByLeague', () => {
  it('is for admins only', async () => {
    const member = await signedInUser(t.app);
    const league = await openLeague();
    await register(member.cookie, { player_id: member.player.id, league_id: league.id });
    const url = `/api/1.0/registrations/getAssignmentsByLeague?league_id=${league.id}`;
    expect(
      expectContract(await injectAs(t.app, t.admin.cookie, { method: 'GET', url }), 200, assignmentsListResponse),
    ).toEqual([]);
    expectError(await member.request({ method: 'GET', url }), 403, NOT_ADMIN_MESSAGE);
    expectError(await injectAs(t.app, undefined, { method: 'GET', url }), 401, UNAUTHORIZED_MESSAGE);
    expectError(
      await injectAs(t.app, t.admin.cookie, {
        method: 'GET',
        url: `/api/1.0/registrations/getAssignmentsByLeague?league_id=${league.id + 10_000}`,
      }),
      404,
      'League not found.',
    );
  });
});
