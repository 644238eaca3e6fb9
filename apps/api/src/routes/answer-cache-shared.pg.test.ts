import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCacheKey } from '../plugins/answer-cache';
import { leagueBody, startLeague } from '../test/league-fixtures';
import { TEST_APP_SETTINGS, buildSettledApp, injectAs, signedInUser } from '../test/test-app';
import { B_RECONNECT_DELAY_MS, openTwoProcesses, type TwoProcesses } from '../test/two-processes';
import { waitFor } from '../test/wait-for';

// PostgreSQL only: two server processes on one database, as two apps with their own database handles (pools,
// counters and change listeners) in this one. A change committed through one must reach the other's answer
// cache through the notification (ADR 043), and while a process cannot listen it serves and keeps nothing.

const YEAR = new Date().getUTCFullYear() + 1;

let processes: TwoProcesses;
let first: TwoProcesses['first'];
let second: TwoProcesses['second'];
let appA: FastifyInstance;
let appB: FastifyInstance;
let adminCookie: string;
let viewerCookie: string;
let viewerId: number;
let leagueId: number;

beforeAll(async () => {
  processes = await openTwoProcesses();
  ({ first, second } = processes);
  appA = await buildSettledApp(first.db, { ...TEST_APP_SETTINGS, writeGeneration: first.writeGeneration });
  appB = await buildSettledApp(second.db, { ...TEST_APP_SETTINGS, writeGeneration: second.writeGeneration });

  adminCookie = (await signedInUser(appA, 'admin')).cookie;
  const world = await startLeague(appA, adminCookie, { divisions: [3], league: { play_end: `${YEAR}-12-31` } });
  leagueId = world.league.id;
  // Signed in through A: sessions are rows, so B knows the cookie too.
  viewerCookie = world.divisions[0]!.members[0]!.cookie;
  viewerId = world.divisions[0]!.members[0]!.user.id;
});
afterAll(async () => {
  await appB?.close();
  await appA?.close();
  await processes?.close();
});

const leagueUrl = () => `/api/1.0/leagues/get?league_id=${leagueId}`;

async function leagueName(app: FastifyInstance): Promise<string> {
  const response = await injectAs(app, viewerCookie, { method: 'GET', url: leagueUrl() });
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { name: string }).name;
}

