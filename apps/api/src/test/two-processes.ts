import pg from 'pg';
import { CHANGE_LISTENER_NAME } from '../db/change-listener';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A's listener comes back at once; B's only after a while, so that a test can look at B while it is down. */
export const B_RECONNECT_DELAY_MS = 3_000;

const quiet = { onStateChange: () => {} };

/**
 * PostgreSQL only: what two server processes on one database each have of their own (a pool, change counters
 * and a change listener), as two database handles in this one process, for the tests of what one process's
 * commits do to the other's caches (ADR 043). `admin` is a plain client of the database, as a script or psql.
 */
export interface TwoProcesses {
  /** Process A's handle, on a database made for the test file. */
  first: TestDatabase;
  /** Process B's handle on the same database. */
  second: DatabaseHandle;
  admin: pg.Client;
  /** Ends both processes' listening connections from the server side; returns how many it ended. */
  terminateListeners(): Promise<number>;
  /** The listening connections the server has now. */
  countListeners(): Promise<number>;
  close(): Promise<void>;
}

export async function openTwoProcesses(): Promise<TwoProcesses> {
  const first = await createTestDatabase({ changeListener: { ...quiet, reconnectDelayMs: 50 } });
  const second = await openDatabase(
    { url: first.url! },
    { changeListener: { ...quiet, reconnectDelayMs: B_RECONNECT_DELAY_MS } },
  );
  const databaseName = new URL(first.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: first.url });
  await admin.connect();
  return {
    first,
    second,
    admin,
    async terminateListeners() {
      const ended = await admin.query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
         where datname = $1 and application_name = $2`,
        [databaseName, CHANGE_LISTENER_NAME],
      );
      return ended.rows.filter((row) => row.terminated).length;
    },
    async countListeners() {
      const counted = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2',
        [databaseName, CHANGE_LISTENER_NAME],
      );
      return counted.rows[0]!.n;
    },
    // B first: the database itself goes with A's handle.
    async close() {
      await second.close();
      await admin.end();
      await first.close();
    },
  };
}
