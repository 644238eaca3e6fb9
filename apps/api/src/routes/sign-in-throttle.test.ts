import { lt } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { authAttemptCounts } from '../db/schema';
import { retryMessage } from '../lib/rate-limit';
import { expectError } from '../test/assertions';
import {
  TEST_APP_SETTINGS,
  TEST_PASSWORD,
  createInviteCode,
  createTestApp,
  createUser,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { pinClockInsideThrottleWindow } from '../test/throttle-window';

// Small limits, so each rule is reached in a few requests; every test uses addresses of its own.
const LIMITS = { failedSignInsPerAccount: 3, failedSignInsPerAddress: 6, signUpChecksPerAddress: 4 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authThrottle: LIMITS });
});
afterAll(() => t.close());
// Each test's attempts in one window, whenever it runs; 'the window' below sets a clock of its own.
beforeEach(() => {
  pinClockInsideThrottleWindow();
});
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

const signIn = (email: string, password: string, remoteAddress: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/1.0/users/verify', remoteAddress, payload: { email, password } });
const exists = (remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/1.0/users/exists', remoteAddress, query: { email: uniqueEmail() } });
const signUp = (remoteAddress: string, inviteCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/1.0/users/create',
    remoteAddress,
    payload: { email: uniqueEmail('new'), password: TEST_PASSWORD, invite_code: inviteCode },
  });

const hasSession = (response: LightMyRequestResponse) =>
  response.cookies.some((cookie) => cookie.name === 'courtside_session' && cookie.value !== '');

/** A 429 that says when to come back, in words and in Retry-After, and starts no session. */
function expectThrottled(response: LightMyRequestResponse) {
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expectError(response, 429, retryMessage(retryAfter));
  expect(hasSession(response)).toBe(false);
}

describe('failed sign-ins per account', () => {
  it('lock the account after 3 failures from different addresses, even for the right password', async () => {
    const { email } = await createUser(t.app);
    for (let i = 0; i < 3; i++) expectError(await signIn(email, `wrong ${i}`, newAddress()), 401, 'unauthorized');
    // Refused before the password is checked: the right one is no use while the account is locked.
    expectThrottled(await signIn(email, TEST_PASSWORD, newAddress()));
    expectThrottled(await signIn(email.toUpperCase(), 'wrong again', newAddress()));
  });

  it('answer an email without an account exactly the same, so the lock tells nothing', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) expectError(await signIn(ghost, `wrong ${i}`, newAddress()), 401, 'unauthorized');
    expectThrottled(await signIn(ghost, TEST_PASSWORD, newAddress()));
  });

  it('do not count successful sign-ins', async () => {
    const { email } = await createUser(t.app);
    const address = newAddress();
    for (let i = 0; i < 2; i++) expectError(await signIn(email, 'wrong', address), 401, 'unauthorized');
    for (let i = 0; i < 5; i++) expect((await signIn(email, TEST_PASSWORD, address)).statusCode).toBe(200);
    expectError(await signIn(email, 'wrong', address), 401, 'unauthorized');
    expectThrottled(await signIn(email, 'wrong', address));
  });

  it('let exactly the limit through when the attempts arrive at once', async () => {
    const { email } = await createUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(email, `wrong ${i}`, newAddress())),
    );
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(7);
  });
});

