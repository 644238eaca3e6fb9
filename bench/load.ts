import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { DateTime } from 'luxon';
import { roundRobin } from '@courtside/shared/league/round-robin';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { insertBenchLeague } from '../apps/api/src/db/queries/bench-league';
import { planHalfPlayedLeague } from './half-played-league';
import { leagues } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { benchOnEachDatabase, listenOnFreePort, signInOverHttp } from './http-timing';
import { isMain, seededRandom } from './measure';

// Throughput and tail latency under load (issue 10): autocannon keeps 50 connections busy against a bare
// Fastify JSON route and against the authenticated reads a signed-in player makes most, on PGlite and on
// PostgreSQL. Client, server and PGlite share this one process (and the machine's 2 cores), so every figure
// is what is left after the client's own work. Figures are printed, never asserted.

const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const PROFILE_SECONDS = 5;
const DIVISION_SIZE = 10;
const ZONE = 'America/New_York';
const PASSWORD = 'benchmark password';
/** The aims each read is held to: issue 10's for every authenticated read, issue 33's for the two pages' reads. */
const AIMS = [
  { name: 'issue 10', share: 0.25, p99Ms: 20 },
  { name: 'issue 33', share: 0.2, p99Ms: 50 },
] as const;

/** Two weekly evenings for ten weeks from next week, and two one-off weekend mornings, in the viewer's zone. */
function planSlots(random: () => number, leagueId: number, firstMonday: DateTime) {
  const slot = (start: DateTime, hours: number, rule?: string) => ({
    start_time: start.toUTC().toISO()!,
    end_time: start.plus({ hours }).toUTC().toISO()!,
    league_id: leagueId,
    time_zone: ZONE,
    ...(rule ? { is_recurring: true, recurrence_rule: rule } : {}),
  });
  const evening = () => firstMonday.plus({ days: Math.floor(random() * 5), hours: 17 + Math.floor(random() * 3) });
  const weekend = () => firstMonday.plus({ weeks: Math.floor(random() * 8), days: 5, hours: 9 });
  return [
    slot(evening(), 2, 'FREQ=WEEKLY;COUNT=10'),
    slot(evening(), 3, 'FREQ=WEEKLY;COUNT=10'),
    slot(weekend(), 3),
    slot(weekend(), 2),
  ];
}

/** The club's other leagues, of the same shape: the tables hold a club's seasons, not the viewer's league alone. */
const OTHER_LEAGUES = 24;

/**
 * The club in bulk statements: the viewer's league (play ending ten weeks from now, so overlaps has a window
 * whatever the date), a second league the viewer plays in too (their dashboard lists both leagues' matches),
 * and `OTHER_LEAGUES` leagues of other players. Then every player of the viewer's division posts availability
 * through the API, as players do, and the viewer has a proposal sent and one received, waiting for answers.
 */
