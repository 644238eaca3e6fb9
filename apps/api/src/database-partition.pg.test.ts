import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from './lib/errors';
import { startStallingProxy, type StallingProxy } from './test/stalling-proxy';
import { TEST_APP_SETTINGS } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-database';

// PostgreSQL only (listed when TEST_DATABASE_URL is set): a network partition between the app and its database,
// which neither refuses nor closes anything; packets simply stop. Requests must fail with a 503 in seconds, not
// wait for as long as it lasts, and the app must work again by itself once packets flow.

let database: TestDatabase;
let proxy: StallingProxy;
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url!);
  proxy = await startStallingProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const throughProxy = new URL(database.url!);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  handle = await openDatabase(
    { url: throughProxy.toString() },
    { onConnectionLost: () => {}, changeListener: { onStateChange: () => {} } },
  );
  app = await buildApp(handle.db, {
    ...TEST_APP_SETTINGS,
    writeGeneration: handle.writeGeneration,
    sessionChanges: handle.sessionChanges,
  });
});

afterAll(async () => {
  await app?.close();
  // The proxy first: closing it ends the stalled connections, which the pool's close would otherwise wait on.
  await proxy?.close();
  await handle?.close();
  await database?.close();
});

const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('a silent network partition to PostgreSQL', () => {
  it('fails requests with a 503 within seconds, and everything works again once it heals', async () => {
    expect((await health()).statusCode).toBe(200);

    proxy.stall();
    const started = Date.now();
    const [answer, transaction] = await Promise.all([
      health(),
      handle.db
        .transaction((tx) => tx.execute(sql`select 1`))
        .then(
          () => 'committed',
          (error: unknown) => error,
        ),
    ]);
    const waited = Date.now() - started;
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: DATABASE_UNREACHABLE_MESSAGE });
    expect(isDatabaseUnreachable(transaction)).toBe(true);
    // The statement timeout is 5 s and a new connection's 5 s: well short of "as long as the partition lasts".
    expect(waited).toBeLessThan(12_000);

    proxy.resume();
    // More requests than the pool has connections: a connection left waiting on the lost answer would hang one.
    for (let index = 0; index < 12; index++) expect((await health()).statusCode).toBe(200);
    await handle.db.transaction((tx) => tx.execute(sql`select 1`));
  }, 60_000);
});
