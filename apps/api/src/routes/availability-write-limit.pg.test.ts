import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { availabilityWriteMessage } from '../lib/availability-write-limit';
import { expectError } from '../test/assertions';
import { startLeague } from '../test/league-fixtures';
import { injectAs, signedInUser } from '../test/test-app';
import { useTwoApps } from '../test/two-apps';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand
// for two server processes on one database. One account's availability writes are counted once between them
// (ADR 059), so a second process is no way round the limit.

const WRITES = 3;

const apps = useTwoApps({ availabilityWriteLimit: { writesPerUser: WRITES } });

const YEAR = new Date().getUTCFullYear() + 1;
let day = 0;
/** A new evening each call, so no two slots are the same. */
function nextEvening(leagueId: number) {
  const start = Date.UTC(YEAR, 0, 4 + ++day, 18);
  return {
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + 3_600_000).toISOString(),
    league_id: leagueId,
  };
}

async function playerOfALeague() {
  const admin = await signedInUser(apps[0]!, 'admin');
  const { league, members } = await startLeague(apps[0]!, admin.cookie, {
    divisions: [1],
    league: { play_end: `${YEAR}-12-31` },
  });
  return { leagueId: league.id, cookie: members[0]!.cookie };
}
const post = (app: FastifyInstance, cookie: string, body: object) =>
  injectAs(app, cookie, { method: 'POST', url: '/api/1.0/availability/post', payload: body });

describe('two server processes on one PostgreSQL database', () => {
  it('share one count of an account’s availability writes, taking turns', async () => {
    const { leagueId, cookie } = await playerOfALeague();
    for (let i = 0; i < WRITES; i++)
      expect((await post(apps[i % 2]!, cookie, nextEvening(leagueId))).statusCode).toBe(201);
    for (const app of apps) {
      const refused = await post(app, cookie, nextEvening(leagueId));
      expectError(refused, 429, availabilityWriteMessage(Number(refused.headers['retry-after'])));
    }
  });

  it('let exactly the limit through between them when the writes arrive at once', async () => {
    const { leagueId, cookie } = await playerOfALeague();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(apps[i % 2]!, cookie, nextEvening(leagueId))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(WRITES);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20 - WRITES);
  });
});
