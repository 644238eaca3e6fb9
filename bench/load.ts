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
/** Issue 10's aim for each authenticated read. */
const GOAL_SHARE = 0.25;
const GOAL_P99_MS = 20;

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

/**
 * The league in bulk statements, play ending ten weeks from now (so overlaps has a window whatever the date),
 * then every player of the first division posts availability through the API, as players do.
 */
async function buildLeague(handle: DatabaseHandle, port: number, runId: string) {
  const plan = planHalfPlayedLeague(`Load Benchmark ${runId}`, runId, await hashPassword(PASSWORD), DIVISION_SIZE);
  const { leagueId } = await insertBenchLeague(handle.db, plan);
  const playEnd = DateTime.utc().plus({ weeks: 10 }).toISODate()!;
  await handle.db.update(leagues).set({ playEnd }).where(eq(leagues.id, leagueId));

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

/** 50 connections for `seconds`, each sending the next request as soon as its answer is in. */
async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
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
  const { bare, port: barePort } = await listenBare();
  try {
    const { leagueId, viewer } = await buildLeague(handle, port, runId);
    const statementsWatch = watchStatements(handle);
    const api = `http://127.0.0.1:${port}/api/1.0`;
    const routes = [
      ['users/me', `${api}/users/me`],
      ['divisions/getMyDivision (league home)', `${api}/divisions/getMyDivision?league_id=${leagueId}`],
      ['leagues/get (league home)', `${api}/leagues/get?league_id=${leagueId}`],
      ['availability/overlaps', `${api}/availability/overlaps?league_id=${leagueId}&time_zone=${ZONE}`],
      ['leagues/standings', `${api}/leagues/standings?league_id=${leagueId}`],
    ] as const;
    // As a browser asks: answers above 1 KB are compressed on the fly.
    const headers = { cookie: viewer, 'accept-encoding': 'br, gzip' };
    console.info(
      `${label}: 2 divisions of ${DIVISION_SIZE} (half the matches played), the viewer's division with ` +
        `availability; ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s a route; ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.info(
      `  ${'route'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ` +
        `${'cpu/req'.padStart(8)} ${'of bare'.padStart(8)} ${'alone'.padStart(8)} ${'in db'.padStart(8)} stmts ${'body'.padStart(9)}  ` +
        `goal (>= ${GOAL_SHARE * 100} %, p99 <= ${GOAL_P99_MS} ms)`,
    );
    await load(`http://127.0.0.1:${barePort}/`, {}, WARMUP_SECONDS);
    const bareResult = await load(`http://127.0.0.1:${barePort}/`, {}, SECONDS);
    const bareRate = bareResult.requestsPerSecond;
    const row = (name: string, result: Load, extra: string) =>
      console.info(
        `  ${name.padEnd(40)} ${result.requestsPerSecond.toFixed(0).padStart(7)} ${ms(result.p50)} ${ms(result.p99)} ` +
          `${ms(result.cpuMs)} ${`${((100 * result.requestsPerSecond) / bareRate).toFixed(0)} %`.padStart(8)} ${extra}`,
      );
    row('bare Fastify { hello: "world" }', bareResult, '');
    const measured: { name: string; url: string; result: Load; statements: Statements }[] = [];
    for (const [name, url] of routes) {
      await load(url, headers, WARMUP_SECONDS);
      await statementsWatch.settled();
      const statements = await statementsWatch.alone(url, headers);
      await statementsWatch.settled();
      const result = await load(url, headers, SECONDS);
      measured.push({ name, url, result, statements });
      const share = result.requestsPerSecond / bareRate;
      const misses = [
        share < GOAL_SHARE ? 'throughput' : '',
        result.p99 > GOAL_P99_MS || result.timeouts > 0 ? 'p99' : '',
        result.timeouts > 0 ? `${result.timeouts} timed out` : '',
      ].filter(Boolean);
      row(
        name,
        result,
        `${ms(statements.requestMs)} ${ms(statements.dbMs)} ${String(statements.perRequest).padStart(5)} ` +
          `${`${(statements.bytes / 1024).toFixed(1)} KiB`.padStart(9)}  ` +
          (misses.length === 0 ? 'met' : `missed (${misses.join(', ')})`),
      );
    }
    // The same reads while the viewer writes once a second: what a hit rate below 100 % leaves of the cache.
    for (const { name, url } of measured.slice(1)) {
      await statementsWatch.settled();
      const { result, writes } = await withAWriteASecond(port, viewer, leagueId, () => load(url, headers, SECONDS));
      const share = result.requestsPerSecond / bareRate;
      const met = share >= GOAL_SHARE && result.p99 <= GOAL_P99_MS && result.timeouts === 0;
      row(`${name.split(' ')[0]} + 1 write/s`, result, `${writes} writes`.padStart(36) + `  ${met ? 'met' : 'missed'}`);
    }
    console.info(
      '  (cpu/req: this process per answer, client included; alone: one request with nothing else running; ' +
        "in db: its statements' wall time; stmts: statements per request; body: decoded)",
    );

    console.info('\n  statements of one request alone, mean time each:');
    for (const { name, statements } of measured) {
      console.info(`    ${name}`);
      for (const [text, mean] of statements.slowest) console.info(`      ${ms(mean)}  ${text}`);
    }

    const slowest = measured.reduce((a, b) => (b.result.requestsPerSecond < a.result.requestsPerSecond ? b : a));
    console.info(`\n  CPU profile of ${slowest.name} under the same load (${PROFILE_SECONDS} s):`);
    const fileName = `${label.split(' ')[0]!.toLowerCase()}-${slowest.name.split(' ')[0]!.replace('/', '-')}`;
    await statementsWatch.settled();
    await profile(() => load(slowest.url, headers, PROFILE_SECONDS), fileName);
    // Closing the pool under requests that still wait would cut their connections.
    await statementsWatch.settled();
  } finally {
    await bare.close();
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
