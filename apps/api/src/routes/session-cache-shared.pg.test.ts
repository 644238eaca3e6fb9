import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHORIZED_MESSAGE, expectError } from '../test/assertions';
import { TEST_APP_SETTINGS, TEST_PASSWORD, buildSettledApp, injectAs, signIn, signedInUser } from '../test/test-app';
import { B_RECONNECT_DELAY_MS, openTwoProcesses, type TwoProcesses } from '../test/two-processes';
import { waitFor } from '../test/wait-for';

// PostgreSQL only: two server processes on one database, as two apps with their own database handles (pools,
// counters and change listeners) in this one. A sign-out or an account change committed through A must drop
// B's cached sessions when its notification arrives (ADR 043, "The session cache too"), not after B's
// SESSION_CACHE_SECONDS, and while B cannot listen it serves no session from memory.
//
// Every app keeps sessions for 60 seconds (the most SESSION_CACHE_SECONDS allows), far longer than any wait
// here, so what B refuses it refuses because it was told. C is a third app on B's database handle that hears
// nothing (as every process did before): it shows what B would have answered from memory.

const CACHE_MS = 60_000;

let processes: TwoProcesses;
let first: TwoProcesses['first'];
let second: TwoProcesses['second'];
let appA: FastifyInstance;
let appB: FastifyInstance;
let appC: FastifyInstance;

beforeAll(async () => {
  processes = await openTwoProcesses();
  ({ first, second } = processes);
  const settings = { ...TEST_APP_SETTINGS, sessionCacheMs: CACHE_MS };
  appA = await buildSettledApp(first.db, {
    ...settings,
    writeGeneration: first.writeGeneration,
    sessionChanges: first.sessionChanges,
  });
  appB = await buildSettledApp(second.db, {
    ...settings,
    writeGeneration: second.writeGeneration,
    sessionChanges: second.sessionChanges,
  });
  appC = await buildSettledApp(second.db, settings);
});
afterAll(async () => {
  await appC?.close();
  await appB?.close();
  await appA?.close();
  await processes?.close();
});

const me = (app: FastifyInstance, cookie: string) => injectAs(app, cookie, { method: 'GET', url: '/api/1.0/users/me' });
const listUsers = (app: FastifyInstance, cookie: string) =>
  injectAs(app, cookie, { method: 'GET', url: '/api/1.0/users/all' });
/** The cache's key for a cookie, as lib/session.ts makes it. */
const keyOf = (cookie: string) =>
  createHash('sha256')
    .update(cookie.slice(cookie.indexOf('=') + 1))
    .digest('hex');

/**
 * Reads users/me until the session is kept in `app`'s cache: the notifications of the sign-in's own writes may
 * still arrive and empty B's cache once or twice.
 */
