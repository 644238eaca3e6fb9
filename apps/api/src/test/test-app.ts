import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { UserType } from '@courtside/shared/schemas/users';
import { buildApp, type AppSettings } from '../app';
import type { Database } from '../db/client';
import { insertInviteCode } from '../db/queries/invite-codes';
import { insertPlayer } from '../db/queries/players';
import { insertUser } from '../db/queries/users';
import { analyticsPruneSettled } from '../plugins/analytics-retention';
import { createTestDatabase } from './test-database';
import { testPasswordHash } from './test-password-hash';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * What every test app is built with, for tests that build more apps than createTestApp's (a second process on
 * the same database, an app without the answer cache): no logging, no proxy, sign-in limits out of the way.
 */
export const TEST_APP_SETTINGS = {
  authRateLimitPerMinute: 1000,
  trustProxy: false,
  apiDocs: false,
  logLevel: 'silent',
} as const satisfies Partial<AppSettings>;

/** A whole app on its own fresh database, as the server builds it, minus logging and the web app. */
export async function createTestApp(settings: Partial<AppSettings> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp(database.db, {
      ...TEST_APP_SETTINGS,
      apiDocs: true,
      // As the server does: the answer cache is on, on either database, and on PostgreSQL the session cache hears
      // of every process's changes to sessions and users.
      writeGeneration: database.writeGeneration,
      sessionChanges: database.sessionChanges,
      ...settings,
    });
  } catch (error) {
    // A test may expect the app to refuse its settings; its database must not outlive it (on PostgreSQL, a
    // database the run would leave behind).
    await database.close();
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Waits until the app is ready and its start-up work is done. A ready app prunes old analytics events in the
 * background (plugins/analytics-retention.ts), and those DELETEs move the database's change count, which empties
 * the answer cache: a test that checks what the cache keeps must not have them land in the middle of a request.
 */
export async function settledApp(app: FastifyInstance): Promise<FastifyInstance> {
  await app.ready();
  await analyticsPruneSettled(app);
  return app;
}

/** A further app on a database a test already has (another server process, an app without the cache), settled. */
export async function buildSettledApp(db: Database, settings: AppSettings): Promise<FastifyInstance> {
  return settledApp(await buildApp(db, settings));
}

let emailCounter = 0;
export const uniqueEmail = (label = 'user') => `${label}-${++emailCounter}-${Date.now()}@example.test`;

/** An account made straight in the database, with its primary player, for tests about what comes after sign-up. */
export async function createUser(
  app: FastifyInstance,
  options: { userType?: UserType; email?: string; password?: string; firstname?: string } = {},
) {
  const email = options.email ?? uniqueEmail(options.userType ?? 'player');
  const user = await insertUser(app.db, {
    email,
    passwordHash: await testPasswordHash(options.password ?? TEST_PASSWORD),
    userType: options.userType ?? 'player',
    firstname: options.firstname ?? null,
  });
  const player = await insertPlayer(app.db, {
    userId: user.id,
    primaryPlayer: true,
    firstName: options.firstname ?? 'Pat',
    lastName: 'Tester',
    // A complete profile, as league registration requires one.
    rating: 3.5,
    gender: 'Mens',
  });
  return { user, player, email, password: options.password ?? TEST_PASSWORD };
}

export async function createInviteCode(
  app: FastifyInstance,
  values: Partial<Parameters<typeof insertInviteCode>[1]> = {},
) {
  return insertInviteCode(app.db, { code: `CODE${++emailCounter}${Date.now()}`, maxUses: 1, ...values });
}

/** Signs in through the real endpoint and returns the Cookie header value for later requests. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, rememberMe = false) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/1.0/users/verify',
    payload: { email, password, rememberMe },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'courtside_session');
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/** A user who is signed in, ready to make requests as them. */
export async function signedInUser(app: FastifyInstance, userType: UserType = 'player') {
  const created = await createUser(app, { userType });
  const cookie = await signIn(app, created.email);
  return { ...created, cookie, request: (options: InjectOptions) => injectAs(app, cookie, options) };
}

export function injectAs(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A caller for one API area: `call(caller, 'POST', 'post', body)` requests `/api/1.0/{area}/post` as that
 * signed-in caller (or anonymously when undefined), with the body as JSON. `app` is read at call time, so a
 * test file can make this before its beforeAll has built the app.
 */
export function areaCaller(app: () => FastifyInstance, area: string) {
  return (caller: { cookie: string } | undefined, method: ApiMethod, path: string, payload?: unknown) =>
    injectAs(app(), caller?.cookie, {
      method,
      url: `/api/1.0/${area}/${path}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}
