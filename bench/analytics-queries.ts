import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AnalyticsPerformanceResponse } from '@courtside/shared/schemas/analytics';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/api/src/db/client';
import { insertUser } from '../apps/api/src/db/queries/users';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { loadYearOfEvents } from './analytics-data';
import { listenOnFreePort, percentile, signInOverHttp, timedGet, withThrowawayDatabase } from './http-timing';
import { isMain } from './measure';

// The admin's analytics dashboard over real HTTP on a year of events from 500 users, a million rows, against
// the 50 ms goal of ADR 033. On PostgreSQL; with --pglite also on in-memory PGlite. Figures are printed,
// never asserted.

const USERS = 500;
const TARGET_ROWS = 1_000_000;
const DAYS = 365;
const CHUNK_DAYS = 15;
const ANONYMOUS_SHARE = 0.03;
const WARMUP = 5;
const RUNS = 50;
const GOAL_MS = 50;
const PERFORMANCE_SAMPLES = 20;
const PASSWORD = 'benchmark password';

const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The accounts and a year of their events; returns the admin's email and what was loaded. */
async function buildYear(db: Database, runId: string, today: string) {
  const passwordHash = await hashPassword(PASSWORD);
  const adminEmail = `bench-admin-${runId}@example.test`;
  await insertUser(db, { email: adminEmail, passwordHash, userType: 'admin' });
  const userIds: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = await insertUser(db, { email: `bench-${runId}-${i}@example.test`, passwordHash, userType: 'player' });
    userIds.push(user.id);
  }

  const began = performance.now();
  let chunks = 0;
  const rows = await loadYearOfEvents(db, {
    userIds,
    targetRows: TARGET_ROWS,
    days: DAYS,
    anonymousShare: ANONYMOUS_SHARE,
    chunkDays: CHUNK_DAYS,
    seed: 2026,
    lastDay: today,
    now: new Date(),
    onChunk: (written, ms) => {
      chunks++;
      if (chunks % 6 === 0)
        console.info(`  ... ${chunks} chunks, the last ${written.toLocaleString('en')} rows in ${ms.toFixed(0)} ms`);
    },
  });
  const loadMs = performance.now() - began;
  const analyzeStart = performance.now();
  await db.execute(
    sql`analyze analytics_events, analytics_daily_tags, analytics_daily_users, analytics_daily_tag_users`,
  );
  const analyzeMs = performance.now() - analyzeStart;
  const [sizes] = (
    (await db.execute(sql`
      select (select count(*)::int from analytics_events) as events,
             (select count(*)::int from analytics_events where user_id is null) as anonymous,
             (select count(*)::int from analytics_daily_tags) as daily_tags,
             (select count(*)::int from analytics_daily_users) as daily_users,
             (select count(*)::int from analytics_daily_tag_users) as daily_tag_users,
             (select count(distinct user_id)::int from analytics_daily_users) as active_users`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows;
  return { adminEmail, rows, loadMs, analyzeMs, sizes: sizes! };
}

/** With the default 180 days, the pruning at start-up would delete half the year being timed. */
const KEEP_THE_YEAR = { analyticsRetentionDays: 400 };

/** One GET whose JSON body is wanted (the performance endpoint's own figures). */
function getJson<T>(port: number, path: string, cookie: string): Promise<T> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { cookie }, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(JSON.parse(body) as T)
            : reject(new Error(`${path}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

/** `WARMUP` untimed requests, then `RUNS` in a row on fresh connections; p50/p95/p99 against the goal. */
async function timeEndpoint(port: number, path: string, cookie: string, label: string) {
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  for (let i = 0; i < WARMUP; i++) await timedGet(port, path, headers);
  const answers = [];
  for (let i = 0; i < RUNS; i++) answers.push(await timedGet(port, path, headers));
  const refused = answers.find((answer) => answer.status !== 200);
  if (refused) throw new Error(`${label}: a request answered ${refused.status}`);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.info(
    `  ${label.padEnd(26)} p50 ${ms(percentile(times, 0.5))}  p95 ${ms(p95)}  p99 ${ms(percentile(times, 0.99))}  ` +
      `max ${ms(times.at(-1)!)}  body ${answers[0]!.bytes} B (${answers[0]!.encoding})  ` +
      `${p95 < GOAL_MS ? 'within' : 'OVER'} the ${GOAL_MS} ms goal at p95`,
  );
  return { label, p50: percentile(times, 0.5), p95 };
}

export async function benchAnalyticsQueries(handle: DatabaseHandle, label: string) {
  const runId = randomBytes(4).toString('hex');
  const today = new Date().toISOString().slice(0, 10);
  console.info(`${label}: loading a year of events from ${USERS} users ...`);
  const built = await buildYear(handle.db, runId, today);
  const { sizes } = built;
  console.info(
    `  ${built.rows.toLocaleString('en')} events (${sizes.anonymous!.toLocaleString('en')} anonymous) in ` +
      `${(built.loadMs / 1000).toFixed(1)} s (${Math.round(built.rows / (built.loadMs / 1000)).toLocaleString('en')} rows/s, ` +
      `rollups by the trigger), ANALYZE ${(built.analyzeMs / 1000).toFixed(1)} s`,
  );
  console.info(
    `  rollups: ${sizes.daily_tags!.toLocaleString('en')} day-tag rows, ${sizes.daily_users!.toLocaleString('en')} ` +
      `day-user rows, ${sizes.daily_tag_users!.toLocaleString('en')} day-tag-user rows; ${sizes.active_users} users active`,
  );

  const { app, port } = await listenOnFreePort(handle.db, KEEP_THE_YEAR);
  try {
    const cookie = await signInOverHttp(port, built.adminEmail, PASSWORD);
    const metrics = (days: number) =>
      `/api/1.0/analytics/metrics?start_date=${dayBefore(today, days - 1)}&end_date=${today}&limit=15`;
    console.info(
      `  over HTTP as the admin, ${WARMUP} warm-up requests then ${RUNS} in a row (as a browser asks: br, gzip):`,
    );
    const series = [
      await timeEndpoint(port, metrics(7), cookie, 'metrics, last 7 days'),
      await timeEndpoint(port, metrics(30), cookie, 'metrics, last 30 days'),
      await timeEndpoint(port, metrics(90), cookie, 'metrics, last 90 days'),
      await timeEndpoint(port, '/api/1.0/analytics/events?limit=100', cookie, 'events?limit=100'),
      await timeEndpoint(port, '/api/1.0/analytics/health', cookie, 'health'),
      await timeEndpoint(port, '/api/1.0/analytics/performance', cookie, 'performance'),
    ];

    // What the performance endpoint measures inside the server: each dashboard query on its own.
    const samples: AnalyticsPerformanceResponse[] = [];
    for (let i = 0; i < PERFORMANCE_SAMPLES; i++) {
      samples.push(await getJson(port, '/api/1.0/analytics/performance', cookie));
    }
    console.info(`  server-side query_time_ms reported by GET analytics/performance (${PERFORMANCE_SAMPLES} calls):`);
    for (const metric of samples[0]!.performance_metrics) {
      const times = samples
        .map((sample) => sample.performance_metrics.find((m) => m.name === metric.name)!.query_time_ms)
        .sort((a, b) => a - b);
      console.info(
        `    ${metric.name.padEnd(24)} p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}  rows ${metric.rows}`,
      );
    }
    const over = series.filter((s) => s.p95 >= GOAL_MS);
    console.info(
      over.length === 0
        ? `  every endpoint answered within ${GOAL_MS} ms at p95`
        : `  over ${GOAL_MS} ms at p95: ${over.map((s) => s.label).join(', ')}`,
    );
  } finally {
    await app.close();
  }
}

export async function runAnalyticsQueriesBenchmarks(options: { pglite: boolean }) {
  console.info(
    `analytics dashboard queries (Node ${process.version}): ${TARGET_ROWS.toLocaleString('en')} events ` +
      `from ${USERS} users over ${DAYS} days, goal ${GOAL_MS} ms\n`,
  );
  const benchUrl = process.env.BENCH_DATABASE_URL;
  const adminUrl = process.env.PG_ADMIN_URL;
  const onDatabase = async (target: Parameters<typeof openDatabase>[0], label: string) => {
    const handle = await openDatabase(target);
    try {
      await benchAnalyticsQueries(handle, label);
    } finally {
      await handle.close();
    }
  };
  if (benchUrl) await onDatabase({ url: benchUrl }, 'PostgreSQL (BENCH_DATABASE_URL)');
  else if (adminUrl) {
    await withThrowawayDatabase(adminUrl, (url) => onDatabase({ url }, 'PostgreSQL (throwaway database)'));
  } else console.info('PostgreSQL: skipped (set BENCH_DATABASE_URL, or PG_ADMIN_URL for a throwaway database)');
  if (options.pglite) {
    console.info('');
    await onDatabase({ dataDir: 'memory://' }, 'PGlite (in memory)');
  }
}

if (isMain(import.meta.url)) await runAnalyticsQueriesBenchmarks({ pglite: process.argv.includes('--pglite') });
