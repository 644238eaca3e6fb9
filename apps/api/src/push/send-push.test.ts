import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES, pushPublicKeyDto, type PushPayload } from '@courtside/shared/schemas/push';
import { saveSubscription } from '../db/queries/push';
import { pushSubscriptions, users } from '../db/schema';
import { expectContract } from '../test/assertions';
import {
  browserKeys,
  decryptPush,
  startPushService,
  verifyVapidAuthorization,
  type TestBrowser,
  type TestPushService,
} from '../test/push-service';
import { createTestApp, createUser, type TestApp } from '../test/test-app';
import { PUSH_TTL_SECONDS, sendPushToUser } from './send-push';

// Sending through a push service inside the test: it receives what web-push made and we sent, and the test
// decrypts it with the browser's private key and checks the VAPID token, as a real push service and browser do.

const SUBJECT = 'mailto:courtside@club.example';
const payload: PushPayload = {
  title: 'New match proposal',
  body: 'Ana Silva proposed Sat 14 Mar, 10:00 at Riverside Courts. Zoë ✓',
  url: '/leagues/3/proposals',
  tag: 'match-12',
};

let testApp: TestApp;
let service: TestPushService;

beforeAll(async () => {
  testApp = await createTestApp();
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
  await testApp?.close();
});
beforeEach(() => {
  service.received.length = 0;
  service.answer = () => ({ status: 201 });
});

const db = () => testApp.app.db;

async function subscribe(userId: number, browser: TestBrowser) {
  return saveSubscription(
    db(),
    { userId, ...browserKeys(browser), userAgentLabel: 'Chrome on Android' },
    MAX_PUSH_DEVICES,
  );
}

