import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { userDto, verifyResponse } from '@courtside/shared/schemas/users';
import { sessions, users } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError, expectNoSecrets } from '../test/assertions';
import { linkMailedTo } from '../test/account-links';
import {
  TEST_PASSWORD,
  createTestApp,
  createUser,
  injectAs,
  sessionCookieOf,
  signIn,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (payload: Record<string, unknown>, cookie?: string) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/1.0/users/verify', payload });
const me = (cookie: string | undefined) => injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/users/me' });
const sessionCookiesOf = (response: LightMyRequestResponse) =>
  response.cookies.filter((c) => c.name === 'courtside_session');
const setCookieHeader = (response: LightMyRequestResponse) => [response.headers['set-cookie'] ?? []].flat().join('\n');

describe('POST users/verify (sign-in)', () => {
  it('signs in with the right password and returns the user', async () => {
    const { user, email } = await createUser(t.app, { firstname: 'Robin' });
    const response = await verify({ email, password: TEST_PASSWORD });
    const body = expectContract(response, 200, verifyResponse);
    expectNoSecrets(response);
    expect(body.user).toMatchObject({ id: user.id, email, firstname: 'Robin', user_type: 'player' });
    const current = await me(sessionCookieOf(response));
    expect(expectContract(current, 200, userDto).id).toBe(user.id);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const { email } = await createUser(t.app);
    expect((await verify({ email: ` ${email.toUpperCase()} `, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', async () => ({ email: (await createUser(t.app)).email, password: 'wrong password' })],
    ['an unknown email', async () => ({ email: uniqueEmail('ghost'), password: TEST_PASSWORD })],
    [
      'a disabled (soft-deleted) user',
      async () => {
        const { user, email } = await createUser(t.app);
        await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, user.id));
        return { email, password: TEST_PASSWORD };
      },
    ],
  ])('refuses %s with 401 unauthorized and sets no session', async (_label, credentials) => {
    const response = await verify(await credentials());
    expectError(response, 401, 'unauthorized');
    expect(sessionCookiesOf(response).filter((c) => c.value !== '')).toEqual([]);
  });

  it.each([
    [{}, 'Missing required parameters: email, password'],
    [{ email: '', password: '' }, 'Email and password are required.'],
    // The contract gives this rule no message of its own, so zod's default is what the client sees.
    [{ email: 'a@example.test', password: 'x'.repeat(257) }, 'Password must be at most 256 characters.'],
    [{ email: 'a@example.test', password: TEST_PASSWORD, rememberMe: 'yes' }, 'rememberMe must be a boolean'],
  ])('refuses %j with a 400', async (payload, message) => {
    expectError(await verify(payload), 400, message);
  });

  it('with rememberMe sets a 24-hour HttpOnly, SameSite=Lax cookie for the whole site', async () => {
    const { email } = await createUser(t.app);
    const response = await verify({ email, password: TEST_PASSWORD, rememberMe: true });
    expect(response.statusCode).toBe(200);
    const [cookie, ...others] = sessionCookiesOf(response);
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({ maxAge: 86400, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Served over plain HTTP here (no proxy trusted), so the cookie cannot be Secure or the browser would drop it.
    expect(cookie?.secure).toBeUndefined();
    expect(setCookieHeader(response)).toMatch(/Max-Age=86400/);
  });

  it('without rememberMe sets a browser-session cookie (no Max-Age, no Expires)', async () => {
    const { email } = await createUser(t.app);
    const response = await verify({ email, password: TEST_PASSWORD, rememberMe: false });
    expect(response.statusCode).toBe(200);
    const [cookie, ...others] = sessionCookiesOf(response);
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(setCookieHeader(response)).not.toMatch(/Max-Age|Expires/i);
  });

  it('bounds both kinds of session on the server', async () => {
    const { user, email } = await createUser(t.app);
    await signIn(t.app, email, TEST_PASSWORD, true);
    await signIn(t.app, email, TEST_PASSWORD, false);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const hoursLeft = (row: (typeof rows)[number]) => (row.expiresAt.getTime() - Date.now()) / 3_600_000;
    const remembered = rows.find((row) => row.persistent);
    const browser = rows.find((row) => !row.persistent);
    expect(remembered && hoursLeft(remembered)).toBeGreaterThan(23);
    expect(remembered && hoursLeft(remembered)).toBeLessThanOrEqual(24);
    expect(browser && hoursLeft(browser)).toBeGreaterThan(0);
    expect(browser && hoursLeft(browser)).toBeLessThanOrEqual(24);
  });

  it('rotates the session at sign-in: a new token each time, and the one presented stops working', async () => {
    const { email } = await createUser(t.app);
    const first = await signIn(t.app, email);
    const second = sessionCookieOf(await verify({ email, password: TEST_PASSWORD }, first));
    expect(second).not.toBe(first);
    expectError(await me(first), 401, UNAUTHORIZED_MESSAGE);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('keeps a session on another device when signing in afresh', async () => {
    const { email } = await createUser(t.app);
    const laptop = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    expect(phone).not.toBe(laptop);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('does not promote a token planted before sign-in', async () => {
    const { email } = await createUser(t.app);
    const planted = 'courtside_session=planted-by-an-attacker';
    const response = await verify({ email, password: TEST_PASSWORD }, planted);
    expect(sessionCookieOf(response)).not.toBe(planted);
    expectError(await me(planted), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('GET users/me', () => {
  it('refuses anonymous callers and unknown tokens', async () => {
    expectError(await me(undefined), 401, UNAUTHORIZED_MESSAGE);
    expectError(await me('courtside_session=not-a-real-token'), 401, UNAUTHORIZED_MESSAGE);
  });

  it('refuses a session whose expiry has passed', async () => {
    const { user, cookie } = await signedInUser(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    // The expiry was moved behind the app's back; the cache keeps a session no longer than the expiry it read,
    // and out-of-band writes show once its entries go (ADR 039).
    t.app.sessionCache.forgetAll();
    expectError(await me(cookie), 401, UNAUTHORIZED_MESSAGE);
  });

  it('sweeps expired sessions from the table when anyone signs in', async () => {
    const stale = await signedInUser(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, stale.user.id));
    await signedInUser(t.app);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, stale.user.id))).toEqual([]);
  });

  it("ends a soft-deleted user's existing sessions", async () => {
    const { user, cookie } = await signedInUser(t.app);
    await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, user.id));
    expectError(await me(cookie), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('POST users/logout', () => {
  it('deletes the session on the server, so the old cookie fails even if replayed', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const response = await injectAs(t.app, cookie, { method: 'POST', url: '/api/1.0/users/logout', payload: {} });
    expect(expectContract(response, 200, successResponse)).toEqual({ success: true });
    const [cleared] = sessionCookiesOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    expectError(await me(cookie), 401, UNAUTHORIZED_MESSAGE);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('ends only the session it was called with', async () => {
    const { email } = await createUser(t.app);
    const laptop = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    await injectAs(t.app, laptop, { method: 'POST', url: '/api/1.0/users/logout', payload: {} });
    expectError(await me(laptop), 401, UNAUTHORIZED_MESSAGE);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('succeeds for an anonymous caller (a failed logout is only logged by the web)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/1.0/users/logout', payload: {} });
    expect(expectContract(response, 200, successResponse)).toEqual({ success: true });
  });
});

describe('credential changes end the other sessions', () => {
  const update = (cookie: string, payload: Record<string, unknown>) =>
    injectAs(t.app, cookie, { method: 'PUT', url: '/api/1.0/users/update', payload });

  it('ends every other session of the account when its email changes, and keeps this one', async () => {
    const { user, email, cookie } = await signedInUser(t.app);
    const phone = await signIn(t.app, email);
    const tablet = await signIn(t.app, email, TEST_PASSWORD, true);
    const newEmail = uniqueEmail('moved');
    const response = await update(cookie, { id: user.id, email: newEmail, current_password: TEST_PASSWORD });
    // The email itself changes once the new address confirms it (ADR 069); the sessions end at the request.
    expect(expectContract(response, 200, userDto).email).toBe(email);

    expectError(await me(phone), 401, UNAUTHORIZED_MESSAGE);
    expectError(await me(tablet), 401, UNAUTHORIZED_MESSAGE);
    expect(expectContract(await me(cookie), 200, userDto).email).toBe(email);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('keeps the other sessions when the email is refused or only the names change', async () => {
    const { user, email, cookie } = await signedInUser(t.app);
    const phone = await signIn(t.app, email);
    expectError(
      await update(cookie, { id: user.id, email: uniqueEmail('moved'), current_password: 'wrong password' }),
      400,
      'Current password is incorrect.',
    );
    expect((await me(phone)).statusCode).toBe(200);
    expect((await update(cookie, { id: user.id, firstname: 'Ines', email })).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('lets only the new email sign in once it is confirmed', async () => {
    const { user, email, cookie } = await signedInUser(t.app);
    const newEmail = uniqueEmail('moved');
    await update(cookie, { id: user.id, email: newEmail, current_password: TEST_PASSWORD });
    const { token } = await linkMailedTo(t.app, newEmail);
    await t.app.inject({ method: 'POST', url: '/api/1.0/auth/confirmEmail', payload: { token } });
    expectError(await verify({ email, password: TEST_PASSWORD }), 401, 'unauthorized');
    expect((await verify({ email: newEmail, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('rate limit on sign-in and sign-up', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ authRateLimitPerMinute: 3 });
  });
  afterAll(() => limited.close());

  it('refuses the fourth sign-in attempt in a minute with 429', async () => {
    const { email } = await createUser(limited.app);
    const attempt = (password: string) =>
      limited.app.inject({ method: 'POST', url: '/api/1.0/users/verify', payload: { email, password } });
    expect((await attempt('wrong one')).statusCode).toBe(401);
    expect((await attempt('wrong two')).statusCode).toBe(401);
    expect((await attempt('wrong three')).statusCode).toBe(401);
    // Even the right password waits: otherwise guessing could go on until it succeeds.
    const fourth = await attempt(TEST_PASSWORD);
    expectError(fourth, 429, 'Too many attempts. Please wait a minute and try again.');
    expect(sessionCookiesOf(fourth)).toEqual([]);
  });

  it('limits email look-ups the same way', async () => {
    const attempt = () =>
      limited.app.inject({ method: 'GET', url: '/api/1.0/users/exists', query: { email: uniqueEmail('probe') } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    expectError(await attempt(), 429, 'Too many attempts. Please wait a minute and try again.');
  });

  it('limits sign-up attempts the same way', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/1.0/users/create',
        payload: { email: uniqueEmail(), password: TEST_PASSWORD, invite_code: 'GUESS' },
      });
    for (let i = 0; i < 3; i++) expectError(await attempt(), 400, 'This invite code is not valid.');
    expectError(await attempt(), 429, 'Too many attempts. Please wait a minute and try again.');
  });
});
