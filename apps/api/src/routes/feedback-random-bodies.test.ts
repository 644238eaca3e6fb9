import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@courtside/shared/schemas/common';
import { feedbackDto } from '@courtside/shared/schemas/feedback';
import { feedback } from '../db/schema';
import { quickPlayers, signedInAs } from '../test/league-fixtures';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';
import { FEEDBACK_PER_MINUTE } from './feedback';

// "Bad input always gets a 4xx with a clear error message; a 500 is a bug" (ARCHITECTURE): whatever JSON a
// signed-in person sends to feedback/create, the answer is never a 5xx, every refusal is `{ error }` and
// stores nothing, and every acceptance stores exactly the one message it answers with.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RUNS = 80;

const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\n\t',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202Eevil',
    '😀🎾',
    "' or 1=1 --",
    'x'.repeat(2001),
  ),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: plausible }, awkwardString, anyJson);

const message = field(fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.lorem({ maxCount: 30 })));
const pageUrl = field(fc.oneof(fc.webPath(), fc.webUrl(), fc.constant('/leagues/3/standings?division=2')));
const body = fc.record({ message, page_url: pageUrl }, { requiredKeys: [] });

/**
 * Sending is limited per person per minute, so each person sends only as many as they may: a new one takes
 * over when the last has used their allowance, and the limit is never what answers.
 */
let sender: { cookie: string; sent: number } | undefined;
async function nextSender() {
  if (!sender || sender.sent >= FEEDBACK_PER_MINUTE) {
    const [member] = await quickPlayers(t.app, 1);
    sender = { cookie: (await signedInAs(t.app, member!.email)).cookie, sent: 0 };
  }
  sender.sent += 1;
  return sender.cookie;
}

const count = async () => (await t.app.db.select().from(feedback)).length;

describe('random JSON bodies to feedback/create never cause a server error', () => {
  it('POST feedback/create', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: body }, anyJson), async (payload) => {
        const before = await count();
        const response = await injectAs(t.app, await nextSender(), {
          method: 'POST',
          url: '/api/1.0/feedback/create',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.statusCode, response.body).toBe(400);
          expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
          expect(await count()).toBe(before);
          return;
        }
        expect(response.statusCode, response.body).toBe(201);
        const sent = feedbackDto.parse(response.json());
        expect(await count()).toBe(before + 1);
        const [row] = await t.app.db.select().from(feedback).where(eq(feedback.id, sent.id));
        expect(row?.message).toBe(sent.message);
        expect(sent.message.trim()).not.toBe('');
      }),
      { numRuns: RUNS },
    );
  });
});
