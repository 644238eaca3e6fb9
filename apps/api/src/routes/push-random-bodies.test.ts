import { createECDH, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@courtside/shared/schemas/common';
import { pushSubscriptionDto } from '@courtside/shared/schemas/push';
import { pushSubscriptions } from '../db/schema';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../test/test-app';

// "Bad input always gets a 4xx with a clear error message; a 500 is a bug" (ARCHITECTURE): whatever JSON a
// signed-in person sends to push/subscribe or push/unsubscribe, the answer is never a 5xx, every refusal is
// `{ error }` and changes nothing, and every accepted subscription is stored as it answers.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInUser(t.app)).cookie;
});
afterAll(() => t.close());

const RUNS = 80;

const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '😀🎾', "' or 1=1 --", 'B'.repeat(87), '='.repeat(22)),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: plausible }, awkwardString, anyJson);

const endpoint = field(
  fc.oneof(
    fc.webUrl({ validSchemes: ['https'], withQueryParameters: true }),
    fc.string({ unit: 'binary', maxLength: 30 }).map((path) => `https://fcm.googleapis.com/fcm/send/${path}`),
    fc.constantFrom('https://push.example/a\u0000b', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://localhost/x'),
  ),
);
const p256dh = field(
  fc.oneof(
    fc.constant(null).map(() => createECDH('prime256v1').generateKeys().toString('base64url')),
    fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
  ),
);
const auth = field(fc.constant(null).map(() => randomBytes(16).toString('base64url')));
const subscribeBody = fc.record(
  {
    endpoint,
    expirationTime: field(fc.oneof(fc.constant(null), fc.integer())),
    keys: fc.record({ p256dh, auth }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const unsubscribeBody = fc.record(
  { endpoint, subscription_id: field(fc.integer({ min: -5, max: 3_000_000_000 })) },
  { requiredKeys: [] },
);

const stored = () => t.app.db.select().from(pushSubscriptions);

function post(path: string, payload: unknown) {
  return injectAs(t.app, cookie, {
    method: 'POST',
    url: `/api/1.0/push/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

describe('random JSON bodies to push never cause a server error', () => {
  it('POST push/subscribe', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: subscribeBody }, anyJson), async (payload) => {
        const before = await stored();
        const response = await post('subscribe', payload);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode === 200) {
          const saved = pushSubscriptionDto.parse(response.json());
          expect((await stored()).some((row) => row.id === saved.id && row.endpoint === saved.endpoint)).toBe(true);
        } else {
          expect(response.statusCode).toBe(400);
          expect(errorResponse.safeParse(response.json()).success).toBe(true);
          expect(await stored()).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('POST push/unsubscribe', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: unsubscribeBody }, anyJson), async (payload) => {
        const response = await post('unsubscribe', payload);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode !== 200) {
          expect([400, 404]).toContain(response.statusCode);
          expect(errorResponse.safeParse(response.json()).success).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
