import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_TYPES } from '@courtside/shared/schemas/analytics';
import { errorResponse } from '@courtside/shared/schemas/common';
import { analyticsDailyTags, analyticsEvents } from '../db/schema';
import { useAppWithAdmin } from '../test/league-fixtures';
import { injectAs } from '../test/test-app';

// "Bad input always gets a 4xx with a clear error message; a 500 is a bug" (ARCHITECTURE): whatever JSON a
// visitor sends to analytics/post, and whatever query an admin reads with, the answer is never a 5xx, every
// refusal is `{ error }` and stores nothing, and what is stored is counted in the rollups.

const t = useAppWithAdmin();

const RUNS = 60;

const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '😀🎾', "' or 1=1 --", 'x'.repeat(600), '../..', '%00'),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });

const instant = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('2026-04-01T10:00:00+14:00', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'),
);
const metadataValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
// Events the schema takes, so some batches go all the way to the database and its trigger.
const validEvent = fc.record(
  {
    event_type: fc.constantFrom(...ANALYTICS_EVENT_TYPES),
    tag: fc.stringMatching(/^[a-z]{1,8}(\.[a-z_]{1,8}){0,2}$/),
    page: fc.webPath(),
    timestamp: instant,
    metadata: fc.dictionary(fc.string({ unit: 'binary', maxLength: 20 }), metadataValue, { maxKeys: 5 }),
    user_id: fc.integer(),
  },
  { requiredKeys: ['event_type', 'tag'] },
);
// One field of a good event made awkward: a wrong type, a strange string, nesting, a long or odd value.
const awkwardValue = fc.oneof(
  awkwardString,
  anyJson,
  fc.string({ unit: 'binary', minLength: 90, maxLength: 110 }),
  fc.dictionary(fc.string({ unit: 'binary', maxLength: 60 }), fc.oneof(metadataValue, anyJson), { maxKeys: 22 }),
  fc.constantFrom('2026-02-30T10:00:00Z', '2026-04-01', 'now', NaN),
);
const mutatedEvent = fc
  .tuple(validEvent, fc.constantFrom('event_type', 'tag', 'page', 'timestamp', 'metadata'), awkwardValue)
  .map(([event, key, value]) => ({ ...event, [key]: value }));
const event = fc.oneof({ weight: 3, arbitrary: validEvent }, mutatedEvent);
const body = fc.oneof({ weight: 4, arbitrary: fc.array(event, { maxLength: 6 }) }, anyJson);

const storedCount = async () => (await t.app.db.select({ total: count() }).from(analyticsEvents))[0]!.total;
const rolledUpCount = async () => {
  const rows = await t.app.db.select({ eventCount: analyticsDailyTags.eventCount }).from(analyticsDailyTags);
  return rows.reduce((sum, row) => sum + row.eventCount, 0);
};

function expectClearAnswer(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
}

let addressCounter = 0;

describe('random bodies and queries to the analytics calls never cause a server error', () => {
  it('POST analytics/post', async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, signedIn) => {
        const before = await storedCount();
        const response = await injectAs(t.app, signedIn ? t.admin.cookie : undefined, {
          method: 'POST',
          url: '/api/1.0/analytics/post',
          // A new address each time, so the per-address limit is never what answers.
          remoteAddress: `127.0.2.${++addressCounter % 250}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectClearAnswer(response);
        const received = response.statusCode === 200 ? (response.json() as { received: number }).received : 0;
        expect(await storedCount()).toBe(before + received);
        expect(await rolledUpCount()).toBe(await storedCount());
        if (received > 0) stored++;
      }),
      { numRuns: RUNS },
    );
    // Not only refusals: batches of every kind reached the database.
    expect(stored).toBeGreaterThan(0);
  });

  const queryValue = fc.oneof(
    fc.constantFrom('2026-01-01', '2025-12-31', '0000-01-01', '9999-12-31', '2026-02-30', '1', '-1', '1e99', '', 'NaN'),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  const query = fc.dictionary(
    fc.constantFrom('start_date', 'end_date', 'limit', 'days', 'tag', 'user_id', 'other'),
    queryValue,
    { maxKeys: 4 },
  );

  it.each(['metrics', 'events', 'club'])('GET analytics/%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params).toString();
        expectClearAnswer(
          await injectAs(t.app, t.admin.cookie, { method: 'GET', url: `/api/1.0/analytics/${path}?${search}` }),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
