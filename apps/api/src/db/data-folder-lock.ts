import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite has no locking of its own: two processes on one data folder each run a PostgreSQL over the same files
 * and corrupt them. So a process holds `courtside.lock` in the folder for as long as it has the database open.
 *
 * The lock file names its holder (pid, a random token, the process's start time where the system tells it).
 * It is created atomically (a hard link of a fully written file: it exists complete or not at all). A lock whose
 * holder is gone is stale and may be replaced, but only by the one process that creates the takeover guard named
 * after that exact lock content, so two processes finding the same stale lock cannot both take it.
 * ADR 021 explains the choices and limits.
 */

export const LOCK_FILE_NAME = 'courtside.lock';

/** How long to wait for another process that is replacing a stale lock right now (normally a few milliseconds). */
const TAKEOVER_WAIT_MS = 5_000;

export interface LockHolder {
  pid: number;
  token: string;
  /** Boot id and start time in clock ticks on Linux; null where the system does not tell (then the pid alone counts). */
  startTime: string | null;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another Courtside process (pid ${pid}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  folder: string;
  lockFile: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): Promise<void>;
}

/**
 * Tokens of the locks this process holds or is taking. A lock file with our own pid but another token was left by
 * an earlier process that had the same pid (a restarted container often gets the same small pid), so it is stale.
 */
const ownTokens = new Set<string>();

/** Takes the data folder for this process, or throws DataFolderInUseError naming the live holder. */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  const absolute = path.resolve(folder);
  await mkdir(absolute, { recursive: true });
  const lockFile = path.join(absolute, LOCK_FILE_NAME);
  const token = randomBytes(16).toString('hex');
  const mine: LockHolder = { pid: process.pid, token, startTime: processStartTime(process.pid) };
  const content = `${JSON.stringify(mine)}\n`;

  ownTokens.add(token);
  try {
    const holder = await take(lockFile, content, Date.now() + TAKEOVER_WAIT_MS);
    if (holder) throw new DataFolderInUseError(absolute, holder.pid);
  } catch (error) {
    ownTokens.delete(token);
    throw error;
  }

  // A normal exit (including process.exit after a failure) frees the folder even if nobody called release().
  const releaseAtExit = () => {
    try {
      if (readFileSync(lockFile, 'utf8') === content) unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to free.
    }
  };
  process.on('exit', releaseAtExit);

  let released = false;
  return {
    folder: absolute,
    lockFile,
    async release() {
      if (released) return;
      released = true;
      process.removeListener('exit', releaseAtExit);
      // Only the holder's own content is removed; nobody replaces a live holder's lock, so read-then-unlink is safe.
      if ((await readLock(lockFile))?.raw === content) await unlink(lockFile).catch(ignoreMissing);
      ownTokens.delete(token);
    },
  };
}

/** Whether the process named in a lock file is still the one that wrote it. */
export function isHolderAlive(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return ownTokens.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid may have been given to another process since the holder died: then its start time differs.
  if (holder.startTime !== null) {
    const current = processStartTime(holder.pid);
    if (current !== null && current !== holder.startTime) return false;
  }
  return true;
}

/**
 * Creates `file` with `content`, replacing a stale one; returns the live holder if there is one, or null when
 * the file is now ours.
 */
async function take(file: string, content: string, deadline: number): Promise<LockHolder | null> {
  for (;;) {
    if (await createExclusive(file, content)) return null;
    const found = await readLock(file);
    if (found === undefined) continue; // released between our attempt and our look: try again
    if (found.holder && isHolderAlive(found.holder)) return found.holder;

    // Stale (or unreadable). Only whoever creates the guard for this exact content may replace it. The guard is
    // itself taken with take(), so a process that died halfway through a takeover leaves a stale guard, not a
    // folder that can never be opened again.
    const guard = path.join(path.dirname(file), `${LOCK_FILE_NAME}.takeover-${contentKey(found.raw)}`);
    const guardHolder = await take(guard, content, deadline);
    if (guardHolder) {
      // Another process is replacing this stale lock right now; look again once it has.
      if (Date.now() > deadline) {
        throw new Error(
          `Could not take over the stale lock ${file}: process ${guardHolder.pid} has been taking it over for too long. ` +
            `If no Courtside process is running on this folder, delete ${guard} and ${file}.`,
        );
      }
      await sleep(10);
      continue;
    }
    try {
      // Holding the guard, nobody else can change a file that still has this content.
      if ((await readLock(file))?.raw === found.raw) {
        await replace(file, content);
        if ((await readLock(file))?.raw === content) return null;
      }
    } finally {
      await unlink(guard).catch(ignoreMissing);
    }
  }
}

/** Creates `file` only if it does not exist, complete from the first moment anyone can read it. */
async function createExclusive(file: string, content: string): Promise<boolean> {
  const draft = await writeDraft(file, content);
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(ignoreMissing);
  }
}

/** Replaces `file` in one step (rename over it), so readers see the old content or the new, never a mix. */
async function replace(file: string, content: string): Promise<void> {
  const draft = await writeDraft(file, content);
  try {
    await rename(draft, file);
  } catch (error) {
    await unlink(draft).catch(ignoreMissing);
    throw error;
  }
}

async function writeDraft(file: string, content: string): Promise<string> {
  const draft = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  await writeFile(draft, content, { flag: 'wx' });
  return draft;
}

/** The lock file's content and holder (null when unreadable), or undefined when there is no file. */
async function readLock(file: string): Promise<{ raw: string; holder: LockHolder | null } | undefined> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { raw, holder: parseHolder(raw) };
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    // A pid of 0 or less would make process.kill signal a whole process group, so only positive ones count.
    if (!Number.isSafeInteger(value.pid) || value.pid! <= 0 || typeof value.token !== 'string') return null;
    const startTime = typeof value.startTime === 'string' ? value.startTime : null;
    return { pid: value.pid!, token: value.token, startTime };
  } catch {
    return null;
  }
}

/**
 * When a process started, where Linux tells it: the boot id with the start time in clock ticks since boot
 * (/proc/<pid>/stat, field 22). Together with the pid this names one process; null elsewhere.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself contain spaces or parentheses.
    const fieldsAfterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fieldsAfterName[19];
    if (!ticks) return null;
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${bootId}:${ticks}`;
  } catch {
    return null;
  }
}

const contentKey = (raw: string) => createHash('sha256').update(raw).digest('hex').slice(0, 32);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ignoreMissing(error: unknown) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
