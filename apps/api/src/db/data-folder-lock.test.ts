import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawnTypeScript, stopAllChildren, type RunningChild } from '../test/child-process';
import {
  DataFolderInUseError,
  LOCK_FILE_NAME,
  isHolderAlive,
  lockDataFolder,
  processStartTime,
  type LockHolder,
} from './data-folder-lock';

const HOLDER_SCRIPT = 'apps/api/src/test/hold-data-folder-lock.ts';
const folders: string[] = [];

async function newFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'courtside-lock-'));
  folders.push(folder);
  return folder;
}

/** The pid of a process that has ended (so a lock naming it is stale). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

async function writeLockFile(folder: string, holder: LockHolder | string) {
  const content = typeof holder === 'string' ? holder : `${JSON.stringify(holder)}\n`;
  await writeFile(path.join(folder, LOCK_FILE_NAME), content);
}

const lockHolder = async (folder: string) =>
  JSON.parse(await readFile(path.join(folder, LOCK_FILE_NAME), 'utf8')) as LockHolder;

/** Files other than the lock itself: drafts or takeover guards left behind would show here. */
async function leftovers(folder: string) {
  return (await readdir(folder)).filter((name) => name !== LOCK_FILE_NAME);
}

const inUseMessage = (folder: string, pid: number) =>
  `The data folder ${folder} is in use by another Courtside process (pid ${pid}). ` +
  'Stop it first, or set DATA_DIR to another folder.';

afterEach(stopAllChildren);
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the data folder lock in one process', () => {
  it('names its holder in the folder and refuses a second taker, naming the folder and the pid', async () => {
    const folder = await newFolder();
    const lock = await lockDataFolder(folder);
    expect(await lockHolder(folder)).toMatchObject({ pid: process.pid });

    const second = lockDataFolder(folder);
    await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
    await expect(second).rejects.toThrow(inUseMessage(folder, process.pid));

    await lock.release();
    await expect(readdir(folder)).resolves.toEqual([]);
    const again = await lockDataFolder(folder);
    await again.release();
  });

  it('creates a missing folder and reports it by its absolute path', async () => {
    const parent = await newFolder();
    const relative = path.relative(process.cwd(), path.join(parent, 'new', 'data'));
    const lock = await lockDataFolder(relative);
    expect(lock.folder).toBe(path.join(parent, 'new', 'data'));
    await expect(lockDataFolder(relative)).rejects.toThrow(inUseMessage(lock.folder, process.pid));
    await lock.release();
  });

  it('takes over the lock of a process that has ended', async () => {
    const folder = await newFolder();
    await writeLockFile(folder, { pid: await deadPid(), token: 'gone', startTime: null });
    const lock = await lockDataFolder(folder);
    expect(await lockHolder(folder)).toMatchObject({ pid: process.pid });
    expect(await leftovers(folder)).toEqual([]);
    await lock.release();
  });

  it('takes over a lock with our own pid that this process never took (an earlier process had the pid)', async () => {
    const folder = await newFolder();
    await writeLockFile(folder, { pid: process.pid, token: 'earlier-life', startTime: null });
    const lock = await lockDataFolder(folder);
    expect((await lockHolder(folder)).token).not.toBe('earlier-life');
    await lock.release();
  });

  it('takes over an unreadable lock file (a crash of the machine can leave it empty)', async () => {
    const folder = await newFolder();
    await writeLockFile(folder, '');
    const lock = await lockDataFolder(folder);
    expect(await lockHolder(folder)).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it.runIf(processStartTime(process.ppid) !== null)(
    'tells a live holder from another process that got its pid later, by the start time',
    async () => {
      const parent = { pid: process.ppid, token: 'parent', startTime: processStartTime(process.ppid) };
      expect(isHolderAlive(parent)).toBe(true);
      expect(isHolderAlive({ ...parent, startTime: 'another-boot:1' })).toBe(false);

      const folder = await newFolder();
      await writeLockFile(folder, parent);
      await expect(lockDataFolder(folder)).rejects.toThrow(inUseMessage(folder, process.ppid));
      await writeLockFile(folder, { ...parent, startTime: 'another-boot:1' });
      const lock = await lockDataFolder(folder);
      await lock.release();
    },
  );

  it('is not stopped by a takeover guard left by a process that died halfway through a takeover', async () => {
    const folder = await newFolder();
    await writeLockFile(folder, { pid: await deadPid(), token: 'stale', startTime: null });
    // The guard a process creates before replacing this stale content, as if it had been killed right after.
    const staleContent = await readFile(path.join(folder, LOCK_FILE_NAME), 'utf8');
    const key = createHash('sha256').update(staleContent).digest('hex').slice(0, 32);
    const guard = path.join(folder, `${LOCK_FILE_NAME}.takeover-${key}`);
    await writeFile(guard, `${JSON.stringify({ pid: await deadPid(), token: 'crashed', startTime: null })}\n`);

    const lock = await lockDataFolder(folder);
    expect(await lockHolder(folder)).toMatchObject({ pid: process.pid });
    expect(await leftovers(folder)).toEqual([]);
    await lock.release();
  });

  it('lets exactly one of several simultaneous takers win a stale lock, round after round', async () => {
    const folder = await newFolder();
    for (let round = 0; round < 40; round++) {
      await writeLockFile(folder, { pid: await deadPidCached(), token: `stale-${round}`, startTime: null });
      const attempts = await Promise.allSettled(Array.from({ length: 4 }, () => lockDataFolder(folder)));
      const winners = attempts.filter((attempt) => attempt.status === 'fulfilled');
      const losers = attempts.filter((attempt) => attempt.status === 'rejected');
      expect(winners).toHaveLength(1);
      for (const loser of losers) expect(loser.reason).toBeInstanceOf(DataFolderInUseError);
      expect(await leftovers(folder)).toEqual([]);
      await winners[0]!.value.release();
    }
  });

  it('release leaves alone a lock that is no longer its own', async () => {
    const folder = await newFolder();
    const lock = await lockDataFolder(folder);
    const other = { pid: process.ppid, token: 'someone-else', startTime: null };
    await writeLockFile(folder, other);
    await lock.release();
    expect(await lockHolder(folder)).toEqual(other);
  });
});

