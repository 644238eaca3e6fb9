import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The databases a test run makes on the server in TEST_DATABASE_URL, all named <that database>_t_<run>_<suffix>,
// so whoever created that database can find and drop them (scripts/pg-database.mjs drop removes NAME_t_*), and
// the run itself can drop all of its own at the end (global-setup.ts), even those of a test file that never got
// to close its database, without touching another run's on the same server.

/** The names of one run's databases start with this: the URL's database name, `_t_` and random hex for the run. */
export function runDatabasePrefix(serverUrl: string): string {
  const parent =
    new URL(serverUrl).pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '_')
      .slice(0, 40) || 'courtside';
  // 40 + 3 + 6 + 1 + 12 (a file's suffix) stays within PostgreSQL's 63 bytes.
  return `${parent}_t_${randomBytes(3).toString('hex')}_`.toLowerCase();
}

/** A new database name of the run's: its prefix and random hex. */
export function testDatabaseName(runPrefix: string): string {
  return `${runPrefix}${randomBytes(6).toString('hex')}`;
}

/** The server's URL with another database in it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates `name` as a copy of `template` (PostgreSQL copies its files: no migrations run again). */
export async function createDatabaseFrom(serverUrl: string, name: string, template: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
}

export async function createEmptyDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** Drops every database whose name starts with `runPrefix`; returns how many there were. */
export async function dropRunDatabases(serverUrl: string, runPrefix: string): Promise<number> {
  return withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [runPrefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    return rows.length;
  });
}

/**
 * Waits until nobody is connected to `name`. A copy needs its template to have no sessions, and a pool that has
 * ended leaves its server processes to exit a moment later.
 */
export async function waitUntilUnused(serverUrl: string, name: string, timeoutMs = 10_000): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ sessions: number }>(
        'select count(*)::int as sessions from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.sessions === 0) return;
      if (Date.now() > deadline) throw new Error(`${name} still has ${rows[0]!.sessions} session(s)`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
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
