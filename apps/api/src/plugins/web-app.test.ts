import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteCode, createTestApp, signedInUser, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from '../lib/response-encoding';

// A dist folder shaped like the real build's: a small index.html (below the precompression limit, so
// without siblings), a hashed script with its .br and .gz, a source map, and a public file.
const INDEX_HTML =
  '<!doctype html><html><head><title>Courtside</title></head><body><div id="root"></div></body></html>\n';
const SCRIPT = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const rule${i} = 'league ${i % 13} division ${i % 7}';`).join('\n'),
);
const SCRIPT_URL = '/assets/index-Ab12Cd34.js';
/** Above the limit but without compressed copies (as when a copy would not have been smaller). */
const PLAIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(100)}</svg>`;
const PLAIN_SVG_URL = '/assets/court-Ef56Gh78.svg';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The installable app's files (ADR 037): fixed names that change with each release.
const SERVICE_WORKER = "self.addEventListener('fetch', () => {});\n";
const MANIFEST = '{"name":"Courtside","start_url":"/dashboard"}\n';
const OFFLINE_HTML = "<!doctype html><html><head><title>You're offline</title></head><body></body></html>\n";

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'courtside-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, SCRIPT_URL), SCRIPT);
  await writeFile(path.join(dist, `${SCRIPT_URL}.br`), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, `${SCRIPT_URL}.gz`), gzipSync(SCRIPT));
  await writeFile(path.join(dist, PLAIN_SVG_URL), PLAIN_SVG);
  await writeFile(path.join(dist, `${SCRIPT_URL}.map`), '{"version":3,"sources":["secret.ts"],"mappings":""}');
  await writeFile(path.join(dist, 'sw.js'), SERVICE_WORKER);
  await writeFile(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  await writeFile(path.join(dist, 'offline.html'), OFFLINE_HTML);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('static files of the web app', () => {
  it('sends the brotli copy to a browser that accepts it, cached for good', async () => {
    const response = await get(SCRIPT_URL, 'gzip, deflate, br');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get(SCRIPT_URL, 'gzip');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toBe(true);
    expect(gunzipSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, still varying on it for caches', async () => {
    const response = await get(SCRIPT_URL);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toBe(true);
    expect(response.rawPayload.equals(SCRIPT)).toBe(true);
  });

  it('sends a file without compressed copies as it was built, not compressed on the way out', async () => {
    const response = await get(PLAIN_SVG_URL, 'br, gzip');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(PLAIN_SVG)));
    expect(response.body).toBe(PLAIN_SVG);
  });

  it('never serves source maps, the compressed copies by their own name, or HTML for a missing file', async () => {
    for (const url of [`${SCRIPT_URL}.map`, `${SCRIPT_URL}.br`, `${SCRIPT_URL}.gz`, '/assets/index-Gone0000.js']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body, url).not.toContain('secret.ts');
    }
  });

  it('lets the unhashed public files be revalidated', async () => {
    const response = await get('/favicon.svg', 'br, gzip');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});

describe('the installable app', () => {
  it('serves the service worker, manifest and offline page with their types, revalidated on every visit', async () => {
    const cases = [
      { url: '/sw.js', type: /^(text|application)\/javascript/, body: SERVICE_WORKER },
      { url: '/manifest.webmanifest', type: /^application\/manifest\+json/, body: MANIFEST },
      { url: '/offline.html', type: /^text\/html/, body: OFFLINE_HTML },
    ];
    for (const { url, type, body } of cases) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(type);
      // Never the year-long immutable header: a new release must reach the browser at its next visit.
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(body);
    }
  });

  it('keeps API answers out of the HTTP caches, even the ones the service worker saves', async () => {
    const player = await signedInUser(t.app, 'player');
    const signedIn = await player.request({ method: 'GET', url: '/api/1.0/users/me' });
    const anonymous = await get('/api/1.0/users/me');

    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe('pages', () => {
  it('answers / and client routes with index.html, revalidated on every visit', async () => {
    for (const url of ['/', '/dashboard', '/admin/users?tab=all']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // Below the precompression limit, so the file itself, and not compressed again on the way out.
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers HEAD for a page like GET, without a body', async () => {
    for (const url of ['/', '/dashboard']) {
      const getResponse = await get(url, 'br, gzip');
      const headResponse = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br, gzip' } });

      expect(headResponse.statusCode, url).toBe(200);
      expect(headResponse.rawPayload.length, url).toBe(0);
      for (const header of ['content-type', 'content-length', 'cache-control', 'etag', 'vary']) {
        expect(headResponse.headers[header], `${url} ${header}`).toBe(getResponse.headers[header]);
      }
      expect(Number(headResponse.headers['content-length'])).toBe(Buffer.byteLength(INDEX_HTML));
    }
  });

  it('keeps unknown API paths JSON 404s, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: '/api/1.0/nothing-here' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type'], method).toMatch(/^application\/json/);
    }
  });
});

describe('API answers', () => {
  it('come compressed above the threshold when the client accepts it, and decompress to the same JSON', async () => {
    const admin = await signedInUser(t.app, 'admin');
    for (let i = 0; i < 20; i++) await createInviteCode(t.app);

    const plain = await admin.request({ method: 'GET', url: '/api/1.0/invite-codes/all' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await admin.request({
      method: 'GET',
      url: '/api/1.0/invite-codes/all',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await admin.request({
      method: 'GET',
      url: '/api/1.0/invite-codes/all',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('stay uncompressed below the threshold', async () => {
    const response = await get('/api/health', 'br, gzip');

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });
});
