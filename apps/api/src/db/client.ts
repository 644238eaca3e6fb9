import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenForChanges, type ChangeListenerOptions } from './change-listener';
import { countClientWrites } from './count-postgres-writes';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import { SESSION_TABLES } from './queries/sessions';
import { countWrites, WriteGeneration } from './write-generation';
import * as schema from './schema';

/** Both drivers produce this type, so queries never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Bumped after every change committed to the database: this process's own as they return, and on PostgreSQL
   * other processes' as their notifications arrive (incomplete while they cannot, ADR 043). What keeps the
   * answer cache exact.
   */
  writeGeneration: WriteGeneration;
  /**
   * PostgreSQL: bumped as the notifications of changes to the tables a session is looked up in (sessions, users)
   * arrive, from any process, this one's too; incomplete while they cannot arrive. The session cache drops every
   * session it keeps when it moves, and keeps none while it is incomplete (ADR 043, "The session cache too").
   * null on PGlite, where this process makes every change and tells its session cache itself (ADR 039).
   */
  sessionChanges: WriteGeneration | null;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export type DatabaseTarget = { url: string } | { dataDir: string };

export interface DatabaseOptions {
  /**
   * Told when the PostgreSQL server drops an idle pooled connection (a restart, a failover, an administrator).
   * The pool has already discarded it and opens a new one for the next query. Defaults to a line on stderr.
   */
  onConnectionLost?: (error: Error) => void;
  /**
   * PostgreSQL: how the connection that listens for other processes' changes is retried, and who is told when
   * it stops and starts listening (the answer and session caches are off in between). Defaults: every second,
   * stderr.
   */
  changeListener?: ChangeListenerOptions;
}

/**
 * A request waits at most this long for a connection, then fails (and answers 503) instead of hanging: the time
 * a silent network partition may hold it, since no error ever arrives from a connection that just stops.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a statement may take, on the server (statement_timeout, which stops its work) and here (pg's
 * query_timeout, for a server that cannot answer at all). The app's slowest statement, the standings of a
 * 19,000-match league, takes a fraction of this.
 */
const STATEMENT_TIMEOUT_MS = 5_000;
/** A connection left inside a transaction (its process partitioned or stuck) gives its locks back after this. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/** TCP keep-alive probes on idle pooled connections find one the network dropped before a request does. */
const KEEP_ALIVE_DELAY_MS = 10_000;
/** pg's error for a statement whose answer did not come within query_timeout. */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * Opens the database and brings its schema up to date. `dataDir: 'memory://'` gives a throwaway
 * in-memory PGlite (tests); a folder path keeps data between runs, and this process holds the folder's lock
 * until close() or exit, because a second PGlite on the same folder would corrupt it.
 */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, options);

  const folder = dataFolderOf(target.dataDir);
  const lock = folder === null ? null : await lockDataFolder(folder);
  let client: PGlite;
  try {
    client = await PGlite.create(target.dataDir);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const writeGeneration = new WriteGeneration();
  countWrites(client, writeGeneration);
  const db = drizzlePglite({ client, schema });
  const close = closeOnce(client, lock);
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'pglite', writeGeneration, sessionChanges: null, close };
}

/**
 * A pooled connection that goes back to the pool by itself when it dies while checked out. The pool gives each
 * checkout its own release function (through this setter); the one kept here acts once, so the holder's own
 * release afterwards does nothing. Needed because Drizzle's transaction() does not release a client whose BEGIN
 * fails: every connection that died just before a transaction began would stay checked out for good, until the
 * pool had none left and every request waited for a connection in vain.
 */
class SelfReleasingClient extends pg.Client {
  private releaseCheckout: ReleaseFunction = () => {};

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // This listener also keeps a checked-out client's 'error' event from ending the process (an idle client's is
    // the pool's). The query that was using the connection fails with the cause, which answers 503.
    this.on('error', (error) => this.releaseCheckout(error));
    // pg fails a statement that outlives query_timeout but keeps waiting for its answer on the connection, so
    // every later statement on it would queue behind one that never ends. Such a connection is closed and
    // leaves the pool: its holder's statement fails (503) and the next request gets a fresh connection.
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: Error | null, result: unknown) => {
          if (error) this.abandonIfTimedOut(error);
          (callback as (error: Error | null, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.abandonIfTimedOut(error));
      return result;
    }) as pg.Client['query'];
  }

  private abandonIfTimedOut(error: unknown) {
    if (!(error instanceof Error) || error.message !== QUERY_TIMEOUT_MESSAGE) return;
    this.releaseCheckout(error);
    this.connection.stream.destroy();
  }

  get release(): ReleaseFunction {
    return this.releaseCheckout;
  }

  set release(poolRelease: ReleaseFunction) {
    let released = false;
    this.releaseCheckout = (error) => {
      if (released) return;
      released = true;
      poolRelease(error);
    };
  }
}

