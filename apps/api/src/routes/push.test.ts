import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import {
  MAX_PUSH_DEVICES,
  pushPublicKeyDto,
  pushSubscriptionDto,
  pushSubscriptionListDto,
} from '@courtside/shared/schemas/push';
import { pushSubscriptions } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller, signedInUser } from '../test/test-app';
import { NOT_A_P256_KEY_MESSAGE, NO_SUCH_DEVICE_MESSAGE } from './push';

const t = useAppWithAdmin();
const call = areaCaller(() => t.app, 'push');

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A browser's subscription as PushSubscription.toJSON() gives it, with a real P-256 key. */
function browserSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
) {
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

type Person = Awaited<ReturnType<typeof signedInUser>>;

function subscribe(person: Person, body: unknown, userAgent = ANDROID_CHROME) {
  return person.request({
    method: 'POST',
    url: '/api/1.0/push/subscribe',
    payload: body as object,
    headers: { 'user-agent': userAgent },
  });
}

async function storedRows(userId?: number) {
  const rows = await t.app.db.select().from(pushSubscriptions);
  return userId === undefined ? rows : rows.filter((row) => row.userId === userId);
}

async function listOf(person: Person) {
  return expectContract(await call(person, 'GET', 'subscriptions'), 200, pushSubscriptionListDto);
}

describe('push/publicKey', () => {
  it('serves the one stored VAPID public key, an uncompressed P-256 point, to anyone', async () => {
    const first = expectContract(await call(undefined, 'GET', 'publicKey'), 200, pushPublicKeyDto);
    const point = Buffer.from(first.public_key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(expectContract(await call(undefined, 'GET', 'publicKey'), 200, pushPublicKeyDto)).toEqual(first);
  });
});

describe('push/subscribe', () => {
  it('needs a signed-in user, for every change and the list', async () => {
    expectError(await call(undefined, 'POST', 'subscribe', browserSubscription()), 401, UNAUTHORIZED_MESSAGE);
    expectError(
      await call(undefined, 'POST', 'unsubscribe', { endpoint: browserSubscription().endpoint }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
    expectError(await call(undefined, 'GET', 'subscriptions'), 401, UNAUTHORIZED_MESSAGE);
    expect(await storedRows()).toEqual([]);
  });

  it('keeps the device with a name for it, and lists it to its owner only, without its keys', async () => {
    const me = await signedInUser(t.app);
    const someoneElse = await signedInUser(t.app);
    const subscription = browserSubscription();

    const saved = expectContract(await subscribe(me, subscription), 200, pushSubscriptionDto);

    expect(saved).toMatchObject({ endpoint: subscription.endpoint, label: 'Chrome on Android', last_success_at: null });
    const [row] = await storedRows(me.user.id);
    expect(row).toMatchObject({ id: saved.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
    const listed = await call(me, 'GET', 'subscriptions');
    expect(listed.body).not.toContain(subscription.keys.p256dh);
    expect(listed.body).not.toContain(subscription.keys.auth);
    expect(await listOf(me)).toEqual([saved]);
    expect(await listOf(someoneElse)).toEqual([]);
  });

  it('refuses what is no browser subscription with a clear message, and keeps nothing', async () => {
    const me = await signedInUser(t.app);
    const good = browserSubscription();
    const cases: [unknown, string][] = [
      [{ endpoint: good.endpoint }, 'Missing required parameters: keys'],
      [{ keys: good.keys }, 'Missing required parameters: endpoint'],
      [
        { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
        "endpoint must be a push service's https address",
      ],
      [{ ...good, endpoint: 'https://localhost:8443/push' }, "endpoint must be a push service's https address"],
      [{ ...good, endpoint: 'https://127.0.0.1/push' }, "endpoint must be a push service's https address"],
      [{ ...good, endpoint: 'https://[::1]/push' }, "endpoint must be a push service's https address"],
      [{ ...good, endpoint: 'https://metadata/computeMetadata' }, "endpoint must be a push service's https address"],
      [{ ...good, endpoint: 'not a url' }, "endpoint must be a push service's https address"],
      [{ ...good, endpoint: `https://push.example/${'a'.repeat(1100)}` }, 'endpoint must be at most 1024 characters'],
      [
        { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
        'keys.p256dh must be a P-256 public key (65 bytes) in base64url',
      ],
      [
        { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 80)}+/+/+/+` } },
        'keys.p256dh must be a P-256 public key in base64url',
      ],
      [
        { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } },
        'keys.auth must be an authentication secret (16 bytes) in base64url',
      ],
      // 65 bytes that start as an uncompressed point should, but lie on no curve.
      [
        {
          ...good,
          keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') },
        },
        NOT_A_P256_KEY_MESSAGE,
      ],
    ];
    for (const [body, message] of cases) expectError(await subscribe(me, body), 400, message);
    expect(await storedRows(me.user.id)).toEqual([]);
  });

  it('updates the device it already has when the same endpoint comes again, with the new keys', async () => {
    const me = await signedInUser(t.app);
    const subscription = browserSubscription();
    const first = expectContract(await subscribe(me, subscription), 200, pushSubscriptionDto);
    const renewed = { ...subscription, keys: browserSubscription().keys };

    const second = expectContract(await subscribe(me, renewed, IPHONE_SAFARI), 200, pushSubscriptionDto);

    expect(second.id).toBe(first.id);
    expect(second.created_at).toBe(first.created_at);
    expect(second.label).toBe('Safari on iPhone');
    const rows = await storedRows(me.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('makes one device of two subscribes of one endpoint at the same moment', async () => {
    const me = await signedInUser(t.app);
    const endpoint = browserSubscription().endpoint;
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        subscribe(me, browserSubscription(`${endpoint}-${round}`)),
        subscribe(me, browserSubscription(`${endpoint}-${round}`)),
      ]);
      const [a, b] = answers.map((answer) => expectContract(answer, 200, pushSubscriptionDto));
      expect(a!.id).toBe(b!.id);
    }
    expect(await storedRows(me.user.id)).toHaveLength(5);
  });

  it('hands a device to the account that subscribes it last, which alone is told on it from then on', async () => {
    const before = await signedInUser(t.app);
    const after = await signedInUser(t.app);
    const subscription = browserSubscription();
    const first = expectContract(await subscribe(before, subscription), 200, pushSubscriptionDto);
    await t.app.db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date() })
      .where(eq(pushSubscriptions.id, first.id));

    const moved = expectContract(await subscribe(after, subscription), 200, pushSubscriptionDto);

    expect(moved.id).toBe(first.id);
    expect(moved.last_success_at).toBeNull();
    expect(await listOf(before)).toEqual([]);
    expect(await listOf(after)).toEqual([moved]);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices, letting go of the one heard from least recently`, async () => {
    const me = await signedInUser(t.app);
    const saved = [];
    for (let index = 0; index < MAX_PUSH_DEVICES; index += 1) {
      saved.push(expectContract(await subscribe(me, browserSubscription()), 200, pushSubscriptionDto));
    }
    // The oldest has been reached lately; the second oldest is the one heard from least recently.
    await t.app.db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date() })
      .where(eq(pushSubscriptions.id, saved[0]!.id));

    const newest = expectContract(await subscribe(me, browserSubscription()), 200, pushSubscriptionDto);

    const ids = (await listOf(me)).map((device) => device.id);
    expect(ids).toHaveLength(MAX_PUSH_DEVICES);
    expect(ids).toContain(newest.id);
    expect(ids).toContain(saved[0]!.id);
    expect(ids).not.toContain(saved[1]!.id);
  });
});

describe('push/unsubscribe', () => {
  it('turns off my device by its endpoint or its id, and nobody else’s', async () => {
    const me = await signedInUser(t.app);
    const someoneElse = await signedInUser(t.app);
    const phone = expectContract(await subscribe(me, browserSubscription()), 200, pushSubscriptionDto);
    const laptop = expectContract(await subscribe(me, browserSubscription()), 200, pushSubscriptionDto);
    const theirs = expectContract(await subscribe(someoneElse, browserSubscription()), 200, pushSubscriptionDto);

    expectError(await call(me, 'POST', 'unsubscribe', { endpoint: theirs.endpoint }), 404, NO_SUCH_DEVICE_MESSAGE);
    expectError(await call(me, 'POST', 'unsubscribe', { subscription_id: theirs.id }), 404, NO_SUCH_DEVICE_MESSAGE);
    expect(await listOf(someoneElse)).toEqual([theirs]);

    expectContract(await call(me, 'POST', 'unsubscribe', { endpoint: phone.endpoint }), 200, successResponse);
    expectContract(await call(me, 'POST', 'unsubscribe', { subscription_id: laptop.id }), 200, successResponse);
    expect(await listOf(me)).toEqual([]);
    // Already off: said so, nothing else changes.
    expectError(await call(me, 'POST', 'unsubscribe', { endpoint: phone.endpoint }), 404, NO_SUCH_DEVICE_MESSAGE);
    expect(await listOf(someoneElse)).toEqual([theirs]);
  });

  it('wants exactly one of endpoint and subscription_id', async () => {
    const me = await signedInUser(t.app);
    const message = 'Give either the endpoint of this device or a subscription_id.';
    expectError(await call(me, 'POST', 'unsubscribe', {}), 400, message);
    expectError(
      await call(me, 'POST', 'unsubscribe', { endpoint: 'https://push.example/a', subscription_id: 1 }),
      400,
      message,
    );
    expectError(
      await call(me, 'POST', 'unsubscribe', { subscription_id: 'one' }),
      400,
      'subscription_id must be a number',
    );
  });
});
