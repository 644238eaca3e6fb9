import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDto } from '@courtside/shared/schemas/users';
import { sessions } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { TEST_PASSWORD, createTestApp, injectAs, signIn, signedInUser, type TestApp } from '../test/test-app';

// The session's user is kept in memory for a few seconds (ADR 039). Every change this process makes must show
// in the very next request, so each test first makes sure the session is cached, then changes, then looks.
// On PostgreSQL the app hears no notifications here (sessionChanges: null), so that each change must show
// through this process's own invalidation, not through its notification arriving in time; other processes'
// changes are routes/session-cache-shared.pg.test.ts's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionChanges: null });
});
afterAll(() => t.close());

const me = (cookie: string) => injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/users/me' });
const listUsers = (cookie: string) => injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/users/all' });

/** Reads users/me, which leaves the session in the cache, and checks it is there. */
async function cacheSession(cookie: string) {
  expect((await me(cookie)).statusCode).toBe(200);
  expect(t.app.sessionCache.size).toBeGreaterThan(0);
}

describe('session cache', () => {
  it('answers a known session from memory: a row deleted behind its back shows only after the cache is told', async () => {
    const { user, cookie } = await signedInUser(t.app);
    await cacheSession(cookie);
    // A write the app does not see, as another server process sharing PostgreSQL would make.
    await t.app.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(expectContract(await me(cookie), 200, userDto).id).toBe(user.id);
    t.app.sessionCache.forgetAll();
    expectError(await me(cookie), 401, UNAUTHORIZED_MESSAGE);
  });

  it('drops a signed-out session at once', async () => {
    const { cookie } = await signedInUser(t.app);
    await cacheSession(cookie);
    await injectAs(t.app, cookie, { method: 'POST', url: '/api/1.0/users/logout', payload: {} });
    expectError(await me(cookie), 401, UNAUTHORIZED_MESSAGE);
  });

  it("ends the account's other sessions at once when its password changes, keeping the changer's", async () => {
    const { email, cookie } = await signedInUser(t.app);
    const other = await signIn(t.app, email);
    await cacheSession(other);
    await cacheSession(cookie);
    const changed = await injectAs(t.app, cookie, {
      method: 'PUT',
      url: '/api/1.0/users/changePassword',
      payload: { current_password: TEST_PASSWORD, new_password: 'a brand new secret' },
    });
    expect(changed.statusCode).toBe(200);
    expectError(await me(other), 401, UNAUTHORIZED_MESSAGE);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("ends every session at once when an owner resets the account's password", async () => {
    const owner = await signedInUser(t.app, 'owner');
    const { user, cookie } = await signedInUser(t.app);
    await cacheSession(cookie);
    const reset = await owner.request({
      method: 'PUT',
      url: '/api/1.0/users/setPassword',
      payload: { user_id: user.id, new_password: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    expectError(await me(cookie), 401, UNAUTHORIZED_MESSAGE);
  });

  it('ends the other sessions at once when the email changes', async () => {
    const { user, email, cookie } = await signedInUser(t.app);
    const other = await signIn(t.app, email);
    await cacheSession(other);
    const changed = await injectAs(t.app, cookie, {
      method: 'PUT',
      url: '/api/1.0/users/update',
      payload: { id: user.id, email: `moved-${email}`, current_password: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expectError(await me(other), 401, UNAUTHORIZED_MESSAGE);
  });

  it('shows a profile change in every session of the account at once', async () => {
    const { user, email, cookie } = await signedInUser(t.app);
    const other = await signIn(t.app, email);
    await cacheSession(other);
    await injectAs(t.app, cookie, {
      method: 'PUT',
      url: '/api/1.0/users/update',
      payload: { id: user.id, firstname: 'Renamed' },
    });
    expect(expectContract(await me(other), 200, userDto).firstname).toBe('Renamed');
  });

  it('gives a new admin admin rights at once', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const { user, cookie } = await signedInUser(t.app);
    await cacheSession(cookie);
    expectError(await listUsers(cookie), 403, NOT_ADMIN_MESSAGE);
    const promoted = await admin.request({
      method: 'PUT',
      url: '/api/1.0/users/update',
      payload: { id: user.id, user_type: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await listUsers(cookie)).statusCode).toBe(200);
  });

  it('takes every right from a removed admin at once', async () => {
    const owner = await signedInUser(t.app, 'owner');
    const admin = await signedInUser(t.app, 'admin');
    await cacheSession(admin.cookie);
    expect((await listUsers(admin.cookie)).statusCode).toBe(200);
    const removed = await owner.request({ method: 'DELETE', url: `/api/1.0/users/remove?user_id=${admin.user.id}` });
    expect(removed.statusCode).toBe(200);
    expectError(await listUsers(admin.cookie), 401, UNAUTHORIZED_MESSAGE);
    expectError(await me(admin.cookie), 401, UNAUTHORIZED_MESSAGE);
  });

  it('signing in again in the same browser ends the old session at once', async () => {
    const { email, cookie } = await signedInUser(t.app);
    await cacheSession(cookie);
    const response = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/1.0/users/verify',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expectError(await me(cookie), 401, UNAUTHORIZED_MESSAGE);
  });
});
