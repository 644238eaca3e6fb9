import { spawn, type ChildProcess } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const supportDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(supportDir, '../..');

export const OWNER = { email: 'owner@e2e.test', password: 'owner-password-1' };
const SERVER_BUNDLE = 'apps/api/dist/server.js';
/** Tells startServer the port the server listens on (see the file). */
const PORT_REPORTER = pathToFileURL(path.join(supportDir, 'report-listening-port.mjs')).href;
const START_TIMEOUT_MS = 150_000;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Set by the browser tests' global setup (support/global-setup.ts): a data folder that the built server has
 * already started on once, with the defaults below, and stopped. Without it (a benchmark calling startServer),
 * the server starts on an empty folder and does that first start itself.
 */
export const DATA_TEMPLATE_ENV = 'COURTSIDE_E2E_DATA_TEMPLATE';

/**
 * The production server exactly as `npm start` runs it (built web app, real API), on a free port with a
 * database of its own that holds only the owner account, and `env` adding or overriding settings.
 *
 * The database is a copy of the global setup's data folder when there is one: an empty folder costs every
 * spec file PGlite's initdb, every migration and the owner's password hash (about 8 of a start's 13 s of CPU),
 * for the same few rows each time. A copy is still the file's own: nothing one file writes reaches another.
 *
 * The port is 0, which the system replaces with a free one, and the server's process reports which. A port
 * probed free beforehand, as this did before, can be taken by a server that another spec file starts at the
 * same moment on another worker; the health check then finds that other server, database and all.
 */
export async function startServer(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'courtside-e2e-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) {
    // A copy-on-write clone where the file system offers one, else a plain copy (about 40 MB).
    await cp(template, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE }).catch(async (error) => {
      await removeDataDir();
      throw error;
    });
  }
  return startServerOn(dataDir, options.env, removeDataDir);
}

/**
 * The server on `dataDir`, as startServer describes; `cleanUp` runs once it has stopped (or failed to start).
 * Used directly by the global setup, which keeps the folder as the spec files' template.
 */
export async function startServerOn(
  dataDir: string,
  env: Record<string, string> = {},
  cleanUp: () => Promise<void> = async () => {},
): Promise<RunningServer> {
  // The compiled server `npm run build` writes (ADR 035), so the browser tests run what is deployed.
  if (!existsSync(path.join(repoRoot, SERVER_BUNDLE))) {
    throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first (it builds the web app and the server)`);
  }
  const child = spawn('node', ['--enable-source-maps', '--import', PORT_REPORTER, SERVER_BUNDLE], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      // A spec's own settings last: an SMTP server it started, for one.
      ...env,
    },
    // The fourth is the pipe the port comes through.
    stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
  });
  try {
    const baseUrl = `http://127.0.0.1:${await listeningPort(child)}`;
    await waitForHealth(baseUrl, child);
    return {
      baseUrl,
      async stop() {
        await stopProcess(child);
        await cleanUp();
      },
    };
  } catch (error) {
    await stopProcess(child);
    await cleanUp();
    throw error;
  }
}

/** The port the server reports once it listens; fails if it ends or takes too long first. */
function listeningPort(child: ChildProcess): Promise<number> {
  const pipe = child.stdio[3] as Readable;
  const lines = createInterface({ input: pipe });
  return new Promise<number>((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.close();
      pipe.destroy();
    };
    const onExit = (code: number | null, signal: string | null) => {
      settle();
      reject(new Error(`the server exited (${code ?? signal}) before it listened`));
    };
    const timer = setTimeout(() => {
      settle();
      reject(new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', onExit);
    lines.once('line', (line) => {
      settle();
      resolve(Number(line));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy within ${START_TIMEOUT_MS / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