async function cachedIn(app: FastifyInstance, cookie: string) {
  for (let round = 0; round < 100; round++) {
    expect((await me(app, cookie)).statusCode).toBe(200);
    if (app.sessionCache.get(keyOf(cookie))) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the session was never kept');
}

describe('the session cache on PostgreSQL, two processes on one database', () => {
  it('hears of session changes in both', () => {
    expect(first.sessionChanges?.complete).toBe(true);
    expect(second.sessionChanges?.complete).toBe(true);
  });

  it('refuses in B a session signed out through A once the notification has arrived', async () => {
    const { cookie } = await signedInUser(appA);
    await cachedIn(appB, cookie);
    await cachedIn(appC, cookie);

    const out = await injectAs(appA, cookie, { method: 'POST', url: '/api/1.0/users/logout', payload: {} });
    expect(out.statusCode, out.body).toBe(200);
    await waitFor(() => appB.sessionCache.get(keyOf(cookie)) === undefined, "the sign-out's notification in B");
    expectError(await me(appB, cookie), 401, UNAUTHORIZED_MESSAGE);
    expectError(await me(appA, cookie), 401, UNAUTHORIZED_MESSAGE);
    // A process that hears nothing still answers from memory, for up to its SESSION_CACHE_SECONDS.
    expect((await me(appC, cookie)).statusCode).toBe(200);
  });

  it("ends in B the account's other sessions when its password is changed through A", async () => {
    const { email, cookie } = await signedInUser(appA);
    const other = await signIn(appA, email);
    await cachedIn(appB, other);
    await cachedIn(appC, other);

    const changed = await injectAs(appA, cookie, {
      method: 'PUT',
      url: '/api/1.0/users/changePassword',
      payload: { current_password: TEST_PASSWORD, new_password: 'a brand new secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await waitFor(() => appB.sessionCache.get(keyOf(other)) === undefined, "the change's notification in B");
    expectError(await me(appB, other), 401, UNAUTHORIZED_MESSAGE);
    expect((await me(appB, cookie)).statusCode).toBe(200);
    expect((await me(appC, other)).statusCode).toBe(200);
  });

  it('takes in B every right from an admin removed through A', async () => {
    const owner = await signedInUser(appA, 'owner');
    const removedAdmin = await signedInUser(appA, 'admin');
    await cachedIn(appB, removedAdmin.cookie);
    expect((await listUsers(appB, removedAdmin.cookie)).statusCode).toBe(200);
    await cachedIn(appC, removedAdmin.cookie);

    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/1.0/users/remove?user_id=${removedAdmin.user.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await waitFor(
      () => appB.sessionCache.get(keyOf(removedAdmin.cookie)) === undefined,
      "the removal's notification in B",
    );
    expectError(await listUsers(appB, removedAdmin.cookie), 401, UNAUTHORIZED_MESSAGE);
    expect((await listUsers(appC, removedAdmin.cookie)).statusCode).toBe(200);
  });

  it('refuses a session whose row another client of the database (a script, psql) deleted', async () => {
    const { user, cookie } = await signedInUser(appA);
    await cachedIn(appB, cookie);
    await processes.admin.query('delete from sessions where user_id = $1', [user.id]);
    await waitFor(() => appB.sessionCache.get(keyOf(cookie)) === undefined, "the script's notification in B");
    expectError(await me(appB, cookie), 401, UNAUTHORIZED_MESSAGE);
  });

  it("keeps B's sessions through changes to other tables", async () => {
    const { cookie } = await signedInUser(appA);
    // The sign-in's own notifications may still be on their way, and each would empty B's cache: a round
    // counts once B has heard of a change while its count of session changes stood still.
    for (let round = 0; round < 20; round++) {
      await cachedIn(appB, cookie);
      const sessionsSeen = second.sessionChanges!.value;
      const allSeen = second.writeGeneration.value;
      await processes.admin.query('insert into regions (city_area, state) values ($1, $2)', [`Area ${round}`, 'IL']);
      await waitFor(() => second.writeGeneration.value !== allSeen, "the region's notification in B");
      if (second.sessionChanges!.value !== sessionsSeen) continue;
      expect(appB.sessionCache.get(keyOf(cookie))).toBeDefined();
      return;
    }
    throw new Error("every change to regions moved B's count of session changes");
  });

  it('serves and keeps no session while B is not listening, and caches again once it listens again', async () => {
    const signedOut = await signedInUser(appA);
    const staying = await signedInUser(appA);
    await cachedIn(appB, signedOut.cookie);
    await cachedIn(appC, signedOut.cookie);

    // A's and B's.
    expect(await processes.terminateListeners()).toBe(2);
    await waitFor(() => !second.sessionChanges!.complete, 'B to see its listener gone');
    const whileDown = second.sessionChanges!.value;

    // Nobody in B hears of this sign-out: B must not answer from what it kept.
    const out = await injectAs(appA, signedOut.cookie, { method: 'POST', url: '/api/1.0/users/logout', payload: {} });
    expect(out.statusCode, out.body).toBe(200);
    expectError(await me(appB, signedOut.cookie), 401, UNAUTHORIZED_MESSAGE);
    expect((await me(appC, signedOut.cookie)).statusCode).toBe(200);
    // A session still valid is read from the database each time, and not kept.
    expect((await me(appB, staying.cookie)).statusCode).toBe(200);
    expect((await me(appB, staying.cookie)).statusCode).toBe(200);
    expect(appB.sessionCache.size).toBe(0);
    expect(second.sessionChanges!.complete).toBe(false);

    await waitFor(() => second.sessionChanges!.complete, 'B to listen again', B_RECONNECT_DELAY_MS + 10_000);
    expect(second.sessionChanges!.value).toBeGreaterThan(whileDown);
    await cachedIn(appB, staying.cookie);
    expectError(await me(appB, signedOut.cookie), 401, UNAUTHORIZED_MESSAGE);
  });
});
