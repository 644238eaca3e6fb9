import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@courtside/shared/schemas/common';
import { leagueUnderWay } from '../test/match-fixtures';
import { createTestApp, injectAs, type ApiMethod, type TestApp } from '../test/test-app';

// "Bad input always gets a 4xx with a clear error message; a 500 is a bug" (ARCHITECTURE): whatever JSON a
// player or an admin sends to the proposal calls, the answer is never a 5xx and every refusal is `{ error }`.
// Some bodies are valid and reach the database, so later answers meet real, already answered proposals.

let t: TestApp;
let setup: Awaited<ReturnType<typeof leagueUnderWay>>;
beforeAll(async () => {
  t = await createTestApp();
  setup = await leagueUnderWay(t.app, { count: 4 });
  // Real pending proposals among all four, for the answers below to meet.
  for (const [from, to] of [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
    [0, 2],
    [1, 3],
  ] as const) {
    const sent = await injectAs(t.app, setup.members[from]!.cookie, {
      method: 'POST',
      url: '/api/1.0/match-proposals/post',
      payload: {
        opponent_player_id: setup.members[to]!.player.id,
        proposed_time: new Date(Date.now() + (from + 1) * DAY_MS).toISOString(),
        league_id: setup.league.id,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }
});
afterAll(() => t.close());

const RUNS = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '😀🎾', "' or 1=1 --", 'x'.repeat(600)),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: plausible }, awkwardString, anyJson);

// Drawn when the bodies are generated, after beforeAll has made the league: mostly real ids.
const playerId = () =>
  field(fc.oneof({ weight: 3, arbitrary: fc.nat({ max: 3 }).map((i) => setup.members[i]!.player.id) }, fc.integer()));
const leagueId = () =>
  field(fc.oneof({ weight: 3, arbitrary: fc.constant(0).map(() => setup.league.id) }, fc.integer()));
// Proposals are numbered from 1 in this file's own database, so small ids are mostly real ones.
const proposalId = () => field(fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 25 }) }, fc.integer()));
const instant = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.integer({ min: 1, max: 60 }).map((days) => new Date(Date.now() + days * DAY_MS).toISOString()),
  },
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('2026-02-30T10:00:00Z', '2999-12-31T23:59:59+14:00', '0000-01-01T00:00:00Z', '2030-04-01'),
);
const response = field(fc.constantFrom('accepted', 'declined', 'rejected', 'maybe'));

const calls: { method: ApiMethod; path: string; body: fc.Arbitrary<unknown> }[] = [
  {
    method: 'POST',
    path: 'post',
    body: fc.record(
      {
        opponent_player_id: playerId(),
        proposed_time: field(instant),
        league_id: leagueId(),
        division_id: field(fc.oneof(fc.constant(null), fc.integer())),
        location_id: field(fc.oneof(fc.constant(null), fc.integer())),
      },
      { requiredKeys: ['opponent_player_id', 'proposed_time', 'league_id'] },
    ),
  },
  { method: 'PUT', path: 'respond', body: fc.record({ proposal_id: proposalId(), response }, { requiredKeys: [] }) },
  { method: 'PUT', path: 'accept', body: fc.record({ proposal_id: proposalId() }, { requiredKeys: [] }) },
  { method: 'PUT', path: 'reject', body: fc.record({ proposal_id: proposalId() }, { requiredKeys: [] }) },
  { method: 'POST', path: 'schedule', body: fc.record({ proposal_id: proposalId() }, { requiredKeys: [] }) },
  { method: 'DELETE', path: 'cancel', body: fc.record({ proposal_id: proposalId() }, { requiredKeys: [] }) },
];

describe('random JSON bodies to the proposal calls never cause a server error', () => {
  for (const { method, path, body } of calls) {
    it(`${method} match-proposals/${path}`, async () => {
      const callers = [...setup.members.map((member) => member.cookie), setup.admin.cookie];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: body }, anyJson),
          fc.constantFrom(...callers),
          fc.oneof(fc.constant(''), fc.integer({ min: -1, max: 25 }).map(String), fc.constantFrom('abc', '1e99', '')),
          async (payload, cookie, queryId) => {
            const response = await injectAs(t.app, cookie, {
              method,
              url: `/api/1.0/match-proposals/${path}${path === 'cancel' && queryId ? `?proposal_id=${queryId}` : ''}`,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('GET match-proposals/get with random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ maxLength: 10 }), async (a, b) => {
        const response = await injectAs(t.app, setup.members[0]!.cookie, {
          method: 'GET',
          url: `/api/1.0/match-proposals/get?league_id=${encodeURIComponent(a)}&division_id=${encodeURIComponent(b)}`,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
