import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { embeddedServerEnvironment, listeningAddress, stopAllChildren } from './test/child-process';
import { buildServerBundle, type ServerBundle } from './test/server-bundle';

let dataDir: string | undefined;
let bundle: ServerBundle | undefined;

afterAll(async () => {
  await stopAllChildren();
  await bundle?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('the built bundle starts on a fresh data folder with no transpiler: migrations, shared schemas and argon2 work', async () => {
  bundle = buildServerBundle('build-test');

  dataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-build-'));
  // Plain node: no --import tsx, so a TypeScript file left outside the bundle would fail to load.
  const server = bundle.start({ NODE_ENV: 'production', ...embeddedServerEnvironment(dataDir) });
  const address = await listeningAddress(server);

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
