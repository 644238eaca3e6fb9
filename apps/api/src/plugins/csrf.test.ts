import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CROSS_SITE = 'Cross-site requests are not allowed.';
const NOT_JSON = 'Requests that change data must send JSON (Content-Type: application/json).';
const HOST = 'courtside.example';
const sameOrigin = { host: HOST, origin: `http://${HOST}` };

type Caller = Awaited<ReturnType<typeof signedInUser>>;
const me = (cookie: string) => injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/users/me' });

/**
 * Ways to write an API path that the probe used, or that a router or proxy might read as the API: the
 * check must not depend on any of them. `reaches` says whether the router still finds the route.
 */
const spellings: { name: string; spell: (path: string) => string; reaches: boolean }[] = [
  { name: 'plain', spell: (path) => `/api/1.0/${path}`, reaches: true },
  { name: 'percent-encoded letter', spell: (path) => `/%61pi/1.0/${path}`, reaches: true },
  { name: 'double-encoded letter', spell: (path) => `/%2561pi/1.0/${path}`, reaches: false },
  { name: 'leading double slash', spell: (path) => `//api/1.0/${path}`, reaches: false },
  { name: 'dot segment', spell: (path) => `/api/1.0/../1.0/${path}`, reaches: true },
  { name: 'upper case', spell: (path) => `/API/1.0/${path}`, reaches: false },
  { name: 'trailing ?', spell: (path) => `/api/1.0/${path}?`, reaches: true },
  { name: 'trailing #', spell: (path) => `/api/1.0/${path}#`, reaches: true },
  { name: 'encoded slash', spell: (path) => `/api%2F1.0/${path}`, reaches: false },
];

interface Prepared {
  query?: Record<string, string>;
  body: Record<string, unknown>;
  /** Fails when a refused request has changed anything. */
  expectUnchanged: () => Promise<void>;
}

interface RouteCase {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  successStatus: number;
  prepare: (caller: Caller) => Promise<Prepared>;
}

const routes: Record<string, RouteCase> = {
  'POST users/logout': {
    method: 'POST',
    path: 'users/logout',
    successStatus: 200,
    prepare: async (caller) => ({
      body: {},
      expectUnchanged: async () => expect((await me(caller.cookie)).statusCode).toBe(200),
    }),
  },
  'DELETE users/remove': {
    method: 'DELETE',
    path: 'users/remove',
    successStatus: 200,
    prepare: async () => {
      const target = await signedInUser(t.app);
      return {
        query: { user_id: String(target.user.id) },
        body: {},
        // Removal would end the target's sessions; their session still working shows nothing happened.
        expectUnchanged: async () => expect((await me(target.cookie)).statusCode).toBe(200),
      };
    },
  },
  'PUT users/update': {
    method: 'PUT',
    path: 'users/update',
    successStatus: 200,
    prepare: async (caller) => ({
      body: { id: caller.user.id, firstname: 'Mallory' },
      expectUnchanged: async () => expect((await me(caller.cookie)).json().firstname).not.toBe('Mallory'),
    }),
  },
  'POST invite-codes/create': {
    method: 'POST',
    path: 'invite-codes/create',
    successStatus: 201,
    prepare: async (caller) => {
      const code = `FORGED${caller.user.id}`;
      return {
        body: { code },
        expectUnchanged: async () => {
          const list = await injectAs(t.app, caller.cookie, { method: 'GET', url: '/api/1.0/invite-codes/all' });
          expect(list.statusCode).toBe(200);
          expect(list.body).not.toContain(code);
        },
      };
    },
  },
};

