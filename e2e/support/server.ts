import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const OWNER = { email: 'owner@e2e.test', password: 'owner-password-1' };
const SERVER_BUNDLE = 'apps/api/dist/server.js';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The production server exactly as `npm start` runs it (built web app, real API), on a free port with an
 * empty embedded database of its own, and an owner account to begin with.
 */
export async function startServer(): Promise<RunningServer> {
  // The compiled server `npm run build` writes (ADR 035), so the browser tests run what is deployed.
  if (!existsSync(path.join(repoRoot, SERVER_BUNDLE))) {
    throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first (it builds the web app and the server)`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'courtside-e2e-'));
  const port = await freePort();
  const child = spawn('node', ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy within 60 s');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
