import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { retryMessage } from '../lib/rate-limit';
import { expectError } from '../test/assertions';
import { TEST_APP_SETTINGS, TEST_PASSWORD, createUser } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand
// for two server processes behind one proxy, on one database.

const LIMITS = { failedSignInsPerAccount: 3, failedSignInsPerAddress: 50, signUpChecksPerAddress: 60 };

let handles: DatabaseHandle[] = [];
let apps: FastifyInstance[] = [];
beforeAll(async () => {
  // The file's own database (named like every test database, so a CI run's drop finds it), and a second pool
  // on it for the second process.
  const database = await createTestDatabase();
  handles = [database, await openDatabase({ url: database.url! })];
  for (const handle of handles) apps.push(await buildApp(handle.db, { ...TEST_APP_SETTINGS, authThrottle: LIMITS }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  // The second pool first: the database itself goes with the first handle's close.
  for (const handle of handles.reverse()) await handle.close();
  apps = [];
  handles = [];
});

let addressCounter = 0;
const signIn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/1.0/users/verify',
    remoteAddress: `203.0.113.${++addressCounter}`,
    payload: { email, password },
  });

describe('two server processes on one PostgreSQL database', () => {
  it('share one account limit, taking turns', async () => {
    const { email } = await createUser(apps[0]!);
    for (let i = 0; i < 3; i++) expectError(await signIn(apps[i % 2]!, email, 'wrong'), 401, 'unauthorized');
    for (const app of apps) {
      const refused = await signIn(app, email, TEST_PASSWORD);
      expectError(refused, 429, retryMessage(Number(refused.headers['retry-after'])));
    }
  });

  it('let exactly the limit through between them when the attempts arrive at once', async () => {
    const { email } = await createUser(apps[0]!);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(apps[i % 2]!, email, `wrong ${i}`)),
    );
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(17);
  });
});