describe.each(Object.entries(routes))('%s, however its path is spelt', (_name, route) => {
  it.each(spellings)('$name: refuses foreign and non-JSON requests, accepts its own', async (spelling) => {
    const caller = await signedInUser(t.app, 'owner');
    const { query, body, expectUnchanged } = await route.prepare(caller);
    const url = spelling.spell(route.path);
    const payload = JSON.stringify(body);
    const send = (headers: Record<string, string>) =>
      injectAs(t.app, caller.cookie, { method: route.method, url, query, headers, payload });
    const json = { 'content-type': 'application/json' };

    expectError(await send({ ...json, host: HOST, origin: 'http://evil.example' }), 403, CROSS_SITE);
    expectError(await send({ ...json, host: HOST, 'sec-fetch-site': 'cross-site' }), 403, CROSS_SITE);
    expectError(await send({ ...sameOrigin, 'content-type': 'text/plain' }), 415, NOT_JSON);
    expectError(await send({ 'content-type': 'text/plain' }), 415, NOT_JSON);
    expectError(await send({ ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' }), 415, NOT_JSON);

    await expectUnchanged();
    expect((await me(caller.cookie)).statusCode).toBe(200);

    const own = await send({ ...json, ...sameOrigin });
    expect(own.statusCode, own.body).toBe(spelling.reaches ? route.successStatus : 404);
  });
});

describe('over a real socket, where the path reaches the server exactly as written', () => {
  /** Node's client sends the path untouched (no dot-segment or fragment clean-up as in app.inject). */
  const rawPost = (port: number, path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject);
      outgoing.end('{}');
    });

  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it.each(spellings)('$name: a foreign origin cannot end the session', async (spelling) => {
    const caller = await signedInUser(t.app);
    const headers = { cookie: caller.cookie, 'content-type': 'text/plain', origin: 'http://evil.example' };
    const response = await rawPost(port, spelling.spell('users/logout'), headers);
    expect(response).toEqual({ status: 403, body: JSON.stringify({ error: CROSS_SITE }) });
    expect((await me(caller.cookie)).statusCode).toBe(200);
  });
});

describe('what counts as our own origin', () => {
  const logout = (app: TestApp['app'], cookie: string, headers: Record<string, string>) =>
    injectAs(app, cookie, { method: 'POST', url: '/api/1.0/users/logout', headers, payload: {} });

  it.each([
    ['upper-case Host', { host: 'Courtside.Example', origin: 'http://courtside.example' }],
    ['the default port written out', { host: 'courtside.example:80', origin: 'http://courtside.example' }],
    ['a port of its own', { host: 'localhost:3000', origin: 'http://localhost:3000' }],
    ['an IPv6 host', { host: '[::1]:3000', origin: 'http://[::1]:3000' }],
  ])('accepts an Origin matching the Host header: %s', async (_label, headers) => {
    const caller = await signedInUser(t.app);
    expect((await logout(t.app, caller.cookie, headers)).statusCode).toBe(200);
    expect((await me(caller.cookie)).statusCode).toBe(401);
  });

  it.each([
    ['another host', { host: HOST, origin: 'http://evil.example' }],
    ['another port', { host: 'localhost:3000', origin: 'http://localhost:4000' }],
    ['a sibling subdomain', { host: HOST, origin: `http://league.${HOST}` }],
    ['the "null" origin of a sandboxed page', { host: HOST, origin: 'null' }],
    ['a Host header a URL parser could misread', { host: `${HOST}@evil.example`, origin: 'http://evil.example' }],
  ])('refuses %s', async (_label, headers) => {
    const caller = await signedInUser(t.app);
    expectError(await logout(t.app, caller.cookie, headers), 403, CROSS_SITE);
    expect((await me(caller.cookie)).statusCode).toBe(200);
  });

  it('checks state changes outside the API too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/some/page',
      headers: { host: HOST, origin: 'http://evil.example' },
      payload: {},
    });
    expectError(response, 403, CROSS_SITE);
    expectError(await t.app.inject({ method: 'POST', url: '/some/page', payload: 'x' }), 415, NOT_JSON);
  });

  describe('with PUBLIC_ORIGIN set', () => {
    let behindProxy: TestApp;
    beforeAll(async () => {
      behindProxy = await createTestApp({ publicOrigin: 'https://courtside.example' });
    });
    afterAll(() => behindProxy.close());

    it('accepts that origin whatever Host the proxy passed on', async () => {
      const caller = await signedInUser(behindProxy.app);
      const response = await logout(behindProxy.app, caller.cookie, {
        host: '127.0.0.1:3000',
        origin: 'https://courtside.example',
      });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['plain http', 'http://courtside.example'],
      ['the Host itself', 'http://127.0.0.1:3000'],
      ['another site', 'https://evil.example'],
    ])('refuses %s', async (_label, origin) => {
      const caller = await signedInUser(behindProxy.app);
      expectError(await logout(behindProxy.app, caller.cookie, { host: '127.0.0.1:3000', origin }), 403, CROSS_SITE);
      expect(
        (await injectAs(behindProxy.app, caller.cookie, { method: 'GET', url: '/api/1.0/users/me' })).statusCode,
      ).toBe(200);
    });
  });
});
