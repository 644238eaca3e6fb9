import { openDatabase } from '../db/client';
import {
  createEmptyDatabase,
  databaseUrl,
  dropRunDatabases,
  runDatabasePrefix,
  waitUntilUnused,
} from './postgres-test-databases';

// On PostgreSQL a test run migrates one database, once (global-setup.ts), and every test file's database is a
// copy of it (CREATE DATABASE ... TEMPLATE), instead of each file running every migration on a new one. It is
// named like the files' databases (<database>_t_<run>_tpl), so scripts/pg-database.mjs drop finds it after a run
// that died before dropping it itself.

export interface TemplateDatabase {
  name: string;
  /** The start of the name of every database of this run: the template's and the test files'. */
  runPrefix: string;
  /** Drops the template and whatever test file databases of the run are still there. */
  remove(): Promise<void>;
}

/** A new database on the server in `serverUrl`, migrated as the server migrates one, with no one connected. */
export async function createMigratedTemplate(serverUrl: string): Promise<TemplateDatabase> {
  const runPrefix = runDatabasePrefix(serverUrl);
  const name = `${runPrefix}tpl`;
  await createEmptyDatabase(serverUrl, name);
  const remove = async () => {
    const dropped = await dropRunDatabases(serverUrl, runPrefix);
    // The template is one; more means a test file ended without closing its database.
    if (dropped > 1) console.warn(`dropped ${dropped - 1} test database(s) that their test files left behind`);
  };
  try {
    const quiet = { changeListener: { onStateChange: () => {} } };
    await (await openDatabase({ url: databaseUrl(serverUrl, name) }, quiet)).close();
    await waitUntilUnused(serverUrl, name);
  } catch (error) {
    await remove();
    throw error;
  }
  return { name, runPrefix, remove };
}
