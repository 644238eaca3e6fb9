import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@courtside/shared/schemas/common';
import { availabilitySlots } from '../db/schema';
import { startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { injectAs } from '../test/test-app';

// "Bad input always gets a 4xx with a clear error message; a 500 is a bug" (ARCHITECTURE), for the availability
// bodies: single slots, bulk lists and updates, mostly plausible so that many reach the database.

// Hundreds of writes by one account: the write limit (ADR 059) has tests of its own.
const t = useAppWithAdmin({ settings: { availabilityWriteLimit: { writesPerUser: 10_000 } } });
let cookie: string;
let leagueId: number;
let slotId: number;
beforeAll(async () => {
  const { league, members } = await startLeague(t.app, t.admin.cookie, {
    divisions: [1],
    league: { play_end: '2027-12-31' },
  });
  const [member] = members;
  cookie = member!.cookie;
  leagueId = league.id;
  const [row] = await t.app.db
    .insert(availabilitySlots)
    .values({
      userId: member!.user.id,
      leagueId,
      startTime: new Date('2027-01-12T18:00:00Z'),
      endTime: new Date('2027-01-12T20:00:00Z'),
    })
    .returning();
  slotId = row!.id;
});

const RUNS = 60;
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '\u0000', '\ud800', 'FREQ=WEEKLY;BYDAY=TU\u0000', 'FREQ=DAILY;COUNT=99999999999'),
);
const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ weight: 12, arbitrary: plausible }, awkwardString, anyJson);
const HALF_HOUR_MS = 30 * 60_000;
/** Mostly the years people book on the half hours the forms offer, sometimes the edges and beyond, or off the step. */
const instant = fc
  .oneof(
    {
      weight: 5,
      arbitrary: fc
        .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
        .map((date) => new Date(Math.round(date.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS)),
    },
    fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('3100-01-01T00:00:00Z'), noInvalidDate: true }),
  )
  .map((date) => date.toISOString());
/** A start, and an end a plausible length after it (sometimes before it, sometimes over a day, sometimes off the step). */
const times = fc
  .tuple(
    instant,
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: -2, max: 50 }).map((n) => n * 30) },
      fc.integer({ min: -60, max: 1500 }),
    ),
  )
  .map(([start, minutes]) => [start, new Date(Date.parse(start) + minutes * 60_000).toISOString()] as const);
/** Usually a consistent pair, sometimes a rule without the flag or the flag without a rule. */
const recurrence = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 3,
    arbitrary: fc.record({
      is_recurring: fc.constant(true),
      recurrence_rule: fc.constantFrom(
        'FREQ=WEEKLY',
        'FREQ=DAILY;INTERVAL=2;UNTIL=20271231',
        'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3',
      ),
    }),
  },
  fc.record(
    { is_recurring: field(fc.boolean()), recurrence_rule: field(fc.constantFrom('FREQ=WEEKLY', 'RRULE:x', null)) },
    { requiredKeys: [] },
  ),
);
const slotBody = fc
  .tuple(
    times,
    recurrence,
    fc.record(
      {
        start_time: field(instant),
        end_time: field(instant),
        league_id: field(fc.oneof({ weight: 5, arbitrary: fc.constant('LEAGUE') }, fc.integer())),
        division_id: field(fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, fc.integer())),
        time_zone: field(fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata', 'Nowhere/Land')),
      },
      { requiredKeys: ['start_time', 'end_time', 'league_id'] },
    ),
  )
  // The paired times stand in for the independent ones unless the record left them out.
  .map(([[start, end], repeat, body]) => ({
    ...body,
    ...repeat,
    ...('start_time' in body ? { start_time: start } : {}),
    ...('end_time' in body ? { end_time: end } : {}),
  }));

/** The placeholder becomes the real league id, so plausible bodies get past the league checks. */
function withRealLeague(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return record.league_id === 'LEAGUE' ? { ...record, league_id: leagueId } : record;
}

let accepted = 0;
async function send(method: 'POST' | 'PUT', path: string, body: unknown) {
  const response = await injectAs(t.app, cookie, {
    method,
    url: `/api/1.0/availability/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 300) accepted++;
  if (response.statusCode >= 400) expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
  return response;
}

describe('random availability bodies never cause a server error', () => {
  it('POST availability/post, one slot or a list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          slotBody.map(withRealLeague),
          fc.record({ slots: fc.array(fc.oneof(slotBody.map(withRealLeague), anyJson), { maxLength: 6 }) }),
          anyJson,
        ),
        async (body) => {
          await send('POST', 'post', body);
        },
      ),
      { numRuns: RUNS, examples: [[null], [[]], [{ slots: [null, 1, 'x'] }], [{ slots: {} }]] },
    );
    // Some bodies must have got all the way to the database, or the property proved little.
    expect(accepted).toBeGreaterThan(0);
  });

  it('PUT availability/update', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          slotBody.map((body) => ({ ...(withRealLeague(body) as object), id: slotId })),
          slotBody.chain((body) => field(fc.integer()).map((id) => ({ ...(withRealLeague(body) as object), id }))),
          anyJson,
        ),
        async (body) => {
          await send('PUT', 'update', body);
        },
      ),
      { numRuns: RUNS, examples: [[null], [{ id: slotId }], [{ id: slotId, start_time: '2027-01-12T18:00:00Z' }]] },
    );
  });
});
