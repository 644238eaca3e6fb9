import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client';

export interface TestDatabase extends DatabaseHandle {
  /** On PostgreSQL, the database's address, for a second handle on it (another server process); else undefined. */
  url: string | undefined;
}

/**
 * A database nobody else uses (ARCHITECTURE rule 10): in-memory PGlite by default; with TEST_DATABASE_URL,
 * a new database on that server, dropped again by close().
 */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...(await openDatabase({ dataDir: 'memory://' }, options)), url: undefined };

  const url = new URL(serverUrl);
  // Named after the database in the URL, so whoever created that one can find and drop these too.
  const parent =
    url.pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '_')
      .slice(0, 40) || 'courtside';
  const name = `${parent}_t_${randomBytes(6).toString('hex')}`.toLowerCase();
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() }, options);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