/** Reads until the answer is kept in B's cache (notifications of earlier writes may still empty it once). */
async function keptInB(): Promise<string> {
  const cache = appB.answerCache!;
  for (let round = 0; round < 50; round++) {
    const version = cache.version();
    const name = await leagueName(appB);
    if (cache.version() === version && cache.size > 0) return name;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the answer was never kept in B');
}

/** The viewer's answer to `url` from B, read until B keeps it (as keptInB does for the league). */
async function answerKeptInB(url: string): Promise<string> {
  const cache = appB.answerCache!;
  for (let round = 0; round < 50; round++) {
    const version = cache.version();
    const response = await injectAs(appB, viewerCookie, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    if (cache.version() === version && cache.get(answerCacheKey(viewerId, url))) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} was never kept in B`);
}

describe('the answer cache on PostgreSQL, two processes on one database', () => {
  it('is on and listening in both', () => {
    expect(appA.answerCache).not.toBeNull();
    expect(appB.answerCache).not.toBeNull();
    expect(first.writeGeneration.complete).toBe(true);
    expect(second.writeGeneration.complete).toBe(true);
  });

  it("shows a change made through A in B's next answer once the notification has arrived", async () => {
    const before = await keptInB();
    expect(await leagueName(appB)).toBe(before);
    const seen = second.writeGeneration.value;

    const renamed = await injectAs(appA, adminCookie, {
      method: 'PUT',
      url: '/api/1.0/leagues/update',
      payload: { id: leagueId, ...leagueBody({ name: 'Renamed in A', play_end: `${YEAR}-12-31` }) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await waitFor(() => second.writeGeneration.value !== seen, "the notification of A's commit in B");
    expect(await leagueName(appB)).toBe('Renamed in A');
    expect(await leagueName(appA)).toBe('Renamed in A');
  });

  it("shows another user's change made through A in B's kept dashboard answers (ADR 060)", async () => {
    const dashboard = ['/api/1.0/matches/mine', '/api/1.0/leagues/myLeagues'];
    const before = [];
    for (const url of dashboard) before.push(await answerKeptInB(url));
    const seen = second.writeGeneration.value;

    // The admin, not the viewer, renames the viewer's league: its name is in both answers.
    const renamed = await injectAs(appA, adminCookie, {
      method: 'PUT',
      url: '/api/1.0/leagues/update',
      payload: { id: leagueId, ...leagueBody({ name: 'Dashboard renamed in A', play_end: `${YEAR}-12-31` }) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await waitFor(() => second.writeGeneration.value !== seen, "the notification of A's commit in B");
    for (const [index, url] of dashboard.entries()) {
      const after = await injectAs(appB, viewerCookie, { method: 'GET', url });
      expect(after.statusCode, after.body).toBe(200);
      expect(after.body, url).toContain('Dashboard renamed in A');
      expect(after.body, url).not.toBe(before[index]);
    }
  });

  it('shows a change made by any other client of the database (a script, psql) the same way', async () => {
    await keptInB();
    const seen = second.writeGeneration.value;
    const script = new pg.Client({ connectionString: first.url });
    await script.connect();
    await script.query('update leagues set name = $1 where id = $2', ['Renamed by a script', leagueId]);
    await script.end();
    await waitFor(() => second.writeGeneration.value !== seen, "the notification of the script's commit in B");
    expect(await leagueName(appB)).toBe('Renamed by a script');
  });

  it("counts B's own writes as they return, without waiting for their notification", async () => {
    await keptInB();
    const renamed = await injectAs(appB, adminCookie, {
      method: 'PUT',
      url: '/api/1.0/leagues/update',
      payload: { id: leagueId, ...leagueBody({ name: 'Renamed in B', play_end: `${YEAR}-12-31` }) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await leagueName(appB)).toBe('Renamed in B');
  });

  it("does not empty B's cache again when the notifications of B's own commits arrive (ADR 049)", async () => {
    const seenInA = first.writeGeneration.value;
    const seenInB = second.writeGeneration.value;
    // One statement through B's pool, which B counts once as it returns, and one by another client after it.
    // PostgreSQL delivers notifications in the order of the commits, so once the script's has moved B's count,
    // B's own has arrived too: only the script's may have moved it again.
    await second.db.execute(sql`update leagues set name = name where id = -1`);
    await processes.admin.query('update leagues set name = name where id = -1');
    await waitFor(() => second.writeGeneration.value >= seenInB + 2, "the script's notification in B");
    // A moment for anything else to arrive, so that a third bump would be seen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.writeGeneration.value).toBe(seenInB + 2);
    // A, another process, counts both commits by their notifications.
    await waitFor(() => first.writeGeneration.value >= seenInA + 2, "B's and the script's notifications in A");
    expect(first.writeGeneration.value).toBe(seenInA + 2);
  });

  it('serves and keeps nothing while B is not listening, and caches again once it listens again', async () => {
    await keptInB();
    // A's and B's.
    expect(await processes.terminateListeners()).toBe(2);
    await waitFor(() => !second.writeGeneration.complete, 'B to see its listener gone');
    const whileDown = second.writeGeneration.value;

    // Nobody in B hears of this change: B must not answer from what it kept.
    await processes.admin.query('update leagues set name = $1 where id = $2', ['Renamed while B was deaf', leagueId]);
    expect(await leagueName(appB)).toBe('Renamed while B was deaf');
    expect(await leagueName(appB)).toBe('Renamed while B was deaf');
    expect(appB.answerCache!.size).toBe(0);
    expect(second.writeGeneration.complete).toBe(false);

    await waitFor(() => second.writeGeneration.complete, 'B to listen again', B_RECONNECT_DELAY_MS + 10_000);
    expect(second.writeGeneration.value).toBeGreaterThan(whileDown);
    expect(await keptInB()).toBe('Renamed while B was deaf');
  });

  it('closes the listening connection with the database handle', async () => {
    const count = () => processes.countListeners();
    await waitFor(() => first.writeGeneration.complete, 'A to listen again');
    expect(await count()).toBe(2);
    await appB.close();
    await second.close();
    expect(second.writeGeneration.complete).toBe(false);
    // pg_stat_activity lags a backend's exit by a moment.
    for (let round = 0; round < 200 && (await count()) !== 1; round++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await count()).toBe(1);
  });
});
