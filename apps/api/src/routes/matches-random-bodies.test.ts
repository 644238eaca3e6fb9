import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@courtside/shared/schemas/common';
import { leagueUnderWay } from '../test/match-fixtures';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';

// "Bad input always gets a 4xx with a clear error message; a 500 is a bug" (ARCHITECTURE): whatever JSON a
// player or an admin sends to the matches calls, the answer is never a 5xx and every refusal is `{ error }`.
// Some bodies are valid and get all the way to the database, so later ones meet a played match.

let t: TestApp;
let setup: Awaited<ReturnType<typeof leagueUnderWay>>;
beforeAll(async () => {
  t = await createTestApp();
  setup = await leagueUnderWay(t.app, { count: 4 });
});
afterAll(() => t.close());

const RUNS = 40;

const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '😀🎾', "' or 1=1 --", 'x'.repeat(600)),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: plausible }, awkwardString, anyJson);

// Drawn when the bodies are generated, after beforeAll has made the league: mostly real ids.
const realMatchId = fc.nat({ max: 5 }).map((index) => setup.matches[index]!.id);
const matchId = () => field(fc.oneof({ weight: 3, arbitrary: realMatchId }, fc.integer()));
const games = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -2, max: 9 }) }, fc.double(), anyJson);
const sets = field(
  fc.array(
    fc.record(
      { set_number: field(fc.integer({ min: 0, max: 4 })), home_games: games, away_games: games },
      { requiredKeys: [] },
    ),
    { maxLength: 5 },
  ),
);
const outcome = field(
  fc.constantFrom('normal', 'opponent_retired', 'i_retired', 'home_retired', 'away_retired', 'scheduled', 'walkover'),
);
const instant = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('2026-02-30T10:00:00Z', '2026-04-01T10:00:00+14:00', '0000-01-01T00:00:00Z', '2026-04-01'),
);

const bodies: Record<string, fc.Arbitrary<unknown>> = {
  scheduleMatch: fc.record(
    { match_id: matchId(), match_datetime: field(instant), location_id: field(fc.integer()) },
    { requiredKeys: [] },
  ),
  submitScores: fc.record({ sets, status: outcome }, { requiredKeys: [] }),
  confirmScore: fc.record({ match_id: matchId() }, { requiredKeys: [] }),
  disputeScore: fc.record({ match_id: matchId(), reason: field(fc.string()) }, { requiredKeys: [] }),
  resolveDispute: fc.record({ match_id: matchId(), sets, status: outcome }, { requiredKeys: [] }),
  scoresByIds: fc.record({ match_ids: field(fc.array(matchId(), { maxLength: 8 })) }, { requiredKeys: [] }),
};

describe('random JSON bodies to the matches calls never cause a server error', () => {
  for (const [path, body] of Object.entries(bodies)) {
    it(`POST matches/${path}`, async () => {
      const callers = [setup.members[0]!.cookie, setup.members[1]!.cookie, setup.admin.cookie];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: body }, anyJson),
          fc.constantFrom(...callers),
          fc.oneof(realMatchId.map(String), fc.constantFrom('0', '-1', 'abc', '1e99')),
          async (payload, cookie, queryId) => {
            const response = await injectAs(t.app, cookie, {
              method: 'POST',
              url: `/api/1.0/matches/${path}${path === 'submitScores' ? `?matchId=${queryId}` : ''}`,
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
});