async function buildLeague(handle: DatabaseHandle, port: number, runId: string) {
  const passwordHash = await hashPassword(PASSWORD);
  const plan = planHalfPlayedLeague(`Load Benchmark ${runId}`, runId, passwordHash, DIVISION_SIZE);
  const { leagueId, playerIds } = await insertBenchLeague(handle.db, plan);
  const playEnd = DateTime.utc().plus({ weeks: 10 }).toISODate()!;
  await handle.db.update(leagues).set({ playEnd }).where(eq(leagues.id, leagueId));
  const viewerPlayerId = playerIds[0]![0]!;
  const second = planHalfPlayedLeague(`Load Benchmark second ${runId}`, `${runId}-second`, passwordHash, DIVISION_SIZE);
  const [firstDivision, ...otherDivisions] = second.divisions;
  await insertBenchLeague(handle.db, {
    ...second,
    divisions: [
      { ...firstDivision!, players: [{ existingPlayerId: viewerPlayerId }, ...firstDivision!.players.slice(1)] },
      ...otherDivisions,
    ],
  });
  for (let other = 0; other < OTHER_LEAGUES; other++) {
    const otherId = `${runId}-other-${other}`;
    await insertBenchLeague(
      handle.db,
      planHalfPlayedLeague(`Club League ${otherId}`, otherId, passwordHash, DIVISION_SIZE),
    );
  }

  const random = seededRandom(10);
  const firstMonday = DateTime.fromObject({}, { zone: ZONE }).startOf('week').plus({ weeks: 1 });
  const cookies: string[] = [];
  for (const player of plan.divisions[0]!.players) {
    const cookie = await signInOverHttp(port, player.email, PASSWORD);
    cookies.push(cookie);
    const response = await fetch(`http://127.0.0.1:${port}/api/1.0/availability/post`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ slots: planSlots(random, leagueId, firstMonday) }),
    });
    if (!response.ok) throw new Error(`availability/post: ${response.status} ${await response.text()}`);
  }

  // The viewer's first two opponents still to play (planHalfPlayedLeague leaves the round robin's odd matches).
  const unplayed = roundRobin(plan.divisions[0]!.players.map((_, position) => position)).filter(
    (pairing, index) => index % 2 === 1 && (pairing.home === 0 || pairing.away === 0),
  );
  const [sentTo, receivedFrom] = unplayed.map((pairing) => (pairing.home === 0 ? pairing.away : pairing.home));
  if (sentTo === undefined || receivedFrom === undefined)
    throw new Error('the viewer has fewer than two matches to arrange');
  const propose = async (from: number, to: number, days: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/1.0/match-proposals/post`, {
      method: 'POST',
      headers: { cookie: cookies[from]!, 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({
        opponent_player_id: playerIds[0]![to]!,
        proposed_time: firstMonday.plus({ days, hours: 18 }).toUTC().toISO(),
        league_id: leagueId,
      }),
    });
    if (!response.ok) throw new Error(`match-proposals/post: ${response.status} ${await response.text()}`);
  };
  await propose(0, sentTo, 1);
  await propose(receivedFrom, 0, 2);
  return { leagueId, viewer: cookies[0]! };
}

/**
 * While `work` runs, the viewer writes once a second through the API (a one-off slot posted, then deleted at
 * the next tick): each write empties the answer cache, so the reads after it miss until they are kept again.
 * The load is otherwise read-only, where every read after the first is a hit.
 */
async function withAWriteASecond<T>(port: number, viewer: string, leagueId: number, work: () => Promise<T>) {
  const headers = { cookie: viewer, 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` };
  const api = `http://127.0.0.1:${port}/api/1.0/availability`;
  const start = DateTime.utc().plus({ weeks: 3 }).startOf('hour');
  let posted: number | undefined;
  let writes = 0;
  const write = async () => {
    if (posted === undefined) {
      const body = { start_time: start.toISO(), end_time: start.plus({ hours: 1 }).toISO(), league_id: leagueId };
      const response = await fetch(`${api}/post`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`availability/post: ${response.status} ${await response.text()}`);
      posted = ((await response.json()) as { availabilities: { id: number }[] }).availabilities[0]!.id;
    } else {
      // No body, so no content type: the API refuses an empty body said to be JSON.
      const { cookie, origin } = headers;
      const response = await fetch(`${api}/delete?id=${posted}`, { method: 'DELETE', headers: { cookie, origin } });
      if (!response.ok) throw new Error(`availability/delete: ${response.status} ${await response.text()}`);
      posted = undefined;
    }
    writes++;
  };
  let failure: unknown;
  // One write at a time: a tick while the last is still under way (a slow machine), or the clean-up below
  // while one is, would otherwise delete the same slot twice.
  let inFlight: Promise<void> | undefined;
  const timer = setInterval(() => {
    inFlight ??= write()
      .catch((error: unknown) => void (failure ??= error))
      .finally(() => (inFlight = undefined));
  }, 1000);
  try {
    const result = await work();
    if (failure) throw failure;
    return { result, writes };
  } finally {
    clearInterval(timer);
    await inFlight;
    if (posted !== undefined) await write();
  }
}

/** A plain Fastify app on its own port, the same Node process: what one JSON answer costs without the app. */
async function listenBare() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { bare, port: (bare.server.address() as AddressInfo).port };
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** This process's CPU time per answer: server, client and PGlite; not PostgreSQL's. */
  cpuMs: number;
  /** Requests with no answer after autocannon's 10 s: starved, and not in the percentiles. */
  timeouts: number;
}

/**
 * 50 connections for `seconds`, each sending the next request as soon as its answer is in: to `url`, or each
 * connection to `paths` in turn (a page's reads, one after another) on `url`'s host.
 */
