import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './db/data-folder-lock';
import {
  embeddedServerEnvironment,
  listeningAddress,
  spawnTypeScript,
  stopAllChildren,
  type RunningChild,
} from './test/child-process';

// The real server and the demo seed as separate processes on one PGlite data folder: only one may have it open.

let folder: string;
afterEach(stopAllChildren);
afterAll(() => rm(folder, { recursive: true, force: true }));

const startServer = (dataDir: string) =>
  spawnTypeScript('apps/api/src/server.ts', [], embeddedServerEnvironment(dataDir));

const inUseMessage = (pid: number) =>
  `The data folder ${folder} is in use by another Courtside process (pid ${pid}). ` +
  'Stop it first, or set DATA_DIR to another folder.';

async function expectRefusal(child: RunningChild, holderPid: number) {
  const { code } = await child.exited;
  expect(code).not.toBe(0);
  expect(child.output()).toContain(inUseMessage(holderPid));
  // The message alone, not a stack trace.
  expect(child.output()).not.toMatch(/^\s+at /m);
}

it('a second server or the demo seed on the same data folder refuses; after a SIGKILL the folder is taken over', async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'courtside-server-'));
  const first = startServer(folder);
  const firstAddress = await listeningAddress(first);

  // Both at once: each starts a Node process with tsx, seconds of the test, and neither waits on the other.
  const second = startServer(folder);
  const seed = spawnTypeScript('apps/api/src/seed/demo.ts', [], embeddedServerEnvironment(folder));
  await Promise.all([expectRefusal(second, first.pid), expectRefusal(seed, first.pid)]);
  expect(seed.output()).not.toContain('Demo club ready');

  // The first server never noticed.
  const health = await fetch(`${firstAddress}/api/health`);
  expect(health.status).toBe(200);
  expect(first.child.exitCode).toBeNull();

  first.child.kill('SIGKILL');
  await first.exited;
  const next = startServer(folder);
  const nextAddress = await listeningAddress(next);
  expect((await fetch(`${nextAddress}/api/health`)).status).toBe(200);
  // The owner made by the first server is still there: the data survived the kill.
  const exists = await fetch(`${nextAddress}/api/1.0/users/exists?email=owner%40example.test`);
  expect(exists.status).toBe(200);
  expect(await exists.json()).toEqual({ exists: true });

  // A normal stop closes the database and frees the folder.
  next.child.kill('SIGTERM');
  expect((await next.exited).code).toBe(0);
  expect(await readdir(folder)).not.toContain(LOCK_FILE_NAME);
}, 240_000);