async function storedSubscription(id: number) {
  const [row] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

describe('sendPushToUser', () => {
  it("reaches every device of the user, encrypted to each browser's key, with a VAPID token for its push service", async () => {
    const { user } = await createUser(testApp.app);
    const { user: other } = await createUser(testApp.app);
    const phone = service.browser('phone-1');
    const laptop = service.browser('laptop-1');
    const otherPhone = service.browser('other-1');
    const phoneRow = await subscribe(user.id, phone);
    const laptopRow = await subscribe(user.id, laptop);
    await subscribe(other.id, otherPhone);
    const before = Date.now();

    const result = await sendPushToUser(db(), user.id, payload, { subject: SUBJECT });

    expect(result).toEqual({ delivered: [phoneRow.id, laptopRow.id], dropped: [], failed: [], retry: [] });
    expect(service.received.map((push) => push.browser).sort()).toEqual(['laptop-1', 'phone-1']);
    const served = expectContract(
      await testApp.app.inject({ method: 'GET', url: '/api/1.0/push/publicKey' }),
      200,
      pushPublicKeyDto,
    );
    for (const browser of [phone, laptop]) {
      const push = service.received.find((received) => received.browser === browser.name)!;
      expect(push.method).toBe('POST');
      expect(JSON.parse(decryptPush(push.body, browser))).toEqual(payload);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers['content-type']).toBe('application/octet-stream');
      expect(push.headers['ttl']).toBe(String(PUSH_TTL_SECONDS));
      expect(push.headers['urgency']).toBe('normal');
      expect(push.headers['topic']).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const token = verifyVapidAuthorization(push.headers.authorization);
      expect(token.header.alg).toBe('ES256');
      // The audience is the push service's origin, never the device's path.
      expect(token.claims.aud).toBe(service.origin);
      expect(token.claims.sub).toBe(SUBJECT);
      expect(token.claims.exp * 1000).toBeGreaterThan(before);
      expect(token.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
      expect(token.publicKey).toBe(served.public_key);
    }
    // One device's message cannot be read with the other's keys.
    const phonePush = service.received.find((received) => received.browser === 'phone-1')!;
    expect(() => decryptPush(phonePush.body, laptop)).toThrow();

    for (const row of [phoneRow, laptopRow]) {
      const stored = await storedSubscription(row.id);
      expect(stored?.lastSuccessAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('drops the subscriptions the push service says are gone (410, 404) and still reaches the others', async () => {
    const { user } = await createUser(testApp.app);
    const gone = await subscribe(user.id, service.browser('gone-410'));
    const unknown = await subscribe(user.id, service.browser('gone-404'));
    const live = await subscribe(user.id, service.browser('live-1'));
    service.answer = (push) => ({
      status: push.browser === 'gone-410' ? 410 : push.browser === 'gone-404' ? 404 : 201,
    });

    const result = await sendPushToUser(db(), user.id, payload, { subject: SUBJECT });

    expect(result.delivered).toEqual([live.id]);
    expect(result.dropped.sort()).toEqual([gone.id, unknown.id].sort());
    expect(result.failed).toEqual([]);
    expect(await storedSubscription(gone.id)).toBeUndefined();
    expect(await storedSubscription(unknown.id)).toBeUndefined();
    expect(await storedSubscription(live.id)).toBeDefined();
  });

  it('keeps a subscription its push service fails for (500), reports it, and a retry reaches only that one', async () => {
    const { user } = await createUser(testApp.app);
    const failing = await subscribe(user.id, service.browser('flaky-1'));
    const fine = await subscribe(user.id, service.browser('fine-1'));
    service.answer = (push) =>
      push.browser === 'flaky-1' ? { status: 500, body: 'Internal Server Error' } : { status: 201 };

    const first = await sendPushToUser(db(), user.id, payload, { subject: SUBJECT });

    expect(first.delivered).toEqual([fine.id]);
    expect(first.dropped).toEqual([]);
    expect(first.failed).toEqual([
      {
        subscriptionId: failing.id,
        pushService: service.origin,
        status: 500,
        message: 'the push service answered 500: Internal Server Error',
        retryable: true,
      },
    ]);
    expect(first.retry).toEqual([failing.id]);
    const kept = await storedSubscription(failing.id);
    expect(kept).toBeDefined();
    expect(kept?.lastSuccessAt).toBeNull();

    // The push service is back: the retry goes to the failed device only, so the other gets no second copy.
    service.received.length = 0;
    service.answer = () => ({ status: 201 });
    const retried = await sendPushToUser(db(), user.id, payload, { subject: SUBJECT, subscriptionIds: first.retry });
    expect(retried).toEqual({ delivered: [failing.id], dropped: [], failed: [], retry: [] });
    expect(service.received.map((push) => push.browser)).toEqual(['flaky-1']);
  });

  it('passes on the wait a push service asks for, and does not retry a message it refuses for good', async () => {
    const { user } = await createUser(testApp.app);
    const busy = await subscribe(user.id, service.browser('busy-1'));
    const refusing = await subscribe(user.id, service.browser('refusing-1'));
    service.answer = (push) =>
      push.browser === 'busy-1'
        ? { status: 429, headers: { 'Retry-After': '120' } }
        : { status: 413, body: 'Payload Too Large' };

    const result = await sendPushToUser(db(), user.id, payload, { subject: SUBJECT });

    expect(result.failed.find((failure) => failure.subscriptionId === busy.id)).toMatchObject({
      status: 429,
      retryable: true,
      retryAfterSeconds: 120,
    });
    expect(result.failed.find((failure) => failure.subscriptionId === refusing.id)).toMatchObject({
      status: 413,
      retryable: false,
    });
    expect(result.retry).toEqual([busy.id]);
    expect(await storedSubscription(refusing.id)).toBeDefined();
  });

  it('reports a push service that does not answer in time, or cannot be reached, as worth retrying', async () => {
    const { user } = await createUser(testApp.app);
    const hanging = await subscribe(user.id, service.browser('hanging-1'));
    service.answer = () => ({ status: 201, hang: true });
    const timedOut = await sendPushToUser(db(), user.id, payload, { subject: SUBJECT, timeoutMs: 300 });
    expect(timedOut.failed).toMatchObject([{ subscriptionId: hanging.id, status: null, retryable: true }]);
    expect(timedOut.retry).toEqual([hanging.id]);

    const closed = await startPushService();
    const nowhere = closed.browser('nowhere-1');
    await closed.close();
    const { user: second } = await createUser(testApp.app);
    const unreachable = await subscribe(second.id, nowhere);
    const result = await sendPushToUser(db(), second.id, payload, { subject: SUBJECT });
    expect(result.failed).toMatchObject([{ subscriptionId: unreachable.id, status: null, retryable: true }]);
    expect(result.failed[0]?.message).toMatch(/^no answer from the push service/);
  });

  it('sends nothing to a user with no devices, or whose account has been disabled', async () => {
    const { user } = await createUser(testApp.app);
    expect(await sendPushToUser(db(), user.id, payload, { subject: SUBJECT })).toEqual({
      delivered: [],
      dropped: [],
      failed: [],
      retry: [],
    });
    await subscribe(user.id, service.browser('disabled-1'));
    await db().update(users).set({ disabledOrDeleted: true }).where(eq(users.id, user.id));
    expect((await sendPushToUser(db(), user.id, payload, { subject: SUBJECT })).delivered).toEqual([]);
    expect(service.received).toEqual([]);
  });

  it('refuses a payload that is no notification: a link off the site, an empty title', async () => {
    const { user } = await createUser(testApp.app);
    await subscribe(user.id, service.browser('strict-1'));
    for (const bad of [
      { ...payload, url: 'https://elsewhere.example/' },
      { ...payload, url: '//elsewhere.example/' },
      { ...payload, url: '/\\elsewhere.example/' },
      { ...payload, title: '' },
    ]) {
      await expect(sendPushToUser(db(), user.id, bad, { subject: SUBJECT })).rejects.toThrow();
    }
    expect(service.received).toEqual([]);
  });
});
