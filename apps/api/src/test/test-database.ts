import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client';
import type { MigratedDatabase } from './migrated-database';
import { openMigratedPglite } from './migrated-pglite';
import { createDatabaseFrom, databaseUrl, dropDatabase, testDatabaseName } from './postgres-test-databases';

export interface TestDatabase extends DatabaseHandle {
  /** On PostgreSQL, the database's address, for a second handle on it (another server process); else undefined. */
  url: string | undefined;
}

/**
 * A database nobody else uses (ARCHITECTURE rule 10), a copy of the one the run migrated (global-setup.ts):
 * in-memory PGlite by default; with TEST_DATABASE_URL, a new database on that server, dropped again by close().
 */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<TestDatabase> {
  // Undefined only if the api project's globalSetup did not run (vitest.config.ts).
  const migrated: MigratedDatabase | undefined = inject('migratedDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (migrated?.kind !== 'pglite') throw new Error('no migrated PGlite dump from the global setup');
    return { ...(await openMigratedPglite(migrated.dumpFile)), url: undefined };
  }
  if (migrated?.kind !== 'postgres') throw new Error('no migrated template database from the global setup');

  const name = testDatabaseName(migrated.runPrefix);
  await createDatabaseFrom(serverUrl, name, migrated.template);
  const url = databaseUrl(serverUrl, name);
  // openDatabase finds every migration applied, and starts listening for changes as the server does.
  const handle = await openDatabase({ url }, options);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
