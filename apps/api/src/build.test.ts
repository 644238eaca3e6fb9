import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from './test/child-process';

// `npm start` runs the bundle apps/api/scripts/build-server.mjs writes (ADR 035). This one is built beside it
// under a name of its own, so the bundle a running server or browser test uses is never replaced under it, and
// at the same depth, so a path resolved from the bundle's folder instead of its source's is wrong here too.

const bundle = path.join(repoRoot, `apps/api/dist/server-test-${process.pid}.js`);
let dataDir: string | undefined;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
  await rm(bundle, { force: true });
  await rm(`${bundle}.map`, { force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Resolves with the server's address once it logs that it listens; rejects with its output if it ends first. */
function addressOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
      if (address) resolve(address);
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.once('exit', (code) => reject(new Error(`the bundle ended (${code}) before listening:\n${printed}`)));
  });
}

it('the built bundle starts on a fresh data folder with no transpiler: migrations, shared schemas and argon2 work', async () => {
  const built = spawnSync(process.execPath, ['apps/api/scripts/build-server.mjs', bundle], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);

  dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-build-'));
  // Plain node: no --import tsx, so a TypeScript file left outside the bundle would fail to load.
  server = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      OWNER_EMAIL: 'owner@example.test',
      OWNER_PASSWORD: 'owner password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = await addressOf(server);

  const health = await fetch(`${address}/api/health`);
  expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });

  // The owner was made at start-up (argon2 hash, tables from the migrations); signing in checks the hash.
  const signIn = (body: unknown) =>
    fetch(`${address}/api/1.0/users/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signedIn = await signIn({ email: 'owner@example.test', password: 'owner password', rememberMe: false });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get('set-cookie')).toMatch(/^courtside_session=/);
  const wrongPassword = await signIn({ email: 'owner@example.test', password: 'not the password', rememberMe: false });
  expect(wrongPassword.status).toBe(401);
  // Bad input is refused by the shared package's schema, bundled in, with a 400 rather than a crash.
  const badInput = await signIn({ email: 'not an email' });
  expect(badInput.status).toBe(400);
}, 120_000);
