import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { rosterResponse } from '@courtside/shared/schemas/divisions';
import {
  leagueDto,
  leaguesListResponse,
  myLeaguesResponse,
  type LeagueStatus,
} from '@courtside/shared/schemas/leagues';
import { regionDto } from '@courtside/shared/schemas/regions';
import { insertPlayer } from '../db/queries/players';
import { divisionAssignments, divisions, leagues, matchSetScores, matches, players, registrations } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  leagueBody,
  postDivision,
  postLeague,
  publish,
  quickPlayers,
  registerAll,
  signedInAs,
  stepTo,
  useAppWithAdmin,
} from '../test/league-fixtures';
import { createUser, injectAs, signedInUser } from '../test/test-app';

const t = useAppWithAdmin({ withStranger: true });

// myLeagues is about membership only, so its tests write leagues and registrations straight into the database.
async function insertLeague(name: string, leagueStatus: LeagueStatus) {
  const [row] = await t.app.db
    .insert(leagues)
    .values({
      name,
      leagueType: 'Singles',
      leagueStatus,
      season: 'Spring 2025',
      registrationStart: '2025-02-01',
      registrationEnd: '2025-02-28',
      playStart: '2025-03-15',
      playEnd: '2025-06-30',
      ageCategory: 'Adult',
    })
    .returning();
  return row!;
}

async function register(playerId: number, leagueId: number) {
  await t.app.db.insert(registrations).values({ playerId, leagueId });
}

const myLeagues = (caller: Awaited<ReturnType<typeof signedInUser>>) =>
  caller.request({ method: 'GET', url: '/api/1.0/leagues/myLeagues' });

