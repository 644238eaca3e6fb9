import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { countWrites, WriteGeneration } from '../db/write-generation';
import * as schema from '../db/schema';

// Making an in-memory PGlite runs initdb and then every migration: seconds each time, and the same seconds for
// every test file. So a test run does it once (global-setup.ts) and keeps PGlite's dump of that data folder in a
// file; each test file's database starts from a copy of it.

export interface PgliteDumpFile {
  file: string;
  remove(): Promise<void>;
}

/** A freshly migrated database, made as the server makes it (openDatabase), dumped into a file of its own. */
export async function writeMigratedPgliteDump(): Promise<PgliteDumpFile> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'courtside-api-tests-'));
  const file = path.join(folder, 'migrated.tar');
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const client = pgliteOf(handle.db);
    // Written out first, so a copy starts without replaying the migrations from the write-ahead log.
    await client.exec('CHECKPOINT');
    // Uncompressed: forty-odd MB on disk once, and no inflating in every test file.
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * An in-memory PGlite loaded from that dump, wired as openDatabase wires one (its writes counted for the answer
 * cache), without running the migrations again: the dump was made by them in this run.
 */
export async function openMigratedPglite(dumpFile: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(dumpFile)]) });
  const writeGeneration = new WriteGeneration();
  countWrites(client, writeGeneration);
  const db = drizzle({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    writeGeneration,
    sessionChanges: null,
    close: () => (closing ??= client.close()),
  };
}

function pgliteOf(db: Database): PGlite {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('openDatabase gave no PGlite client for memory://');
  return client;
}
