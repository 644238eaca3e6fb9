import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './lib/rate-limit';
import { expectError } from './test/assertions';
import { createTestApp, createUser, injectAs, signedInUser, type TestApp } from './test/test-app';

const PROXY = '10.0.0.5';
const HSTS = 'max-age=31536000; includeSubDomains';

let direct: TestApp;
let proxied: TestApp;
/** Set up as a production server: the web app beside the API, no docs, no proxy trusted, a tight limit. */
let production: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'courtside-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Courtside</title>');
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1);');
  // One after another: building apps in parallel on a busy machine can outlast a plugin's start-up timeout.
  direct = await createTestApp();
  proxied = await createTestApp({ trustProxy: ['127.0.0.1', '10.0.0.0/24'], authRateLimitPerMinute: 3 });
  production = await createTestApp({ webDistDir: distDir, apiDocs: false, authRateLimitPerMinute: 3 });
});
afterAll(async () => {
  for (const app of [direct, proxied, production]) await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is sent on refusals over https too', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/api/1.0/users/me',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is not sent when a client that is not a trusted proxy claims https', async () => {
    for (const app of [direct.app, proxied.app]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('goes with a Secure session cookie exactly when the request came over https', async () => {
    const { email, password } = await createUser(proxied.app);
    const signInFrom = (remoteAddress: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/1.0/users/verify',
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' },
        payload: { email, password },
      });
    const viaProxy = await signInFrom(PROXY);
    expect(viaProxy.cookies.find((c) => c.name === 'courtside_session')?.secure).toBe(true);
    const forged = await signInFrom('203.0.113.51');
    expect(forged.statusCode).toBe(200);
    expect(forged.cookies.find((c) => c.name === 'courtside_session')?.secure).toBeUndefined();
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on personal data', async () => {
    const admin = await signedInUser(direct.app, 'admin');
    for (const url of ['/api/1.0/users/me', '/api/1.0/users/all']) {
      const response = await admin.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on health, refusals and unknown paths', async () => {
    const answers = [
      [await direct.app.inject({ method: 'GET', url: '/api/health' }), 200],
      [await direct.app.inject({ method: 'GET', url: '/api/1.0/users/me' }), 401],
      [await direct.app.inject({ method: 'GET', url: '/api/1.0/users/all' }), 401],
      [await direct.app.inject({ method: 'GET', url: '/api/1.0/nothing-here' }), 404],
      [
        await direct.app.inject({
          method: 'POST',
          url: '/api/1.0/users/logout',
          headers: { origin: 'http://evil.example' },
        }),
        403,
      ],
    ] as const;
    for (const [response, status] of answers) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no-store however the path is spelt', async () => {
    const player = await signedInUser(direct.app);
    const response = await player.request({ method: 'GET', url: '/%61pi/1.0/users/me' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app its own caching and still marks API answers no-store', async () => {
    const asset = await production.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await production.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await production.app.inject({ method: 'GET', url: '/api/1.0/users/me' });
    expect(api.statusCode).toBe(401);
    expect(api.headers['cache-control']).toBe('no-store');
  });
});

describe('API documentation', () => {
  it('is served when API_DOCS is on', async () => {
    expect((await direct.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await direct.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });

  it('is a 404 when API_DOCS is off', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      expectError(await production.app.inject({ method: 'GET', url }), 404, 'Not found.');
    }
  });
});

describe('client addresses behind a trusted proxy', () => {
  const signInAttempt = (app: TestApp, email: string, remoteAddress: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/1.0/users/verify',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'wrong password' },
    });

  it('limits a client by the address the proxy saw, whatever it writes in front of it', async () => {
    const { email } = await createUser(proxied.app);
    // The proxy appends the address it saw; everything left of it came from the client.
    const forged = (i: number) => `198.18.${i}.1, 203.0.113.${i}, 192.0.2.10`;
    for (let i = 0; i < 3; i++) expect((await signInAttempt(proxied, email, PROXY, forged(i))).statusCode).toBe(401);
    for (let i = 3; i < 20; i++) {
      expectError(await signInAttempt(proxied, email, PROXY, forged(i)), 429, TOO_MANY_ATTEMPTS_MESSAGE);
    }
    // Another client behind the same proxy has a count of its own.
    expect((await signInAttempt(proxied, email, PROXY, '192.0.2.11')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const { email } = await createUser(proxied.app);
    for (let i = 0; i < 3; i++) {
      expect((await signInAttempt(proxied, email, '203.0.113.77', `198.18.0.${i}`)).statusCode).toBe(401);
    }
    expectError(await signInAttempt(proxied, email, '203.0.113.77', '198.18.0.99'), 429, TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    const { email } = await createUser(production.app);
    for (let i = 0; i < 3; i++) {
      expect((await signInAttempt(production, email, '127.0.0.1', `198.18.1.${i}`)).statusCode).toBe(401);
    }
    expectError(await signInAttempt(production, email, '127.0.0.1', '198.18.1.99'), 429, TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('does not let X-Forwarded-Host, even from a trusted proxy, vouch for a foreign Origin', async () => {
    const player = await signedInUser(proxied.app);
    const forged = await injectAs(proxied.app, player.cookie, {
      method: 'POST',
      url: '/api/1.0/users/logout',
      remoteAddress: PROXY,
      headers: { host: 'courtside.example', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' },
      payload: {},
    });
    expectError(forged, 403, 'Cross-site requests are not allowed.');
    const me = await injectAs(proxied.app, player.cookie, { method: 'GET', url: '/api/1.0/users/me' });
    expect(me.statusCode).toBe(200);
  });
});
