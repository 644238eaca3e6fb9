import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { DataFolderInUseError, lockDataFolder } from '../db/data-folder-lock';
import { BackupError } from './backup-error';
import { isLockFile, type Dump } from './dump-file';

const journalFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations/meta/_journal.json');

export interface RestoreSummary {
  users: number;
  leagues: number;
  matches: number;
  /** Migrations newer than the backup, applied after loading it. */
  migrationsApplied: number;
  /** Where the folder's earlier contents were moved, or null when it was empty. */
  previous: string | null;
}

export interface RestoreOptions {
  /** The backup's name, for messages. */
  file: string;
  /** Restore into a folder that already holds something, moving that aside. */
  force: boolean;
  now: string;
}

/**
 * Loads a checked dump into the PGlite data folder `folder` (ADR 034). The dump is loaded into a staging folder
 * beside it, checked to be a Courtside database and migrated there; only then are the folder's current contents
 * (if any, and only with `force`) moved aside and the staged ones moved in. The folder's lock is held
 * throughout, so no server can open it halfway.
 */
export async function restoreDataFolder(dump: Dump, folder: string, options: RestoreOptions): Promise<RestoreSummary> {
  const folderExisted = existsSync(folder);
  const lock = await lockDataFolder(folder).catch((error: unknown) => {
    if (error instanceof DataFolderInUseError) {
      throw new BackupError(
        `Cannot restore into ${folder}: another Courtside process (pid ${error.pid}) has it open. ` +
          'Stop the server first, then run npm run restore again.',
      );
    }
    throw error;
  });
  let restored = false;
  try {
    const current = (await readdir(folder)).filter((name) => !isLockFile(name));
    if (current.length > 0 && !options.force) {
      throw new BackupError(
        `${folder} is not empty: it holds a database (or other files). To replace it, run the restore again with ` +
          `--force; its current contents are then moved to ${folder}.before-restore-<time>, not deleted.`,
      );
    }

    const staging = await mkdtemp(`${folder}.restoring-`);
    let summary: Omit<RestoreSummary, 'previous'>;
    try {
      summary = await loadAndCheck(staging, dump, options.file);
      await migrate(staging, options.file);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }

    let previous: string | null = null;
    try {
      if (current.length > 0) {
        previous = await newFolderBeside(folder, `before-restore-${options.now}`);
        await moveEntries(folder, previous, current);
      }
      await moveEntries(
        staging,
        folder,
        (await readdir(staging)).filter((name) => !isLockFile(name)),
      );
    } catch (error) {
      throw new BackupError(
        `The restore stopped while moving files (${error instanceof Error ? error.message : String(error)}). ` +
          `Nothing was deleted: the restored database is in ${staging} and ${folder}` +
          (previous ? `, the previous contents in ${previous} and ${folder}.` : '.'),
      );
    }
    await rm(staging, { recursive: true, force: true });
    restored = true;
    return { ...summary, previous };
  } finally {
    await lock.release();
    // A folder made only to hold the lock of a restore that failed goes again.
    if (!restored && !folderExisted) await rmdir(folder).catch(() => {});
  }
}

/** Loads the dump into an empty folder and reads what the summary and the version checks need. */
async function loadAndCheck(staging: string, dump: Dump, file: string): Promise<Omit<RestoreSummary, 'previous'>> {
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([dump.tar]) });
  } catch (error) {
    throw new BackupError(
      `${file} could not be opened as a database (PostgreSQL ${dump.postgresVersion} data folder: ` +
        `${error instanceof Error ? error.message : String(error)}). Nothing was changed.`,
    );
  }
  try {
    const tables = await pg.query<{ migrations: string | null; users: string | null }>(
      "select to_regclass('drizzle.__drizzle_migrations')::text as migrations, to_regclass('public.users')::text as users",
    );
    if (!tables.rows[0]?.migrations || !tables.rows[0].users) {
      throw new BackupError(`${file} is not a Courtside backup: its database has no Courtside tables.`);
    }
    const last = await pg.query<{ created: string | null }>(
      'select max(created_at)::text as created from drizzle.__drizzle_migrations',
    );
    const counts = await pg.query<{ users: number; leagues: number; matches: number }>(
      'select (select count(*) from users)::int as users, (select count(*) from leagues)::int as leagues, ' +
        '(select count(*) from matches)::int as matches',
    );
    const known = await knownMigrationTimes();
    const lastApplied = Number(last.rows[0]?.created ?? 0);
    if (lastApplied > Math.max(...known)) {
      throw new BackupError(
        `${file} was made by a newer version of Courtside: its database has changes this version does not know. ` +
          'Upgrade Courtside first, then restore it.',
      );
    }
    // The migrator applies every migration newer than the last one recorded in the database.
    return { ...counts.rows[0]!, migrationsApplied: known.filter((time) => time > lastApplied).length };
  } finally {
    await pg.close();
  }
}

/** Opens the staged folder the way the server does, so migrations bring an older backup up to date. */
async function migrate(staging: string, file: string) {
  try {
    await (await openDatabase({ dataDir: staging })).close();
  } catch (error) {
    // Drizzle's own message repeats the whole statement; PostgreSQL's reason is in its cause.
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : error;
    throw new BackupError(
      `${file} was loaded, but its database could not be brought up to date with this version of Courtside ` +
        `(${String(reason)}). Nothing was changed.`,
    );
  }
}

async function knownMigrationTimes(): Promise<number[]> {
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

/** A new folder named `<folder>.<suffix>`, with -2, -3… added if that name is taken. */
async function newFolderBeside(folder: string, suffix: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = `${folder}.${suffix}${attempt === 1 ? '' : `-${attempt}`}`;
    try {
      await mkdir(candidate);
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Renames each entry; where `from` and `to` are on different file systems (DATA_DIR is a mount point, such as
 * a container volume, and the folders beside it are not), copies it and removes the original.
 */
async function moveEntries(from: string, to: string, names: string[]) {
  for (const name of names) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    try {
      await rename(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await cp(source, target, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
      await rm(source, { recursive: true, force: true });
    }
  }
}