async function load(url: string, headers: Record<string, string>, seconds: number, paths?: string[]): Promise<Load> {
  const cpuBefore = process.cpuUsage();
  const requests = paths?.map((path) => ({ method: 'GET' as const, path }));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, requests });
  const cpu = process.cpuUsage(cpuBefore);
  // A refusal is fast: counting 401s or 500s as throughput would flatter a broken setup.
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors - result.timeouts} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (cpu.user + cpu.system) / 1000 / result.requests.total,
    timeouts: result.timeouts,
  };
}

/** A CPU profile of this process while `work` runs; saved for DevTools, and the top self time printed. */
async function profile(work: () => Promise<unknown>, name: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  await work();
  const { profile: taken } = await session.post('Profiler.stop');
  session.disconnect();
  const file = path.join(os.tmpdir(), `courtside-load-${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(taken));

  const totalHits = taken.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, hits: number) => map.set(key, (map.get(key) ?? 0) + hits);
  for (const node of taken.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    add(byFunction, `${functionName || '(anonymous)'} ${where}`.trim(), hits);
    add(byArea, areaOf(functionName, url), hits);
  }
  const share = (hits: number) => `${((100 * hits) / totalHits).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.info(`  profile saved to ${file}; self time by area (client and server share the process):`);
  for (const [area, hits] of top(byArea, 12)) console.info(`    ${share(hits)}  ${area}`);
  console.info('  top functions by self time:');
  for (const [fn, hits] of top(byFunction, 20)) console.info(`    ${share(hits)}  ${fn}`);
}

const shortUrl = (url: string) => {
  const packageAt = url.lastIndexOf('node_modules/');
  if (packageAt >= 0) return url.slice(packageAt + 'node_modules/'.length);
  return url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
};

/** Whose code a sample is in: a package, node's core, the app, or V8's own (GC, idle, compiled code). */
function areaOf(functionName: string, url: string) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native, no script)';
  if (url.startsWith('node:')) return 'node core';
  const packageAt = url.lastIndexOf('node_modules/');
  if (packageAt >= 0) {
    const [scopeOrName, name] = url.slice(packageAt + 'node_modules/'.length).split('/');
    return scopeOrName!.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName!;
  }
  if (url.includes('/apps/api/')) return 'apps/api (app code)';
  if (url.includes('/packages/shared/')) return 'packages/shared';
  return shortUrl(url);
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);

interface Statements {
  /** Statements a request sends to the database (outside transactions), and their wall time, one request alone. */
  perRequest: number;
  dbMs: number;
  requestMs: number;
  /** The answer's size once decoded. */
  bytes: number;
  /** Each statement's text (shortened) and its mean time. */
  slowest: [string, number][];
}

/**
 * Counts every statement the driver sends (drizzle's client: PGlite itself, or the pg pool), and times each
 * while `record` is on. Only the benchmark's copy of the client is wrapped; the app's code is unchanged.
 */
function watchStatements(handle: DatabaseHandle) {
  const client = (handle.db as unknown as { session: { client: { query: (...args: unknown[]) => Promise<unknown> } } })
    .session.client;
  const query = client.query;
  const watch = { calls: 0, record: null as Map<string, number[]> | null };
  client.query = async function timed(this: unknown, ...args: unknown[]) {
    watch.calls++;
    const record = watch.record;
    const start = performance.now();
    try {
      return await query.apply(this, args);
    } finally {
      if (record) {
        const first = args[0];
        const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '?');
        const key = text.replace(/\s+/g, ' ').slice(0, 110);
        record.set(key, [...(record.get(key) ?? []), performance.now() - start]);
      }
    }
  };
  return {
    /**
     * Requests of a load run go on after autocannon stops and closes its sockets (they wait for the database):
     * waits until no statement has been sent for 300 ms, so the next figures are not theirs.
     */
    async settled() {
      for (let before = -1; before !== watch.calls;) {
        before = watch.calls;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    },
    /** What one request costs on its own: `runs` requests in a row, every statement counted and timed. */
    async alone(url: string, headers: Record<string, string>, runs = 20): Promise<Statements> {
      // One first, so that what is read once per app (the session, until it changes) is not counted.
      await (await fetch(url, { headers })).arrayBuffer();
      const times = new Map<string, number[]>();
      let requestMs = 0;
      let bytes = 0;
      watch.record = times;
      try {
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          const response = await fetch(url, { headers });
          bytes = (await response.arrayBuffer()).byteLength;
          requestMs += performance.now() - start;
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
        }
      } finally {
        watch.record = null;
      }
      const all = [...times.values()].flat();
      return {
        perRequest: all.length / runs,
        dbMs: all.reduce((a, b) => a + b, 0) / runs,
        requestMs: requestMs / runs,
        bytes,
        slowest: [...times]
          .map(([text, list]): [string, number] => [text, list.reduce((a, b) => a + b, 0) / list.length])
          .sort((a, b) => b[1] - a[1]),
      };
    },
  };
}

