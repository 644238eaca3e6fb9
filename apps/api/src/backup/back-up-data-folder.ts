import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { DataFolderInUseError, lockDataFolder } from '../db/data-folder-lock';
import { BackupError } from './backup-error';
import { checkDump } from './dump-file';

const gzip = promisify(gzipCallback);

/**
 * Writes a consistent dump of the PGlite data folder to `out` (a gzipped tar) and returns its size in bytes.
 * It holds the folder's lock throughout, so it refuses while the server runs (ADR 034): PGlite is one process,
 * and a copy of files another process is writing is not a backup.
 */
export async function backUpDataFolder(folder: string, out: string): Promise<number> {
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${folder} to back up (check DATA_DIR).`);
  }
  if (existsSync(out)) throw new BackupError(`${out} already exists; choose another file with --out.`);

  const lock = await lockDataFolder(folder).catch((error: unknown) => {
    if (error instanceof DataFolderInUseError) {
      throw new BackupError(
        `Cannot back up ${folder}: another Courtside process (pid ${error.pid}) has it open. ` +
          'Stop the server first, then run npm run backup again.',
      );
    }
    throw error;
  });
  let tar: Uint8Array;
  try {
    // Opening replays the write-ahead log if the last process was killed, and CHECKPOINT writes every change
    // into the data files, so the copy needs no recovery when it is loaded.
    const pg = await PGlite.create(folder);
    try {
      await pg.exec('CHECKPOINT');
      tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
    } finally {
      await pg.close();
    }
  } finally {
    await lock.release();
  }

  // The same check a restore makes, so a backup that could not be restored is never reported as written.
  const compressed = await gzip(checkDump(tar, out).tar);
  await writeNewFile(out, compressed);
  return compressed.length;
}

/** Writes beside the target, flushes to disk, then renames: `out` never exists half-written. */
async function writeNewFile(out: string, content: Uint8Array) {
  await mkdir(path.dirname(out), { recursive: true });
  const draft = `${out}.${randomBytes(6).toString('hex')}.partial`;
  try {
    const handle = await open(draft, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (existsSync(out)) throw new BackupError(`${out} already exists; choose another file with --out.`);
    await rename(draft, out);
  } catch (error) {
    await unlink(draft).catch(() => {});
    throw error;
  }
}
