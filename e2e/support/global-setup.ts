import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, startServerOn } from './server';

/** The lock file the server holds in its data folder while it runs (apps/api/src/db/data-folder-lock.ts). */
const LOCK_FILE_NAME = 'courtside.lock';

/**
 * Playwright's global setup (playwright.config.ts): starts the built server once on an empty data folder, as a
 * first `npm start` does (initdb, every migration, the owner account, the push keys), stops it, and hands that
 * folder to every spec file's server to start from a copy of (support/server.ts startServer). Workers inherit
 * the environment variable set here. The folder is removed when the run ends, passed or failed.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'courtside-e2e-template-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const server = await startServerOn(folder);
    await server.stop();
    // The server removes its lock once PGlite has closed the folder's files: a lock left behind means it was
    // killed mid-way, and every copy would start by recovering a half-written folder.
    if (existsSync(path.join(folder, LOCK_FILE_NAME))) {
      throw new Error(`the server did not close its data folder ${folder} cleanly`);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  process.env[DATA_TEMPLATE_ENV] = folder;
  return remove;
}
