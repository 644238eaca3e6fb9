import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { getNextLeagueStep } from '@courtside/shared/league/league-transitions';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import { leagueDto, type CreateLeagueRequest, type LeagueDto } from '@courtside/shared/schemas/leagues';
import { divisionDto, type DivisionDto } from '@courtside/shared/schemas/divisions';
import type { AppSettings } from '../app';
import { insertPlayer } from '../db/queries/players';
import { registerPlayer } from '../db/queries/registrations';
import { insertUser } from '../db/queries/users';
import { expectContract } from './assertions';
import {
  TEST_PASSWORD,
  createTestApp,
  injectAs,
  settledApp,
  signIn,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from './test-app';
import { testPasswordHash } from './test-password-hash';

/** A league body that passes every rule of the league form. */
export function leagueBody(overrides: Partial<Record<keyof CreateLeagueRequest | 'league_status', unknown>> = {}) {
  return {
    name: 'Spring Singles',
    league_type: 'Singles',
    age_category: 'Adult',
    season: 'Spring 2026',
    registration_start: '2026-02-01',
    registration_end: '2026-02-28',
    play_start: '2026-03-15',
    play_end: '2026-06-30',
    ...overrides,
  };
}

export async function postLeague(app: FastifyInstance, adminCookie: string, overrides = {}): Promise<LeagueDto> {
  const response = await injectAs(app, adminCookie, {
    method: 'POST',
    url: '/api/1.0/leagues/post',
    payload: leagueBody(overrides),
  });
  return expectContract(response, 201, leagueDto);
}

export async function postDivision(
  app: FastifyInstance,
  adminCookie: string,
  leagueId: number,
  overrides: Record<string, unknown> = {},
): Promise<DivisionDto> {
  const response = await injectAs(app, adminCookie, {
    method: 'POST',
    url: '/api/1.0/divisions/create',
    payload: {
      league_id: leagueId,
      division_name: `Division ${++counter}`,
      rank_level: 3.5,
      gender: 'coed',
      ...overrides,
    },
  });
  return expectContract(response, 201, divisionDto);
}

let counter = 0;

/**
 * Players made straight in the database (one password hash for all, so dozens cost nothing), each the primary
 * player of their own account; `signIn(app, email)` works for every one of them.
 */
export async function quickPlayers(app: FastifyInstance, count: number) {
  const passwordHash = await testPasswordHash(TEST_PASSWORD);
  const made = [];
  for (let i = 0; i < count; i++) {
    const email = uniqueEmail('member');
    const user = await insertUser(app.db, { email, passwordHash, userType: 'player' });
    const n = ++counter;
    const player = await insertPlayer(app.db, {
      userId: user.id,
      primaryPlayer: true,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      rating: 3.5,
      gender: n % 2 === 0 ? 'Mens' : 'Ladies',
    });
    made.push({ user, player, email });
  }
  return made;
}

/** Registers players with the same query the API uses, as an admin would (any status that is not read-only). */
export async function registerAll(app: FastifyInstance, leagueId: number, playerIds: readonly number[]) {
  for (const playerId of playerIds) {
    const result = await registerPlayer(app.db, {
      playerId,
      leagueId,
      openStatuses: [
        'draft',
        'registration_open',
        'registration_closed',
        'pending_start',
        'active',
        'in_progress',
        'playoffs',
      ],
    });
    expect(result.outcome).toBe('registered');
  }
}

/** Moves a league forward one step at a time through the API until it reaches `target`. */
export async function stepTo(app: FastifyInstance, adminCookie: string, leagueId: number, target: LeagueStatus) {
  for (;;) {
    const current = expectContract(
      await injectAs(app, adminCookie, { method: 'GET', url: `/api/1.0/leagues/get?league_id=${leagueId}` }),
      200,
      leagueDto,
    );
    if (current.league_status === target) return current;
    const step = getNextLeagueStep(current.league_status);
    if (!step) throw new Error(`cannot reach ${target} from ${current.league_status}`);
    const response = step.via_publish
      ? await injectAs(app, adminCookie, {
          method: 'POST',
          url: '/api/1.0/leagues/publish',
          payload: { league_id: leagueId },
        })
      : await injectAs(app, adminCookie, {
          method: 'PATCH',
          url: '/api/1.0/leagues/updateState',
          payload: { league_id: leagueId, state: step.to },
        });
    expectContract(response, 200, leagueDto);
  }
}

/**
 * Publishes placements through the API: `divisions` maps each division id to its players; `extra` adds fields to
 * the request, such as `confirm_removals` for a publish that removes matches or unplaces players.
 */
export async function publish(
  app: FastifyInstance,
  adminCookie: string,
  leagueId: number,
  divisions: Record<number, readonly number[]>,
  extra: { confirm_removals?: boolean; board_version?: number } = {},
) {
  const assignments = Object.entries(divisions).flatMap(([divisionId, playerIds]) =>
    playerIds.map((playerId) => ({ division_id: Number(divisionId), player_id: playerId })),
  );
  return injectAs(app, adminCookie, {
    method: 'POST',
    url: '/api/1.0/divisions/publishAssignments',
    payload: { league_id: leagueId, assignments, ...extra },
  });
}

/** A signed-in request function for a player made by quickPlayers. */
export async function signedInAs(app: FastifyInstance, email: string) {
  const cookie = await signIn(app, email);
  return { cookie, request: (options: Parameters<typeof injectAs>[2]) => injectAs(app, cookie, options) };
}

/**
 * The test file's app on its own database and a signed-in admin (and, when asked, a signed-in player of no
 * league), made before the file's tests and closed after them. Call at the top of the file; `t.app`, `t.admin`
 * and `t.stranger` can be read from the first test (or a later beforeAll) on. `settings` are createTestApp's, for
 * the files whose app must differ, such as the analytics reads that keep events at fixed past dates from pruning.
 */
export function useAppWithAdmin({
  withStranger = false,
  settings = {},
}: { withStranger?: boolean; settings?: Partial<AppSettings> } = {}) {
  type SignedIn = Awaited<ReturnType<typeof signedInUser>>;
  let made: { testApp: TestApp; admin: SignedIn; stranger?: SignedIn } | undefined;
  beforeAll(async () => {
    const testApp = await createTestApp(settings);
    await settledApp(testApp.app);
    const admin = await signedInUser(testApp.app, 'admin');
    made = { testApp, admin, ...(withStranger ? { stranger: await signedInUser(testApp.app) } : {}) };
  });
  afterAll(() => made?.testApp.close());
  const ready = () => {
    if (!made) throw new Error('the app is made in beforeAll; read it inside a test');
    return made;
  };
  return {
    get app() {
      return ready().testApp.app;
    },
    get admin() {
      return ready().admin;
    },
    get stranger() {
      const { stranger } = ready();
      if (!stranger) throw new Error('ask useAppWithAdmin({ withStranger: true }) for a stranger');
      return stranger;
    },
  };
}

export type QuickPlayer = Awaited<ReturnType<typeof quickPlayers>>[number];

/**
 * A league started through the real API: each entry of `divisions` is a division of that many new players (or
 * of the players given), registered and placed, then the league is stepped to `status` (active unless told,
 * so the round robin has made their matches). Every member is signed in.
 */
export async function startLeague(
  app: FastifyInstance,
  adminCookie: string,
  options: {
    divisions?: readonly (number | readonly QuickPlayer[])[];
    league?: Record<string, unknown>;
    divisionName?: (index: number) => string;
    status?: LeagueStatus;
  } = {},
) {
  const { divisions: plan = [2], league: leagueOverrides = {}, divisionName, status = 'active' } = options;
  const league = await postLeague(app, adminCookie, leagueOverrides);
  const divisions = [];
  const placements: Record<number, number[]> = {};
  for (const [index, entry] of plan.entries()) {
    const name = divisionName ? { division_name: divisionName(index) } : {};
    const division = await postDivision(app, adminCookie, league.id, name);
    const people = typeof entry === 'number' ? await quickPlayers(app, entry) : entry;
    const ids = people.map((person) => person.player.id);
    await registerAll(app, league.id, ids);
    placements[division.id] = ids;
    const members = await Promise.all(
      people.map(async (person) => ({ ...person, ...(await signedInAs(app, person.email)) })),
    );
    divisions.push({ division, members });
  }
  expect((await publish(app, adminCookie, league.id, placements)).statusCode).toBe(200);
  await stepTo(app, adminCookie, league.id, status);
  return { league, divisions, members: divisions.flatMap((entry) => entry.members) };
}
