import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { insertBenchLeague } from '../apps/api/src/db/queries/bench-league';
import { planHalfPlayedLeague } from './half-played-league';
import { insertUser } from '../apps/api/src/db/queries/users';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { benchBatch } from './analytics-data';
import { benchOnEachDatabase, listenOnFreePort, percentile, signInOverHttp, timedGet } from './http-timing';
import { isMain, seededRandom } from './measure';

// POST analytics/post under a burst of 1,000 events a second for 10 seconds, sent as 20 signed-in players each
// posting one batch of 50 events a second (spread over the second, as browsers flush independently), plus a
// few anonymous batches from one address, under the collection limit of 120 requests a minute. Meanwhile an
// admin keeps reading GET users/me and GET leagues/standings, to show what the burst costs everyone else.
// Figures are printed, never asserted.

const POSTERS = 20;
const BATCH = 50;
const SECONDS = 10;
const ANONYMOUS_BATCH = 20;
const ANONYMOUS_EVERY_MS = 2_000;
const PASSWORD = 'benchmark password';

interface PostAnswer {
  status: number;
  ms: number;
  received: number;
  /** When the answer's last byte arrived, on performance.now()'s clock. */
  endedAt: number;
}

/** One POST of a JSON body over a fresh connection, timed until the answer's last byte. */
function timedPost(port: number, path: string, cookie: string | null, body: unknown): Promise<PostAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const endedAt = performance.now();
          const status = response.statusCode ?? 0;
          const received = status === 200 ? (JSON.parse(text) as { received: number }).received : 0;
          resolve({ status, ms: endedAt - start, received, endedAt });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}  p95 ${ms(percentile(sorted, 0.95))}  p99 ${ms(percentile(sorted, 0.99))}  max ${ms(sorted.at(-1) ?? Number.NaN)}  n ${sorted.length}`;
};

/** Reads the probe paths in turn, one request at a time, until `until()` says stop. */
async function probe(port: number, paths: readonly string[], cookie: string, until: () => boolean) {
  const times = paths.map((): number[] => []);
  for (let i = 0; !until(); i++) {
    const which = i % paths.length;
    const answer = await timedGet(port, paths[which]!, { cookie, 'accept-encoding': 'br, gzip' });
    if (answer.status !== 200) throw new Error(`${paths[which]}: ${answer.status}`);
    times[which]!.push(answer.ms);
  }
  return times;
}

export async function benchAnalyticsIngest(handle: DatabaseHandle, label: string) {
  const runId = randomBytes(4).toString('hex');
  const passwordHash = await hashPassword(PASSWORD);
  const plan = planHalfPlayedLeague(`Analytics Benchmark ${runId}`, runId, passwordHash, POSTERS / 2);
  const { leagueId } = await insertBenchLeague(handle.db, plan);
  const adminEmail = `bench-admin-${runId}@example.test`;
  await insertUser(handle.db, { email: adminEmail, passwordHash, userType: 'admin' });
  const [before] = (
    (await handle.db.execute(sql`select count(*)::int as n from analytics_events`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;

  const { app, port } = await listenOnFreePort(handle.db);
  try {
    const admin = await signInOverHttp(port, adminEmail, PASSWORD);
    const posters: string[] = [];
    for (const division of plan.divisions) {
      for (const player of division.players) posters.push(await signInOverHttp(port, player.email, PASSWORD));
    }
    const probes = ['/api/1.0/users/me', `/api/1.0/leagues/standings?league_id=${leagueId}`] as const;
    // Warm both paths, then time them for as long as the burst lasts with nothing else going on.
    let warm = 0;
    await probe(port, probes, admin, () => warm++ >= 10);
    const idleEnd = performance.now() + SECONDS * 1000;
    const idle = await probe(port, probes, admin, () => performance.now() >= idleEnd);

    const random = seededRandom(7);
    const path = '/api/1.0/analytics/post';
    const posts: Promise<PostAnswer & { anonymous: boolean }>[] = [];
    const send = (cookie: string | null, size: number) =>
      posts.push(timedPost(port, path, cookie, benchBatch(size, random)).then((a) => ({ ...a, anonymous: !cookie })));
    const cpuBefore = process.cpuUsage();
    const start = performance.now() + 50;
    const timers: NodeJS.Timeout[] = [];
    for (let second = 0; second < SECONDS; second++) {
      posters.forEach((cookie, i) => {
        const at = start + second * 1000 + (i * 1000) / POSTERS;
        timers.push(setTimeout(() => send(cookie, BATCH), at - performance.now()));
      });
    }
    for (let at = 0; at < SECONDS * 1000; at += ANONYMOUS_EVERY_MS) {
      timers.push(setTimeout(() => send(null, ANONYMOUS_BATCH), start + at + 25 - performance.now()));
    }
    const expected = SECONDS * POSTERS + Math.ceil((SECONDS * 1000) / ANONYMOUS_EVERY_MS);
    const burstEnd = start + SECONDS * 1000;
    const during = await probe(port, probes, admin, () => performance.now() >= burstEnd);
    while (posts.length < expected) await new Promise((resolve) => setTimeout(resolve, 10));
    const answers = await Promise.all(posts);
    timers.forEach(clearTimeout);
    const cpu = process.cpuUsage(cpuBefore);

    const accepted = answers.reduce((sum, answer) => sum + answer.received, 0);
    const offered = SECONDS * POSTERS * BATCH + Math.ceil((SECONDS * 1000) / ANONYMOUS_EVERY_MS) * ANONYMOUS_BATCH;
    const finished = Math.max(...answers.map((answer) => answer.endedAt));
    const seconds = (finished - start) / 1000;
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const [after] = (
      (await handle.db.execute(sql`select count(*)::int as n from analytics_events`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;

    console.info(
      `${label}: ${POSTERS} players x ${BATCH} events a second for ${SECONDS} s, plus an anonymous batch of ` +
        `${ANONYMOUS_BATCH} every ${ANONYMOUS_EVERY_MS / 1000} s: ${offered.toLocaleString('en')} events offered`,
    );
    console.info(
      `  accepted ${accepted.toLocaleString('en')} events in ${seconds.toFixed(2)} s: ` +
        `${Math.round(accepted / seconds).toLocaleString('en')} events/s; stored ${(after!.n - before!.n).toLocaleString('en')}; ` +
        `answers ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`,
    );
    // Server, probes and senders share this process; PostgreSQL's own work is not in it.
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.info(
      `  this process used ${cpuSeconds.toFixed(1)} s of CPU during the burst (${Math.round((100 * cpuSeconds) / seconds)}% of one core)`,
    );
    const signedIn = answers.filter((answer) => !answer.anonymous).map((answer) => answer.ms);
    const anonymous = answers.filter((answer) => answer.anonymous).map((answer) => answer.ms);
    console.info(`  ${'POST analytics/post, 50 events'.padEnd(36)} ${spread(signedIn)}`);
    console.info(`  ${'POST analytics/post, anonymous 20'.padEnd(36)} ${spread(anonymous)}`);
    console.info(`  ${'GET users/me, idle'.padEnd(36)} ${spread(idle[0]!)}`);
    console.info(`  ${'GET users/me, during the burst'.padEnd(36)} ${spread(during[0]!)}`);
    console.info(`  ${'GET leagues/standings, idle'.padEnd(36)} ${spread(idle[1]!)}`);
    console.info(`  ${'GET leagues/standings, during burst'.padEnd(36)} ${spread(during[1]!)}`);
  } finally {
    await app.close();
  }
}

export async function runAnalyticsIngestBenchmarks() {
  console.info(`analytics ingest (Node ${process.version}): a burst of ${POSTERS * BATCH} events a second\n`);
  await benchOnEachDatabase(benchAnalyticsIngest);
}

if (isMain(import.meta.url)) await runAnalyticsIngestBenchmarks();
