import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  forgotPasswordResponse,
  linkRefusalResponse,
  resetPasswordResponse,
} from '@courtside/shared/schemas/account-recovery';
import {
  LINK_EXPIRED_MESSAGE,
  LINK_UNKNOWN_MESSAGE,
  LINK_USED_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
} from '@courtside/shared/schemas/account-recovery-messages';
import { accountTokens, calendarFeeds, outbox, sessions, users } from '../db/schema';
import { REDACTED_TOKEN } from '../mail/account-email-content';
import { configuredOutboxWorker } from '../mail/configured-worker';
import { retryMessage } from '../lib/rate-limit';
import { linkMailedTo } from '../test/account-links';
import { expectContract, expectError, UNAUTHORIZED_MESSAGE } from '../test/assertions';
import { deliverQueuedMail, startSmtpServer } from '../test/smtp-fixtures';
import { pinClockInsideThrottleWindow } from '../test/throttle-window';
import {
  TEST_PASSWORD,
  createTestApp,
  createUser,
  injectAs,
  signIn,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';
import { FORGOT_PASSWORD_ANSWER_MS } from './auth';

// Forgot password and reset password (issue 35 item 5, ADR 069), through the real outbox worker: it makes each
// link's secret as it delivers the message, and the tests follow the link it mailed.

const LIMITS = { passwordResetsPerAccount: 2, passwordResetsPerAddress: 5 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authThrottle: LIMITS });
});
afterAll(() => t.close());

let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;
const NEW_PASSWORD = 'a brand new password';