/** Whether a load run meets an aim, and if not, which half it misses. */
function verdict(result: Load, bareRate: number, aim: (typeof AIMS)[number]) {
  const misses = [
    result.requestsPerSecond / bareRate < aim.share ? 'throughput' : '',
    result.p99 > aim.p99Ms || result.timeouts > 0 ? 'p99' : '',
    result.timeouts > 0 ? `${result.timeouts} timed out` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed (${misses.join(', ')})`;
}

export async function benchLoad(handle: DatabaseHandle, label: string) {
  const runId = randomBytes(4).toString('hex');
  // As the server runs: the answer cache on, on either database, and the session cache hearing of other
  // processes' session changes on PostgreSQL (ADR 039, ADR 043).
  const { app, port } = await listenOnFreePort(handle.db, {
    writeGeneration: handle.writeGeneration,
    sessionChanges: handle.sessionChanges,
    // The viewer writes once a second for minutes, far past a person's pace (ADR 059): that is the load measured.
    availabilityWriteLimit: { writesPerUser: 1_000_000 },
  });
  // The same app without the answer cache, on the same database: what a miss costs, each request computed.
  const { app: uncachedApp, port: uncachedPort } = await listenOnFreePort(handle.db, {
    sessionChanges: handle.sessionChanges,
    answerCacheMs: 0,
  });
  const { bare, port: barePort } = await listenBare();
  try {
    const { leagueId, viewer } = await buildLeague(handle, port, runId);
    const statementsWatch = watchStatements(handle);
    const path = (read: string) => `/api/1.0/${read}`;
    // What each page asks for as it opens (the web app's early reads and hooks, packages/shared/src/web/page-routes.ts):
    // users/me is the app's own first read on every page. The league home asks for overlaps only while the viewer has
    // a match to arrange, which this viewer has.
    const dashboard = [
      'users/me',
      'players/getMyPlayers',
      'leagues/myLeagues',
      'matches/mine',
      'leagues/recentActivity',
    ];
    const leagueHome = [
      `divisions/getMyDivision?league_id=${leagueId}`,
      `leagues/get?league_id=${leagueId}`,
      `leagues/standings?league_id=${leagueId}`,
      `match-proposals/get?league_id=${leagueId}`,
      `availability/overlaps?league_id=${leagueId}&time_zone=${ZONE}`,
    ];
    const routes = [
      ...dashboard.map((read) => ({ name: `dashboard: ${read}`, path: path(read) })),
      ...leagueHome.map((read) => ({ name: `league home: ${read.split('?')[0]}`, path: path(read) })),
    ];
    const pages = [
      { name: `dashboard page (${dashboard.length} reads in turn)`, paths: dashboard.map(path) },
      {
        name: `league home page (${leagueHome.length + 1} reads in turn)`,
        paths: ['users/me', ...leagueHome].map(path),
      },
    ];
    const url = (onPort: number, at: string) => `http://127.0.0.1:${onPort}${at}`;
    // As a browser asks: answers above 1 KB are compressed on the fly.
    const headers = { cookie: viewer, 'accept-encoding': 'br, gzip' };
    console.info(
      `${label}: the viewer's league of 2 divisions of ${DIVISION_SIZE} (half the matches played), a second ` +
        `league of theirs and ${OTHER_LEAGUES} other leagues alike; the viewer's division with availability, ` +
        `the viewer with a proposal sent and one received; ${CONNECTIONS} connections, ${WARMUP_SECONDS} s ` +
        `warm-up then ${SECONDS} s a route; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const aims = AIMS.map((aim) => `${aim.name} (>= ${aim.share * 100} %, p99 <= ${aim.p99Ms} ms)`).join(', ');
    console.info(
      `  ${'route'.padEnd(50)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ` +
        `${'cpu/req'.padStart(8)} ${'of bare'.padStart(8)} ${'miss'.padStart(8)} ${'in db'.padStart(8)} stmts ` +
        `${'body'.padStart(9)}  ${aims}`,
    );
    await load(url(barePort, '/'), {}, WARMUP_SECONDS);
    const bareResult = await load(url(barePort, '/'), {}, SECONDS);
    const bareRate = bareResult.requestsPerSecond;
    const row = (name: string, result: Load, extra: string) =>
      console.info(
        `  ${name.padEnd(50)} ${result.requestsPerSecond.toFixed(0).padStart(7)} ${ms(result.p50)} ${ms(result.p99)} ` +
          `${ms(result.cpuMs)} ${`${((100 * result.requestsPerSecond) / bareRate).toFixed(0)} %`.padStart(8)} ${extra}`,
      );
    const verdicts = (result: Load) => AIMS.map((aim) => verdict(result, bareRate, aim)).join(', ');
    row('bare Fastify { hello: "world" }', bareResult, '');
    const measured: { name: string; path: string; result: Load; statements: Statements }[] = [];
    for (const { name, path: at } of routes) {
      await load(url(port, at), headers, WARMUP_SECONDS);
      await statementsWatch.settled();
      // Statements and time of a miss: the app without the cache computes every answer.
      const statements = await statementsWatch.alone(url(uncachedPort, at), headers);
      await statementsWatch.settled();
      const result = await load(url(port, at), headers, SECONDS);
      measured.push({ name, path: at, result, statements });
      row(
        name,
        result,
        `${ms(statements.requestMs)} ${ms(statements.dbMs)} ${String(statements.perRequest).padStart(5)} ` +
          `${`${(statements.bytes / 1024).toFixed(1)} KiB`.padStart(9)}  ${verdicts(result)}`,
      );
    }
    for (const page of pages) {
      await statementsWatch.settled();
      await load(url(port, '/'), headers, WARMUP_SECONDS, page.paths);
      await statementsWatch.settled();
      const result = await load(url(port, '/'), headers, SECONDS, page.paths);
      row(page.name, result, `${''.padStart(45)}${verdicts(result)}`);
    }
    // The same reads while the viewer writes once a second: what a hit rate below 100 % leaves of the cache.
    // users/me is left out: the session cache answers it, and the viewer's writes do not touch sessions.
    for (const { name, path: at } of measured.slice(1)) {
      await statementsWatch.settled();
      const { result, writes } = await withAWriteASecond(port, viewer, leagueId, () =>
        load(url(port, at), headers, SECONDS),
      );
      row(`${name} + 1 write/s`, result, `${`${writes} writes`.padStart(44)}  ${verdicts(result)}`);
    }
    // Every request a miss (the app without the answer cache): what many viewers after a change each cost.
    for (const { name, path: at } of measured) {
      await statementsWatch.settled();
      await load(url(uncachedPort, at), headers, WARMUP_SECONDS);
      await statementsWatch.settled();
      const result = await load(url(uncachedPort, at), headers, SECONDS);
      row(`${name}, no cache`, result, `${''.padStart(45)}${verdicts(result)}`);
    }
    console.info(
      '  (cpu/req: this process per answer, client included; miss: one request alone on the app without the ' +
        "answer cache; in db: its statements' wall time; stmts: statements it sends; body: decoded)",
    );

    console.info('\n  statements of one request alone (a miss), mean time each:');
    for (const { name, statements } of measured) {
      console.info(`    ${name}`);
      for (const [text, mean] of statements.slowest) console.info(`      ${ms(mean)}  ${text}`);
    }

    const slowest = measured.reduce((a, b) => (b.result.requestsPerSecond < a.result.requestsPerSecond ? b : a));
    console.info(`\n  CPU profile of ${slowest.name} under the same load (${PROFILE_SECONDS} s):`);
    const fileName = `${label.split(' ')[0]!.toLowerCase()}-${slowest.path.split('?')[0]!.slice('/api/1.0/'.length).replace('/', '-')}`;
    await statementsWatch.settled();
    await profile(() => load(url(port, slowest.path), headers, PROFILE_SECONDS), fileName);
    // Closing the pool under requests that still wait would cut their connections.
    await statementsWatch.settled();
  } finally {
    await bare.close();
    await uncachedApp.close();
    await app.close();
  }
}

export async function runLoadBenchmarks() {
  console.info(
    `load benchmark (Node ${process.version}, ${os.cpus().length} cores shared by autocannon, the server and ` +
      `PGlite in one process)\n`,
  );
  await benchOnEachDatabase(benchLoad);
}

if (isMain(import.meta.url)) await runLoadBenchmarks();