type ReleaseFunction = (error?: Error | boolean) => void;

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  // Incomplete until the change listener listens: other processes' changes would go unseen.
  const writeGeneration = new WriteGeneration(false);
  const sessionChanges = new WriteGeneration(false);
  // The migrations first, on a connection of their own without the pool's timeouts: one may rewrite a big table.
  await migrateWithoutTimeouts(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    // Every pooled connection counts this process's writes (ADR 043).
    Client: class extends SelfReleasingClient {
      constructor(config?: string | pg.ClientConfig) {
        super(config);
        countClientWrites(this, writeGeneration);
      }
    },
  });
  // The server processes behind this pool's connections: their commits' notifications need not move
  // writeGeneration again, since it counted those commits as they returned. Known from the connection's start
  // (its BackendKeyData, before any query), forgotten once it is closed, so a PID the server reuses for another
  // process's connection is counted again.
  const ownBackends = new Set<number>();
  pool.on('connect', (client) => {
    const pid = backendPidOf(client);
    if (pid !== null) ownBackends.add(pid);
  });
  pool.on('remove', (client) => {
    const pid = backendPidOf(client);
    if (pid !== null) ownBackends.delete(pid);
  });
  const onConnectionLost = options.onConnectionLost ?? reportOnStderr;
  // An idle client whose connection dies is removed by the pool, which then emits 'error'. Unheard, that event
  // would end the process; heard, the next query simply opens a new connection.
  pool.on('error', (error) => onConnectionLost(error));
  const db = drizzlePostgres({ client: pool, schema });
  // After the migrations, which create the triggers that notify it. A server that refuses this connection
  // leaves the answer and session caches off until it is made, and does not stop the start.
  const listener = await listenForChanges(
    url,
    [
      { generation: writeGeneration, countedAlready: ownBackends },
      { generation: sessionChanges, tables: SESSION_TABLES },
    ],
    {
      onStateChange: reportListenerOnStderr,
      ...options.changeListener,
    },
  );
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= listener.close().finally(() => pool.end()));
  return { db: db as unknown as Database, kind: 'postgres', writeGeneration, sessionChanges, close };
}

async function migrateWithoutTimeouts(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** The PID of the server process behind a connection, as the server told it at the start (not in pg's types). */
function backendPidOf(client: pg.PoolClient): number | null {
  const pid = (client as { processID?: unknown }).processID;
  return typeof pid === 'number' ? pid : null;
}

/** The folder PGlite will write to, or null for its in-memory database (PGlite's own reading of dataDir). */
function dataFolderOf(dataDir: string): string | null {
  if (dataDir === '' || dataDir.startsWith('memory://')) return null;
  return dataDir.startsWith('file://') ? dataDir.slice('file://'.length) : dataDir;
}

function closeOnce(client: PGlite, lock: DataFolderLock | null): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    // The lock is released only after PGlite has closed its files, so the next process finds them consistent.
    closing ??= client.close().finally(() => lock?.release());
    return closing;
  };
}

function reportListenerOnStderr(listening: boolean, error?: Error) {
  if (listening) console.warn('Listening for database changes again; the answer and session caches are back on.');
  else
    console.warn(
      `Not listening for database changes (${causeOf(error)}); the answer and session caches are off until then.`,
    );
}

function causeOf(error: Error | undefined): string {
  return (error as { code?: string } | undefined)?.code ?? error?.message ?? 'connection ended';
}

function reportOnStderr(error: Error) {
  const code = (error as { code?: string }).code;
  console.warn(`Lost a database connection (${code ?? error.message}); the next query opens a new one.`);
}
