import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppSettings } from '../apps/api/src/app';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from '../apps/api/src/db/client';

// What the endpoint benchmarks share: the real app on a free loopback port, signing in over HTTP, timing a
// series of requests, and a throwaway PostgreSQL database. Figures are printed, never asserted.

export interface Answer {
  status: number;
  ms: number;
  /** Body bytes as sent (compressed when the server compressed them). */
  bytes: number;
  encoding: string;
}

/** The app as the server builds it (no web app, no log), listening on a free loopback port. */
export async function listenOnFreePort(
  db: Database,
  settings: Partial<AppSettings> = {},
): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp(db, {
    authRateLimitPerMinute: 10_000,
    trustProxy: false,
    apiDocs: false,
    logLevel: 'silent',
    ...settings,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** One GET over a fresh connection, timed until the last byte of the body has arrived. */
export function timedGet(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - start,
          bytes,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** One request with an optional JSON body over a fresh connection, timed until the last byte of the answer. */
export function timedSend(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer & { retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const start = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...headers,
          origin: `http://127.0.0.1:${port}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - start,
            bytes,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
            retryAfter: response.headers['retry-after'] as string | undefined,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Signs in through POST users/verify and returns the Cookie header value. */
export function signInOverHttp(port: number, email: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password, rememberMe: false });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/1.0/users/verify',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        const cookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('courtside_session='));
        if (response.statusCode !== 200 || !cookie) reject(new Error(`sign-in failed: ${response.statusCode}`));
        else resolve(cookie.split(';')[0]!);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The value at a fraction of a sorted list, nearest-rank (p99 of 50 runs is the slowest but none). */
export const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

/**
 * `warmup` untimed requests, then `runs` in a row; prints median, p99, min, max and the body size, and with
 * `cpu` this process's CPU time per request. Every answer must be a 200, or the figures would time a refusal.
 */
export async function timeSeries(
  port: number,
  path: string,
  headers: Record<string, string>,
  { label, runs, warmup, cpu = false }: { label: string; runs: number; warmup: number; cpu?: boolean },
) {
  for (let i = 0; i < warmup; i++) await timedGet(port, path, headers);
  const answers: Answer[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) answers.push(await timedGet(port, path, headers));
  const cpuUsed = process.cpuUsage(cpuBefore);
  // CPU time moves less than wall time when other processes share the machine; it leaves out PostgreSQL's own.
  const cpuPerRequest = (cpuUsed.user + cpuUsed.system) / 1000 / runs;
  const refused = answers.find((answer) => answer.status !== 200);
  if (refused) throw new Error(`${label}: a request answered ${refused.status}`);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  const size = answers[0]!.bytes;
  console.info(
    `  ${label.padEnd(38)} median ${ms(percentile(times, 0.5))}  p99 ${ms(percentile(times, 0.99))}  ` +
      `min ${ms(times[0]!)}  max ${ms(times.at(-1)!)}  ${cpu ? `cpu ${ms(cpuPerRequest)}  ` : ''}` +
      `body ${size < 10_240 ? `${size} B` : `${(size / 1024).toFixed(0)} KiB`} (${answers[0]!.encoding})  runs ${runs}`,
  );
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99), bytes: size, cpuPerRequest };
}

/** A new database on the server in `adminUrl`, dropped again afterwards (as scripts/pg-database.mjs does). */
export async function withThrowawayDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `courtside_bench_${randomBytes(6).toString('hex')}`;
  const admin = async <R>(query: (client: pg.Client) => Promise<R>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await query(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`create database ${name}`));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin(async (client) => {
      // A closed pool has asked its connections to end, but they may not have yet: ended by the drop instead,
      // they would report a lost connection. Waits a little for them first.
      const connected = async () =>
        Number((await client.query('select count(*) from pg_stat_activity where datname = $1', [name])).rows[0].count);
      for (let wait = 0; wait < 50 && (await connected()) > 0; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    });
  }
}

/**
 * Runs `bench` on in-memory PGlite, then on PostgreSQL when asked: on BENCH_DATABASE_URL as it is, or on a
 * throwaway database on the server in PG_ADMIN_URL.
 */
export async function benchOnEachDatabase(bench: (handle: DatabaseHandle, label: string) => Promise<void>) {
  const onDatabase = async (target: DatabaseTarget, label: string) => {
    const handle = await openDatabase(target);
    try {
      await bench(handle, label);
    } finally {
      await handle.close();
    }
  };
  await onDatabase({ dataDir: 'memory://' }, 'PGlite (in memory)');
  const benchUrl = process.env.BENCH_DATABASE_URL;
  const adminUrl = process.env.PG_ADMIN_URL;
  if (benchUrl) {
    console.info('');
    await onDatabase({ url: benchUrl }, 'PostgreSQL (BENCH_DATABASE_URL)');
  } else if (adminUrl) {
    console.info('');
    await withThrowawayDatabase(adminUrl, (url) => onDatabase({ url }, 'PostgreSQL (throwaway database)'));
  } else {
    console.info('\nPostgreSQL: skipped (set BENCH_DATABASE_URL, or PG_ADMIN_URL for a throwaway database)');
  }
}