const forgot = (email: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/1.0/auth/forgotPassword', remoteAddress, payload: { email } });
const reset = (token: string, password = NEW_PASSWORD, cookie?: string) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/1.0/auth/resetPassword', payload: { token, password } });
const verify = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/1.0/users/verify', payload: { email, password } });
const queuedResetsOf = (userId: number) =>
  t.app.db
    .select()
    .from(outbox)
    .where(sql`${outbox.userId} = ${userId} and ${outbox.kind} = 'password_reset'`);
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

function expectRefused(response: Awaited<ReturnType<typeof reset>>, reason: string, message: string) {
  expect(expectContract(response, 400, linkRefusalResponse)).toEqual({ error: message, reason });
}

describe('POST auth/forgotPassword', () => {
  it('answers alike, and no sooner than the floor, whether or not the email has an account', async () => {
    const { user, email } = await createUser(t.app);
    const started = Date.now();
    const known = await forgot(email);
    const knownMs = Date.now() - started;
    const unknown = await forgot(uniqueEmail('nobody'));
    const unknownMs = Date.now() - started - knownMs;
    expect(expectContract(known, 200, forgotPasswordResponse)).toEqual({
      success: true,
      message: RESET_LINK_SENT_MESSAGE,
    });
    expect(unknown.body).toBe(known.body);
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    // Only the account's email gets a message; the unknown one leaves no trace.
    const [queued] = await queuedResetsOf(user.id);
    expect(queued).toMatchObject({ status: 'queued', recipient: email, subject: null });
    expect(
      await t.app.db
        .select()
        .from(outbox)
        .where(sql`${outbox.userId} is null`),
    ).toEqual([]);
  });

  it('queues nothing for a disabled or deleted account, and answers the same', async () => {
    const { user, email } = await createUser(t.app);
    await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, user.id));
    expect(expectContract(await forgot(email), 200, forgotPasswordResponse).message).toBe(RESET_LINK_SENT_MESSAGE);
    expect(await queuedResetsOf(user.id)).toEqual([]);
    expect(await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual([]);
  });

  it('stores only a digest of the link, and the outbox keeps a copy without it', async () => {
    const { user, email } = await createUser(t.app);
    await forgot(email);
    const link = await linkMailedTo(t.app, email);
    expect(link.path).toBe('/reset-password');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [token] = await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(token!.tokenHash).toBe(digest(link.token));
    const [message] = await queuedResetsOf(user.id);
    expect(message!.status).toBe('unsent');
    const stored = JSON.stringify(message);
    expect(stored).not.toContain(link.token);
    expect(message!.bodyText).toContain(`/reset-password?token=${REDACTED_TOKEN}`);
    expect(message!.bodyHtml).toContain(REDACTED_TOKEN);

    // The admins' outbox page shows the stored copy: a link there resets nothing.
    const owner = await signedInUser(t.app, 'owner');
    const shown = await owner.request({ method: 'GET', url: `/api/1.0/outbox/get?id=${message!.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(link.token);
    expectRefused(await reset(REDACTED_TOKEN), 'unknown', LINK_UNKNOWN_MESSAGE);
  });

  it('makes older links void when a newer one is asked for', async () => {
    const { email } = await createUser(t.app);
    await forgot(email);
    const first = await linkMailedTo(t.app, email);
    await forgot(email);
    const second = await linkMailedTo(t.app, email);
    expectRefused(await reset(first.token), 'expired', LINK_EXPIRED_MESSAGE);
    expect(expectContract(await reset(second.token), 200, resetPasswordResponse).message).toBe(RESET_DONE_MESSAGE);
  });

  it('forgets links that ran out a month ago as new ones are made, and keeps newer ones to explain', async () => {
    const { user, email } = await createUser(t.app);
    const userId = user.id;
    const expiredDaysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await t.app.db.insert(accountTokens).values([
      { purpose: 'password_reset', userId, tokenHash: 'expired-40-days-ago', expiresAt: expiredDaysAgo(40) },
      { purpose: 'password_reset', userId, tokenHash: 'expired-10-days-ago', expiresAt: expiredDaysAgo(10) },
    ]);
    await forgot(email);
    const hashes = (await t.app.db.select().from(accountTokens)).map((row) => row.tokenHash);
    expect(hashes).toContain('expired-10-days-ago');
    expect(hashes).not.toContain('expired-40-days-ago');
  });

  it('does not send a link replaced before it went out', async () => {
    const { user, email } = await createUser(t.app);
    await forgot(email);
    await forgot(email);
    expect((await linkMailedTo(t.app, email)).path).toBe('/reset-password');
    const statuses = (await queuedResetsOf(user.id)).map((row) => row.status).sort();
    expect(statuses).toEqual(['canceled', 'unsent']);
  });

  it('is throttled per email like sign-in, known or not, and per address', async () => {
    pinClockInsideThrottleWindow();
    try {
      for (const email of [(await createUser(t.app)).email, uniqueEmail('stranger')]) {
        expect((await forgot(email)).statusCode).toBe(200);
        expect((await forgot(email)).statusCode).toBe(200);
        // From yet another address: the email's allowance is spent, whoever asks.
        const refused = await forgot(email);
        const retryAfter = Number(refused.headers['retry-after']);
        expectError(refused, 429, retryMessage(retryAfter));
      }
      const address = newAddress();
      for (let i = 0; i < LIMITS.passwordResetsPerAddress; i++) {
        expect((await forgot(uniqueEmail('spray'), address)).statusCode).toBe(200);
      }
      expect((await forgot(uniqueEmail('spray'), address)).statusCode).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a malformed email with 400', async () => {
    expectError(await forgot('not-an-email'), 400, 'Please enter a valid email address.');
  });
});

describe('POST auth/resetPassword', () => {
  async function linkFor(options: { withFeed?: boolean } = {}) {
    const person = await signedInUser(t.app);
    const phone = await signIn(t.app, person.email, TEST_PASSWORD, true);
    if (options.withFeed) {
      expect((await person.request({ method: 'POST', url: '/api/1.0/calendar/feed', payload: {} })).statusCode).toBe(
        201,
      );
    }
    await forgot(person.email);
    return { ...person, phone, link: await linkMailedTo(t.app, person.email) };
  }

  it('sets the password, ends every session and turns the calendar address off, in one go', async () => {
    const { user, email, cookie, phone, link } = await linkFor({ withFeed: true });
    const response = await reset(link.token, NEW_PASSWORD, cookie);
    expect(expectContract(response, 200, resetPasswordResponse)).toEqual({
      success: true,
      message: RESET_DONE_MESSAGE,
    });
    // The browser that reset signs in afresh: its cookie is cleared too.
    expect(response.cookies.find((c) => c.name === 'courtside_session')?.value).toBe('');
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    for (const session of [cookie, phone]) {
      expectError(
        await injectAs(t.app, session, { method: 'GET', url: '/api/1.0/users/me' }),
        401,
        UNAUTHORIZED_MESSAGE,
      );
    }
    expect(await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id))).toEqual([]);
    expectError(await verify(email, TEST_PASSWORD), 401, 'unauthorized');
    expect((await verify(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: a used link says so and changes nothing', async () => {
    const { email, link } = await linkFor();
    expect((await reset(link.token)).statusCode).toBe(200);
    expectRefused(await reset(link.token, 'yet another password'), 'used', LINK_USED_MESSAGE);
    expect((await verify(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown and an expired link, each with its own message', async () => {
    expectRefused(await reset('x'.repeat(43)), 'unknown', LINK_UNKNOWN_MESSAGE);
    const { user, email, link } = await linkFor();
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id));
    expectRefused(await reset(link.token), 'expired', LINK_EXPIRED_MESSAGE);
    expect((await verify(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a too-short password and keeps the link for a better one', async () => {
    const { link } = await linkFor();
    expectError(await reset(link.token, 'short'), 400, 'Password must be at least 8 characters.');
    expect((await reset(link.token)).statusCode).toBe(200);
  });

  it('refuses the link of an account disabled since', async () => {
    const { user, email, link } = await linkFor();
    await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, user.id));
    expectRefused(await reset(link.token), 'unknown', LINK_UNKNOWN_MESSAGE);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it('lets exactly one of two submits of one link win', async () => {
    const { email, link } = await linkFor();
    const answers = await Promise.all([reset(link.token, 'first password!'), reset(link.token, 'second password')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'first password!' : 'second password';
    const loser = winner === 'first password!' ? 'second password' : 'first password!';
    expect((await verify(email, winner)).statusCode).toBe(200);
    expect((await verify(email, loser)).statusCode).toBe(401);
  });
});

describe('the reset mail over SMTP', () => {
  it('arrives at a real SMTP server with a link that works, while the kept copy has none', async () => {
    const smtp = await startSmtpServer();
    try {
      const { user, email } = await createUser(t.app, { firstname: 'Rosa' });
      await forgot(email);
      await deliverQueuedMail(t.app.db, smtp.url);
      const mail = smtp.received.find((received) => received.to && JSON.stringify(received.to).includes(email));
      expect(mail?.subject).toBe('Choose a new Courtside password');
      expect(mail!.text).toContain('Hi Rosa,');
      const url = /https:\/\/club\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '');
      expect(url).not.toBeNull();
      expect(mail!.html).toContain(url![0]);
      const [kept] = await queuedResetsOf(user.id);
      expect(kept!.status).toBe('sent');
      expect(JSON.stringify(kept)).not.toContain(url![1]);
      expect((await reset(url![1]!)).statusCode).toBe(200);
      expect((await verify(email, NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });
});

describe('the reset link without SMTP', () => {
  it.each([
    ['development', true],
    ['test', true],
    ['production', false],
  ] as const)('is written in the log line in %s: %s', async (nodeEnv, logged) => {
    const lines: string[] = [];
    const worker = configuredOutboxWorker(
      t.app.db,
      {
        SMTP_URL: undefined,
        MAIL_FROM: 'Courtside <courtside@club.example>',
        PUBLIC_URL: 'http://localhost:3000',
        NODE_ENV: nodeEnv,
      },
      { info: (line) => lines.push(line), warn: (line) => lines.push(line) },
    );
    const { email } = await createUser(t.app);
    await forgot(email);
    while ((await worker.drainOnce()) > 0);
    const line = lines.find((entry) => entry.includes(email));
    expect(line).toContain('mail not sent, no SMTP_URL');
    expect(line?.includes('http://localhost:3000/reset-password?token=')).toBe(logged);
  });
});

describe('any body at all', () => {
  const awkward = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.constantFrom('', '\u0000', 'a\u0000b', '\ud800', 'x'.repeat(300), 'kim@example.test\u0000'),
    fc.jsonValue({ maxDepth: 2 }),
  );
  it.each(['auth/forgotPassword', 'auth/resetPassword', 'auth/confirmEmail'])(
    'gets a 4xx with an error message or a success from %s, never a 5xx',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ email: awkward, token: awkward, password: awkward }, { requiredKeys: [] }),
          async (body) => {
            const response = await t.app.inject({
              method: 'POST',
              url: `/api/1.0/${path}`,
              remoteAddress: newAddress(),
              payload: body,
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400) expect(typeof response.json().error).toBe('string');
          },
        ),
        { numRuns: 30 },
      );
    },
  );
});