describe('GET leagues/myLeagues', () => {
  it('is empty for a new user', async () => {
    const caller = await signedInUser(t.app);
    await insertLeague('Somebody else’s league', 'active');
    expect(expectContract(await myLeagues(caller), 200, myLeaguesResponse)).toEqual([]);
  });

  it("lists the leagues any of the user's players is registered in, once each, in league order", async () => {
    const caller = await signedInUser(t.app);
    const second = await insertPlayer(t.app.db, {
      userId: caller.user.id,
      primaryPlayer: false,
      firstName: 'Dbl',
      lastName: 'Partner',
    });
    const other = await createUser(t.app);
    const open = await insertLeague('Spring Singles', 'registration_open');
    const active = await insertLeague('Summer Ladder', 'active');
    const notMine = await insertLeague('Other Folks', 'completed');
    await register(caller.player.id, active.id);
    await register(caller.player.id, open.id);
    await register(second.id, active.id);
    await register(other.player.id, notMine.id);
    await register(other.player.id, active.id);

    const entries = expectContract(await myLeagues(caller), 200, myLeaguesResponse);
    expect(entries).toEqual([
      { league_id: open.id, league_name: 'Spring Singles', league_status: 'registration_open' },
      { league_id: active.id, league_name: 'Summer Ladder', league_status: 'active' },
    ]);
  });

  it('lists a league reached only through a non-primary player', async () => {
    const caller = await signedInUser(t.app);
    const extra = await insertPlayer(t.app.db, {
      userId: caller.user.id,
      primaryPlayer: false,
      firstName: 'Alt',
      lastName: 'Ego',
    });
    const league = await insertLeague('Doubles Night', 'in_progress');
    await register(extra.id, league.id);
    expect(expectContract(await myLeagues(caller), 200, myLeaguesResponse)).toEqual([
      { league_id: league.id, league_name: 'Doubles Night', league_status: 'in_progress' },
    ]);
  });

  it('refuses an anonymous caller', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/1.0/leagues/myLeagues' }), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('league administration', () => {
  const call = (
    caller: { cookie: string } | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    injectAs(t.app, caller?.cookie, {
      method,
      url: `/api/1.0/leagues/${url}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const stored = async (id: number) => (await t.app.db.select().from(leagues).where(eq(leagues.id, id)))[0];

  describe('POST leagues/post', () => {
    it('creates a draft league with every field of the League entity', async () => {
      const region = expectContract(
        await injectAs(t.app, t.admin.cookie, {
          method: 'POST',
          url: '/api/1.0/regions/post',
          payload: { city_area: 'Springfield', state: 'IL' },
        }),
        201,
        regionDto,
      );
      const body = leagueBody({
        name: '  Summer Doubles ',
        league_type: 'Doubles',
        rules: 'Best of three sets.\nNo-ad scoring.',
        entry_fee: 45.5,
        gender: 'coed',
        region_id: region.id,
        min_players_per_division: 4,
        max_players_per_division: 8,
        max_registrations: 40,
        public_visible: false,
        banner_url: 'https://example.test/banner.png',
      });
      const league = expectContract(await call(t.admin, 'POST', 'post', body), 201, leagueDto);
      expect(league).toMatchObject({
        name: 'Summer Doubles',
        league_type: 'Doubles',
        league_status: 'draft',
        rules: 'Best of three sets.\nNo-ad scoring.',
        entry_fee: 45.5,
        season: 'Spring 2026',
        registration_start: '2026-02-01',
        registration_end: '2026-02-28',
        play_start: '2026-03-15',
        play_end: '2026-06-30',
        age_category: 'Adult',
        gender: 'coed',
        region_id: region.id,
        region: { city_area: 'Springfield', state: 'IL' },
        min_players_per_division: 4,
        max_players_per_division: 8,
        max_registrations: 40,
        public_visible: false,
        banner_url: 'https://example.test/banner.png',
        registration_count: 0,
      });
      // Money is stored exactly, as numeric.
      const [raw] = await t.app.db
        .select({ fee: sql<string>`${leagues.entryFee}::text` })
        .from(leagues)
        .where(eq(leagues.id, league.id));
      expect(raw!.fee).toBe('45.50');
    });

    it('ignores a status sent with the body: a new league is always a draft', async () => {
      const league = expectContract(
        await call(t.admin, 'POST', 'post', leagueBody({ league_status: 'active' })),
        201,
        leagueDto,
      );
      expect(league.league_status).toBe('draft');
    });

    it.each([
      ['name', { name: undefined }, 'League name is required'],
      ['name', { name: '   ' }, 'League name is required'],
      ['league_type', { league_type: undefined }, 'League type is required'],
      ['league_type', { league_type: '' }, 'League type is required'],
      ['age_category', { age_category: null }, 'Age category is required'],
      ['season', { season: '' }, 'Season is required'],
      ['registration_start', { registration_start: undefined }, 'Registration start date is required'],
      ['registration_end', { registration_end: '' }, 'Registration end date is required'],
      ['play_start', { play_start: null }, 'Play start date is required'],
      ['play_end', { play_end: ' ' }, 'Play end date is required'],
      [
        'dates',
        { registration_start: '2026-02-28', registration_end: '2026-02-28' },
        'Registration end must be after registration start',
      ],
      ['dates', { play_start: '2026-02-27' }, 'Play start must be after registration end'],
      ['dates', { play_end: '2026-03-15' }, 'Play end must be after play start'],
      ['league_type', { league_type: 'Triples' }, 'League type must be one of Singles, Doubles, Mixed.'],
      [
        'registration_start',
        { registration_start: '2026-02-30' },
        'Registration start date must be a date in the form YYYY-MM-DD.',
      ],
      ['entry_fee', { entry_fee: -1 }, 'Entry fee must be at least 0.'],
      ['entry_fee', { entry_fee: 10.005 }, 'Entry fee must be in whole cents (step 0.01).'],
      ['max_registrations', { max_registrations: -1 }, 'Max registrations must be at least 0.'],
      ['min_players_per_division', { min_players_per_division: 1 }, 'Min players per division must be at least 2.'],
      ['max_players_per_division', { max_players_per_division: 1 }, 'Max players per division must be at least 2.'],
      ['gender', { gender: 'any' }, 'Gender must be one of male, female, coed.'],
      [
        'banner_url',
        { banner_url: 'javascript:alert(1)' },
        'Banner URL must be an http(s) address or a path starting with /.',
      ],
      [
        'name',
        { name: 'Spring\u202ESingles' },
        'League name cannot contain invisible or direction-changing characters.',
      ],
    ])('refuses a bad %s: %j', async (_field, overrides, message) => {
      const before = (await t.app.db.select().from(leagues)).length;
      expectError(await call(t.admin, 'POST', 'post', leagueBody(overrides)), 400, message);
      expect((await t.app.db.select().from(leagues)).length).toBe(before);
    });

    it('says every missing field of the form at once, in the form’s words', async () => {
      const response = await call(t.admin, 'POST', 'post', {});
      expect(response.statusCode).toBe(400);
      const message = response.json().error as string;
      for (const words of [
        'League name is required',
        'League type is required',
        'Age category is required',
        'Season is required',
        'Registration start date is required',
        'Registration end date is required',
        'Play start date is required',
        'Play end date is required',
      ]) {
        expect(message).toContain(words);
      }
    });

    it('refuses min players above max players, and an unknown region', async () => {
      expectError(
        await call(t.admin, 'POST', 'post', leagueBody({ min_players_per_division: 6, max_players_per_division: 4 })),
        400,
        'Max players per division must not be less than min players per division.',
      );
      expectError(await call(t.admin, 'POST', 'post', leagueBody({ region_id: 999_999 })), 400, 'Region not found.');
    });

    it('is for admins only', async () => {
      const before = (await t.app.db.select().from(leagues)).length;
      expectError(await call(t.stranger, 'POST', 'post', leagueBody()), 403, NOT_ADMIN_MESSAGE);
      expectError(await call(undefined, 'POST', 'post', leagueBody()), 401, UNAUTHORIZED_MESSAGE);
      expect((await t.app.db.select().from(leagues)).length).toBe(before);
    });
  });

  describe('GET leagues/all and leagues/get', () => {
    it('show admins every league, and players the public ones past draft plus their own', async () => {
      const draft = await postLeague(t.app, t.admin.cookie, { name: 'Draft' });
      const open = await postLeague(t.app, t.admin.cookie, { name: 'Open' });
      await stepTo(t.app, t.admin.cookie, open.id, 'registration_open');
      const hidden = await postLeague(t.app, t.admin.cookie, { name: 'Hidden', public_visible: false });
      await stepTo(t.app, t.admin.cookie, hidden.id, 'registration_open');
      const hiddenButMine = await postLeague(t.app, t.admin.cookie, { name: 'Invited', public_visible: false });
      await register(t.stranger.player.id, hiddenButMine.id);

      const adminIds = expectContract(await call(t.admin, 'GET', 'all'), 200, leaguesListResponse).map((l) => l.id);
      expect(adminIds).toEqual(expect.arrayContaining([draft.id, open.id, hidden.id, hiddenButMine.id]));
      const playerIds = expectContract(await call(t.stranger, 'GET', 'all'), 200, leaguesListResponse).map((l) => l.id);
      expect(playerIds).toContain(open.id);
      expect(playerIds).toContain(hiddenButMine.id);
      expect(playerIds).not.toContain(draft.id);
      expect(playerIds).not.toContain(hidden.id);

      expect(expectContract(await call(t.stranger, 'GET', `get?league_id=${open.id}`), 200, leagueDto).name).toBe(
        'Open',
      );
      expect(
        expectContract(await call(t.stranger, 'GET', `get?league_id=${hiddenButMine.id}`), 200, leagueDto)
          .registration_count,
      ).toBe(1);
      expectError(await call(t.stranger, 'GET', `get?league_id=${draft.id}`), 404, 'League not found.');
      expect(expectContract(await call(t.admin, 'GET', `get?league_id=${draft.id}`), 200, leagueDto).name).toBe(
        'Draft',
      );
      expectError(await call(t.admin, 'GET', 'get?league_id=999999'), 404, 'League not found.');
      expectError(await call(t.admin, 'GET', 'get'), 400, 'Missing required parameters: league_id');
      expectError(await call(undefined, 'GET', 'all'), 401, UNAUTHORIZED_MESSAGE);
      expectError(await call(undefined, 'GET', `get?league_id=${open.id}`), 401, UNAUTHORIZED_MESSAGE);
    });
  });

  describe('PUT leagues/update', () => {
    it('changes the fields and keeps the status', async () => {
      const league = await postLeague(t.app, t.admin.cookie);
      await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
      const updated = expectContract(
        await call(t.admin, 'PUT', 'update', {
          id: league.id,
          ...leagueBody({ name: 'Renamed', entry_fee: null, season: 'Fall 2026' }),
        }),
        200,
        leagueDto,
      );
      expect(updated).toMatchObject({
        id: league.id,
        name: 'Renamed',
        season: 'Fall 2026',
        league_status: 'registration_open',
      });
    });

    it('refuses bad fields, unknown leagues and non-admins, changing nothing', async () => {
      const league = await postLeague(t.app, t.admin.cookie, { name: 'Unchanged' });
      expectError(
        await call(t.admin, 'PUT', 'update', { id: league.id, ...leagueBody({ name: '' }) }),
        400,
        'League name is required',
      );
      expectError(
        await call(t.admin, 'PUT', 'update', { id: league.id, ...leagueBody({ play_end: '2026-03-01' }) }),
        400,
        'Play end must be after play start',
      );
      expectError(await call(t.admin, 'PUT', 'update', { id: 999_999, ...leagueBody() }), 404, 'League not found.');
      expectError(await call(t.admin, 'PUT', 'update', leagueBody()), 400, 'Missing required parameters: id');
      // A draft is hidden from players: not theirs to run, and not even confirmed to exist (ADR 075).
      expectError(
        await call(t.stranger, 'PUT', 'update', { id: league.id, ...leagueBody({ name: 'Mine' }) }),
        404,
        'League not found.',
      );
      expectError(
        await call(undefined, 'PUT', 'update', { id: league.id, ...leagueBody() }),
        401,
        UNAUTHORIZED_MESSAGE,
      );
      expect((await stored(league.id))!.name).toBe('Unchanged');
    });
  });

  describe('DELETE leagues/delete', () => {
    it('deletes a league with its divisions, registrations, placements and unplayed matches, leaving no orphans', async () => {
      const league = await postLeague(t.app, t.admin.cookie);
      const members = await quickPlayers(t.app, 3);
      await registerAll(
        t.app,
        league.id,
        members.map((m) => m.player.id),
      );
      const division = await postDivision(t.app, t.admin.cookie, league.id);
      await publish(t.app, t.admin.cookie, league.id, { [division.id]: members.map((m) => m.player.id) });
      await stepTo(t.app, t.admin.cookie, league.id, 'active');
      expect(await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id))).toHaveLength(3);

      expectContract(await call(t.admin, 'DELETE', `delete?league_id=${league.id}`), 200, successResponse);
      expect(await stored(league.id)).toBeUndefined();
      for (const table of [divisions, registrations, divisionAssignments, matches] as const) {
        expect(await t.app.db.select().from(table).where(eq(table.leagueId, league.id))).toEqual([]);
      }
      const [copy] = await t.app.db.select().from(players).where(eq(players.id, members[0]!.player.id));
      expect(copy!.divisionId).toBeNull();
    });

    it('refuses a league with a recorded score (cancel it instead), changing nothing', async () => {
      const league = await postLeague(t.app, t.admin.cookie);
      const members = await quickPlayers(t.app, 2);
      await registerAll(
        t.app,
        league.id,
        members.map((m) => m.player.id),
      );
      const division = await postDivision(t.app, t.admin.cookie, league.id);
      await publish(t.app, t.admin.cookie, league.id, { [division.id]: members.map((m) => m.player.id) });
      await stepTo(t.app, t.admin.cookie, league.id, 'active');
      const [match] = await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id));
      await t.app.db.insert(matchSetScores).values({ matchId: match!.id, setNumber: 1, homeGames: 3, awayGames: 2 });
      expectError(
        await call(t.admin, 'DELETE', `delete?league_id=${league.id}`),
        409,
        'This league has recorded scores and cannot be deleted. Cancel it instead.',
      );
      expect(await stored(league.id)).toBeDefined();
      expect(await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id))).toHaveLength(1);
    });

    it('refuses unknown leagues and non-admins', async () => {
      const league = await postLeague(t.app, t.admin.cookie);
      expectError(await call(t.admin, 'DELETE', 'delete?league_id=999999'), 404, 'League not found.');
      expectError(await call(t.stranger, 'DELETE', `delete?league_id=${league.id}`), 404, 'League not found.');
      await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
      // Once players see it, they hear it is the admins' to run.
      expectError(await call(t.stranger, 'DELETE', `delete?league_id=${league.id}`), 403, NOT_ADMIN_MESSAGE);
      expectError(await call(undefined, 'DELETE', `delete?league_id=${league.id}`), 401, UNAUTHORIZED_MESSAGE);
      expect(await stored(league.id)).toBeDefined();
    });
  });

  describe('GET leagues/unplayedOpponents', () => {
    it("lists the caller's division opponents without a completed match against them", async () => {
      const league = await postLeague(t.app, t.admin.cookie);
      const members = await quickPlayers(t.app, 4);
      const ids = members.map((m) => m.player.id);
      await registerAll(t.app, league.id, ids);
      const division = await postDivision(t.app, t.admin.cookie, league.id, { division_name: 'Blue' });
      await publish(t.app, t.admin.cookie, league.id, { [division.id]: ids });
      await stepTo(t.app, t.admin.cookie, league.id, 'active');
      const [me, played, scheduled, open] = ids as [number, number, number, number];
      const between = async (a: number, b: number) =>
        (await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id))).find(
          (m) => (m.homePlayerId === a && m.awayPlayerId === b) || (m.homePlayerId === b && m.awayPlayerId === a),
        )!;
      await t.app.db
        .update(matches)
        .set({ status: 'normal', submittedByPlayerId: me, scoreConfirmation: 'pending' })
        .where(eq(matches.id, (await between(me, played)).id));
      await t.app.db
        .update(matches)
        .set({ status: 'scheduled', matchDatetime: new Date('2026-04-01T17:00:00Z') })
        .where(eq(matches.id, (await between(me, scheduled)).id));

      const caller = await signedInAs(t.app, members[0]!.email);
      const opponents = expectContract(
        await caller.request({ method: 'GET', url: `/api/1.0/leagues/unplayedOpponents?league_id=${league.id}` }),
        200,
        rosterResponse,
      );
      expect(opponents.map((o) => o.id).sort()).toEqual([scheduled, open].sort());
      expect(opponents[0]).toMatchObject({ division_name: 'Blue', rating: 3.5 });
    });

    it('is empty before placement, and refused to non-members and anonymous callers', async () => {
      const league = await postLeague(t.app, t.admin.cookie);
      await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
      const [member] = await quickPlayers(t.app, 1);
      await registerAll(t.app, league.id, [member!.player.id]);
      const caller = await signedInAs(t.app, member!.email);
      const url = `/api/1.0/leagues/unplayedOpponents?league_id=${league.id}`;
      expect(expectContract(await caller.request({ method: 'GET', url }), 200, rosterResponse)).toEqual([]);
      expectError(await t.stranger.request({ method: 'GET', url }), 404, 'You are not registered in this league.');
      expectError(await t.app.inject({ method: 'GET', url }), 401, UNAUTHORIZED_MESSAGE);
    });
  });
});

describe('OpenAPI', () => {
  it('documents every league administration path under its area tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const expected: [string, string, string][] = [
      ['get', 'leagues/all', 'leagues'],
      ['post', 'leagues/post', 'leagues'],
      ['get', 'leagues/get', 'leagues'],
      ['put', 'leagues/update', 'leagues'],
      ['delete', 'leagues/delete', 'leagues'],
      ['get', 'leagues/myLeagues', 'leagues'],
      ['patch', 'leagues/updateState', 'leagues'],
      ['post', 'leagues/publish', 'leagues'],
      ['get', 'leagues/unplayedOpponents', 'leagues'],
      ['post', 'leagues/createPrivate', 'leagues'],
      ['get', 'league-invites/list', 'league-invites'],
      ['post', 'league-invites/create', 'league-invites'],
      ['post', 'league-invites/revoke', 'league-invites'],
      ['get', 'league-invites/preview', 'league-invites'],
      ['post', 'league-invites/join', 'league-invites'],
      ['get', 'regions/all', 'regions'],
      ['get', 'regions/get', 'regions'],
      ['post', 'regions/post', 'regions'],
      ['put', 'regions/put', 'regions'],
      ['delete', 'regions/delete', 'regions'],
      ['get', 'locations/all', 'locations'],
      ['post', 'locations/post', 'locations'],
      ['put', 'locations/update', 'locations'],
      ['delete', 'locations/delete', 'locations'],
      ['get', 'divisions/byLeague', 'divisions'],
      ['get', 'divisions/getByLeague', 'divisions'],
      ['post', 'divisions/create', 'divisions'],
      ['put', 'divisions/update', 'divisions'],
      ['delete', 'divisions/delete', 'divisions'],
      ['post', 'divisions/saveDraftAssignments', 'divisions'],
      ['post', 'divisions/publishAssignments', 'divisions'],
      ['get', 'divisions/getMyDivision', 'divisions'],
      ['post', 'registrations/registerPlayer', 'registrations'],
      ['get', 'registrations/getPlayersByLeague', 'registrations'],
      ['get', 'registrations/getAssignmentsByLeague', 'registrations'],
    ];
    for (const [method, path, tag] of expected) {
      expect(paths[`/api/1.0/${path}`]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
    }
  });
});