let cachedDeadPid: number | undefined;
async function deadPidCached() {
  cachedDeadPid ??= await deadPid();
  return cachedDeadPid;
}

describe('the data folder lock between real processes', () => {
  const startHolder = (folder: string, onGo = false): RunningChild =>
    spawnTypeScript(HOLDER_SCRIPT, onGo ? [folder, '--on-go'] : [folder]);

  it('refuses a second process with the folder and the first one’s pid, while the first keeps the folder', async () => {
    const folder = await newFolder();
    const first = startHolder(folder);
    await first.waitForLine(/^held /);

    const second = startHolder(folder);
    expect(await second.waitForLine(/^refused /)).toBe(`refused ${inUseMessage(folder, first.pid)}`);
    expect((await second.exited).code).toBe(3);
    expect(await lockHolder(folder)).toMatchObject({ pid: first.pid });

    first.child.stdin!.end(); // releases and exits 0
    expect((await first.exited).code).toBe(0);
    await expect(readdir(folder)).resolves.toEqual([]);
  });

  it('frees the folder when the holder exits normally without releasing', async () => {
    const folder = await newFolder();
    const holder = startHolder(folder);
    await holder.waitForLine(/^held /);
    holder.child.stdin!.write('exit\n');
    expect((await holder.exited).code).toBe(0);
    await expect(readdir(folder)).resolves.toEqual([]);
  });

  it('after a SIGKILL of the holder, the next process takes the folder over', async () => {
    const folder = await newFolder();
    const killed = startHolder(folder);
    await killed.waitForLine(/^held /);
    killed.child.kill('SIGKILL');
    expect((await killed.exited).signal).toBe('SIGKILL');
    expect(await lockHolder(folder)).toMatchObject({ pid: killed.pid }); // stale, left behind

    const next = startHolder(folder);
    expect(await next.waitForLine(/^(held|refused) /)).toBe(`held ${next.pid}`);
    expect(await lockHolder(folder)).toMatchObject({ pid: next.pid });
  });

  it('of processes started together on a stale lock, exactly one runs', async () => {
    for (let round = 0; round < 3; round++) {
      const folder = await newFolder();
      const stale = startHolder(folder);
      await stale.waitForLine(/^held /);
      stale.child.kill('SIGKILL');
      await stale.exited;

      const racers = Array.from({ length: 3 }, () => startHolder(folder, true));
      await Promise.all(racers.map((racer) => racer.waitForLine(/^ready$/)));
      for (const racer of racers) racer.child.stdin!.write('go\n');
      const outcomes = await Promise.all(racers.map((racer) => racer.waitForLine(/^(held|refused) /)));

      const winners = racers.filter((_, index) => outcomes[index]!.startsWith('held'));
      expect(winners).toHaveLength(1);
      const winner = winners[0]!;
      for (const [index, outcome] of outcomes.entries()) {
        if (racers[index] !== winner) expect(outcome).toBe(`refused ${inUseMessage(folder, winner.pid)}`);
      }
      expect(await lockHolder(folder)).toMatchObject({ pid: winner.pid });
      expect(await leftovers(folder)).toEqual([]);
      await stopAllChildren();
    }
  }, 120_000);
});
