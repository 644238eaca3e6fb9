import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppSettings } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { TEST_APP_SETTINGS } from './test-app';
import { createTestDatabase } from './test-database';

/**
 * PostgreSQL only (TEST_DATABASE_URL): two apps, each with its own connection pool, standing for two server
 * processes on one database made for the test file, so requests to them truly run at once and the database alone
 * decides. Call at the top of a test file; the array is filled before its tests run and emptied after.
 */
export function useTwoApps(settings: Partial<AppSettings> = {}): FastifyInstance[] {
  const apps: FastifyInstance[] = [];
  let handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    // Named like every test database, so a CI run's drop finds it; the second pool is the second process.
    const database = await createTestDatabase();
    handles = [database, await openDatabase({ url: database.url! })];
    for (const handle of handles) apps.push(await buildApp(handle.db, { ...TEST_APP_SETTINGS, ...settings }));
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    // The second pool first: the database itself goes with the first handle's close.
    for (const handle of handles.reverse()) await handle.close();
    handles = [];
  });
  return apps;
}
