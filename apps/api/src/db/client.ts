import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import { countWrites, WriteGeneration } from './write-generation';
import * as schema from './schema';

/** Both drivers produce this type, so queries never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Bumped after every change this process commits (PGlite only: on PostgreSQL other processes may write, so
   * nothing in this one can tell when its answers went stale). What keeps the answer cache exact.
   */
  writeGeneration: WriteGeneration | null;
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
}

/** A request waits at most this long for a connection, then fails (and answers 503) instead of hanging. */
const CONNECT_TIMEOUT_MS = 10_000;

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
  return { db: db as unknown as Database, kind: 'pglite', writeGeneration, close };
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
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    Client: SelfReleasingClient,
  });
  const onConnectionLost = options.onConnectionLost ?? reportOnStderr;
  // An idle client whose connection dies is removed by the pool, which then emits 'error'. Unheard, that event
  // would end the process; heard, the next query simply opens a new connection.
  pool.on('error', (error) => onConnectionLost(error));
  const db = drizzlePostgres({ client: pool, schema });
  try {
    await migratePostgres(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'postgres', writeGeneration: null, close: () => pool.end() };
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

function reportOnStderr(error: Error) {
  const code = (error as { code?: string }).code;
  console.warn(`Lost a database connection (${code ?? error.message}); the next query opens a new one.`);
}