describe('failed sign-ins per address', () => {
  it('stop one address trying many accounts, but not the accounts from elsewhere', async () => {
    const address = newAddress();
    for (let i = 0; i < 6; i++) {
      expectError(await signIn(uniqueEmail('sprayed'), 'guess', address), 401, 'unauthorized');
    }
    const { email } = await createUser(t.app);
    expectThrottled(await signIn(email, TEST_PASSWORD, address));
    // That refusal counted against the account neither: it still has all three failures from elsewhere.
    for (let i = 0; i < 3; i++) expectError(await signIn(email, 'wrong', newAddress()), 401, 'unauthorized');
    expectThrottled(await signIn(email, TEST_PASSWORD, newAddress()));
  });

  it('let a club share one address: one member locked out does not block the others', async () => {
    const clubWifi = newAddress();
    const clumsy = await createUser(t.app);
    const others = [await createUser(t.app), await createUser(t.app)];
    for (let i = 0; i < 3; i++) expectError(await signIn(clumsy.email, 'typo', clubWifi), 401, 'unauthorized');
    // Retrying a locked account checks no password, so it uses none of the address's allowance.
    for (let i = 0; i < 10; i++) expectThrottled(await signIn(clumsy.email, TEST_PASSWORD, clubWifi));
    for (const member of others) {
      expectError(await signIn(member.email, 'typo', clubWifi), 401, 'unauthorized');
      expect((await signIn(member.email, TEST_PASSWORD, clubWifi)).statusCode).toBe(200);
    }
    // Successful sign-ins from the address do not count either.
    for (let i = 0; i < 10; i++) expect((await signIn(others[0]!.email, TEST_PASSWORD, clubWifi)).statusCode).toBe(200);
  });
});

describe('the window', () => {
  it('ends: Retry-After says when, and the account signs in again then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:05:00Z'));
    const { email } = await createUser(t.app);
    const address = newAddress();
    for (let i = 0; i < 3; i++) expectError(await signIn(email, 'wrong', address), 401, 'unauthorized');
    const refused = await signIn(email, TEST_PASSWORD, address);
    expect(refused.headers['retry-after']).toBe('600');
    expectError(refused, 429, 'Too many attempts. Please try again in 10 minutes.');

    vi.setSystemTime(new Date('2026-11-23T10:14:59.500Z'));
    expectError(await signIn(email, TEST_PASSWORD, address), 429, 'Too many attempts. Please try again in 1 minute.');

    vi.setSystemTime(new Date('2026-11-23T10:15:00Z'));
    expect((await signIn(email, TEST_PASSWORD, address)).statusCode).toBe(200);
    // That success swept the ended windows away.
    const stale = await t.app.db
      .select()
      .from(authAttemptCounts)
      .where(lt(authAttemptCounts.windowStart, new Date('2026-11-23T10:15:00Z')));
    expect(stale).toEqual([]);
  });
});

describe('sign-up and email look-ups per address', () => {
  it('share one allowance of 4 look-ups and failed sign-ups; other addresses keep theirs', async () => {
    const address = newAddress();
    for (let i = 0; i < 2; i++) expect((await exists(address)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expectError(await signUp(address, 'GUESS'), 400, 'This invite code is not valid.');
    expectThrottled(await exists(address));
    const code = await createInviteCode(t.app, { maxUses: 10 });
    expectThrottled(await signUp(address, code.code));
    expect((await exists(newAddress())).statusCode).toBe(200);
  });

  it('do not count a sign-up that succeeds', async () => {
    const address = newAddress();
    const code = await createInviteCode(t.app, { maxUses: 10 });
    for (let i = 0; i < 6; i++) expect((await signUp(address, code.code)).statusCode).toBe(201);
  });
});

describe('two app instances on one database', () => {
  it('enforce one limit between them', async () => {
    const database = await createTestDatabase();
    const apps = [
      await buildApp(database.db, { ...TEST_APP_SETTINGS, authThrottle: LIMITS }),
      await buildApp(database.db, { ...TEST_APP_SETTINGS, authThrottle: LIMITS }),
    ];
    try {
      const { email } = await createUser(apps[0]!);
      for (let i = 0; i < 3; i++) {
        expectError(await signIn(email, 'wrong', newAddress(), apps[i % 2]), 401, 'unauthorized');
      }
      for (const app of apps) expectThrottled(await signIn(email, TEST_PASSWORD, newAddress(), app));
    } finally {
      for (const app of apps) await app.close();
      await database.close();
    }
  });
});
