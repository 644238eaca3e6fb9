import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageFiles } from '@courtside/shared/web/page-files';
import { createTestApp, type TestApp } from '../test/test-app';
import { KEPT_PAGES, withBootHeading, withColorSchemeChoice, withPagePreloads } from './page-html';

// A build's index.html and page-files.json (apps/web/build-tools/page-files-plugin.ts): each page address is
// answered with index.html naming that page's files, so the browser fetches them with the shell.
const INDEX_HTML =
  '<!doctype html>\n<html>\n  <head>\n    <title>Courtside</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const PAGES: PageFiles[] = [
  { pattern: '/', scripts: ['/assets/landing-page-A1.js'], styles: [] },
  {
    pattern: '/leagues/:leagueId',
    scripts: ['/assets/league-home-page-B2.js', '/assets/Table-C3.js'],
    styles: ['/assets/league-home-page-D4.css'],
  },
  { pattern: '/leagues/:leagueId/standings', scripts: ['/assets/standings-page-E5.js'], styles: [] },
  { pattern: '/leagues/:leagueId/*', scripts: ['/assets/coming-soon-page-F6.js'], styles: [] },
  { pattern: '*', scripts: ['/assets/not-found-page-G7.js'], styles: [] },
];

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'courtside-page-html-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'page-files.json'), JSON.stringify(PAGES));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** A request with a session cookie; whether the session is valid is the API's to say, not the page's. */
const SIGNED_IN = { cookie: 'courtside_session=some-session' };
const getSignedIn = (url: string, headers: Record<string, string> = {}) => get(url, { ...SIGNED_IN, ...headers });
const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
const earlyReads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
    (match) => match[1],
  );
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('withPagePreloads', () => {
  it("preloads the page's stylesheets and scripts at the end of the head, holding up nothing", () => {
    const html = withPagePreloads(INDEX_HTML, PAGES[1]!);
    const head = html.slice(0, html.indexOf('</head>'));

    expect(stylesheets(head)).toEqual(['/assets/league-home-page-D4.css']);
    expect(preloadedScripts(head)).toEqual(['/assets/league-home-page-B2.js', '/assets/Table-C3.js']);
    expect(head).not.toContain('rel="stylesheet"');
    expect(html.replace(/\s*<link [^>]+>/g, '')).toBe(INDEX_HTML.replace(/\s*<\/head>/, '\n  </head>'));
  });

  it('escapes what could end the attribute, and leaves a page without files or reads as it was', () => {
    const html = withPagePreloads(INDEX_HTML, { pattern: '/x', scripts: ['/assets/a"b<c>&.js'], styles: [] }, [
      '/api/1.0/x?a=1&b="2"',
    ]);
    expect(html).toContain('href="/assets/a&quot;b&lt;c&gt;&amp;.js"');
    expect(html).toContain('href="/api/1.0/x?a=1&amp;b=&quot;2&quot;"');
    expect(withPagePreloads(INDEX_HTML, { pattern: '/x', scripts: [], styles: [] })).toBe(INDEX_HTML);
    expect(withPagePreloads(INDEX_HTML, undefined, [])).toBe(INDEX_HTML);
  });

  it("names the page's first reads before its files, so that the data, which the page's heading waits for, goes first", () => {
    const html = withPagePreloads(INDEX_HTML, PAGES[1], ['/api/1.0/leagues/get?league_id=4']);
    expect(earlyReads(html)).toEqual(['/api/1.0/leagues/get?league_id=4']);
    expect(html.indexOf('as="fetch"')).toBeLessThan(html.indexOf('as="style"'));
    expect(html.indexOf('as="style"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });
});

describe('withColorSchemeChoice', () => {
  it('puts a chosen scheme on <html>, as the choice and as the scheme Mantine styles by, and nothing without one', () => {
    expect(withColorSchemeChoice(INDEX_HTML, 'dark')).toBe(
      INDEX_HTML.replace('<html>', '<html data-color-scheme-choice="dark" data-mantine-color-scheme="dark">'),
    );
    expect(withColorSchemeChoice('<html lang="en"><body></body></html>', 'light')).toBe(
      '<html data-color-scheme-choice="light" data-mantine-color-scheme="light" lang="en"><body></body></html>',
    );
    expect(withColorSchemeChoice(INDEX_HTML, null)).toBe(INDEX_HTML);
  });
});

describe('withBootHeading', () => {
  it('puts the heading, hidden from screen readers, just before the root the app draws in, and nothing without one', () => {
    expect(withBootHeading(INDEX_HTML, 'Analytics Dashboard')).toBe(
      INDEX_HTML.replace(
        '<div id="root">',
        '<h1 id="boot-heading" aria-hidden="true">Analytics Dashboard</h1>\n    <div id="root">',
      ),
    );
    expect(withBootHeading(INDEX_HTML, null)).toBe(INDEX_HTML);
  });

  it('writes the words as text, never as markup', () => {
    expect(withBootHeading(INDEX_HTML, 'Scores & <b>Results</b>')).toContain(
      '>Scores &amp; &lt;b&gt;Results&lt;/b&gt;</h1>',
    );
  });
});

/** The text of the boot heading in a page's HTML, or null. */
const bootHeading = (html: string) => /<h1 id="boot-heading" aria-hidden="true">([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

describe('a page address', () => {
  it("carries the page's boot heading for a session, and none to a visitor, whom the app sends away", async () => {
    expect(bootHeading((await getSignedIn('/admin/analytics')).body)).toBe('Analytics Dashboard');
    expect(bootHeading((await getSignedIn('/admin/feedback')).body)).toBe('User Feedback');
    expect(bootHeading((await get('/admin/analytics')).body)).toBeNull();
    // A league's page opens with the league's name, which the HTML does not know.
    expect(bootHeading((await getSignedIn('/leagues/12')).body)).toBeNull();
  });

  it("is answered with index.html naming that page's files, chosen as the router chooses", async () => {
    const cases = [
      { url: '/', script: '/assets/landing-page-A1.js' },
      { url: '/leagues/12', script: '/assets/league-home-page-B2.js' },
      { url: '/leagues/12?tab=past', script: '/assets/league-home-page-B2.js' },
      { url: '/LEAGUES/12/Standings/', script: '/assets/standings-page-E5.js' },
      { url: '/leagues/12/something/else', script: '/assets/coming-soon-page-F6.js' },
      { url: '/no/such/page', script: '/assets/not-found-page-G7.js' },
    ];
    for (const { url, script } of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(preloadedScripts(response.body)[0], url).toBe(script);
    }
  });

  it("names the dashboard's and a league page's first reads, for the league of the address, and nothing on other pages", async () => {
    const dashboard = await getSignedIn('/dashboard');
    const home = await getSignedIn('/leagues/12');
    const standings = await getSignedIn('/LEAGUES/12/Standings/');
    const calendar = await getSignedIn('/leagues/5/schedule?week=2026-11-23');

    expect(earlyReads(dashboard.body)).toEqual([
      '/api/1.0/players/getMyPlayers',
      '/api/1.0/leagues/myLeagues',
      '/api/1.0/matches/mine',
      '/api/1.0/leagues/recentActivity',
      '/api/1.0/match-proposals/get',
      '/api/1.0/leagues/all',
    ]);
    expect(earlyReads(home.body)).toEqual([
      '/api/1.0/divisions/getMyDivision?league_id=12',
      '/api/1.0/leagues/get?league_id=12',
      '/api/1.0/leagues/standings?league_id=12',
      '/api/1.0/match-proposals/get?league_id=12',
    ]);
    expect(earlyReads(standings.body)).toEqual(['/api/1.0/leagues/standings?league_id=12']);
    expect(earlyReads(calendar.body)).toContain('/api/1.0/availability/leagueAvailability?league_id=5');
    for (const url of ['/', '/leagues/0', '/leagues/abc', '/leagues/12/something/else', '/no/such/page']) {
      expect(earlyReads((await getSignedIn(url)).body), url).toEqual([]);
    }
  });

  it('names no reads for a request without a session, which the API would refuse, and says the answer varies so', async () => {
    const visitor = await get('/leagues/12');
    const player = await getSignedIn('/leagues/12');

    expect(earlyReads(visitor.body)).toEqual([]);
    expect(earlyReads((await get('/dashboard')).body)).toEqual([]);
    // The page's files are the same for both: only the reads depend on the session.
    expect(preloadedScripts(visitor.body)).toEqual(preloadedScripts(player.body));
    expect(visitor.headers.etag).not.toBe(player.headers.etag);
    expect(visitor.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('carries the colour scheme of the cookie the header switch sets, and ignores any other value of it', async () => {
    const schemeOf = (html: string) => /<html[^>]*data-color-scheme-choice="([a-z]+)"/.exec(html)?.[1] ?? null;
    const dark = await getSignedIn('/leagues/12', { cookie: 'courtside_session=s; courtside-color-scheme=dark' });
    const light = await get('/', { cookie: 'courtside-color-scheme=light' });
    const system = await getSignedIn('/leagues/12');

    expect(schemeOf(dark.body)).toBe('dark');
    expect(dark.body).toContain('data-mantine-color-scheme="dark"');
    expect(schemeOf(light.body)).toBe('light');
    expect(schemeOf(system.body)).toBeNull();
    expect(earlyReads(dark.body)).toEqual(earlyReads(system.body));
    expect(dark.headers.etag).not.toBe(system.headers.etag);
    for (const value of ['auto', 'DARK', '"><script>', '']) {
      const response = await get('/', { cookie: `courtside-color-scheme=${encodeURIComponent(value)}` });
      expect(schemeOf(response.body), value).toBeNull();
      expect(response.body, value).toBe((await get('/')).body);
    }
  });

  it('answers each league with its own HTML and validator, and keeps answering right past the pages it keeps', async () => {
    const first = await getSignedIn('/leagues/1');
    const other = await getSignedIn('/leagues/2');
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(preloadedScripts(other.body)).toEqual(preloadedScripts(first.body));

    for (let league = 2; league <= KEPT_PAGES + 1; league += 1) await getSignedIn(`/leagues/${league}`);
    const again = await getSignedIn('/leagues/1', { 'if-none-match': String(first.headers.etag) });
    const fresh = await getSignedIn('/leagues/1');

    expect(again.statusCode).toBe(304);
    expect(fresh.body).toBe(first.body);
  });

  it('comes in brotli or gzip as the browser accepts, each the same HTML', async () => {
    const plain = await get('/leagues/3');
    const br = await get('/leagues/3', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/leagues/3', { 'accept-encoding': 'gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [plain, br, gzip]) expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(stylesheets(plain.body)).toEqual(['/assets/league-home-page-D4.css']);
  });

  it('answers 304 to a browser that has this HTML already, and the full page when it has another', async () => {
    const first = await get('/leagues/3/standings');
    const etag = String(first.headers.etag);

    const again = await get('/leagues/3/standings', { 'if-none-match': etag });
    const otherPage = await get('/leagues/3', { 'if-none-match': etag });

    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(otherPage.statusCode).toBe(200);
    expect(otherPage.headers.etag).not.toBe(etag);
  });

  it('answers HEAD like GET, without a body', async () => {
    const getResponse = await get('/leagues/3', { 'accept-encoding': 'br' });
    const headResponse = await t.app.inject({
      method: 'HEAD',
      url: '/leagues/3',
      headers: { 'accept-encoding': 'br' },
    });

    expect(headResponse.statusCode).toBe(200);
    expect(headResponse.rawPayload.length).toBe(0);
    for (const header of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary']) {
      expect(headResponse.headers[header], header).toBe(getResponse.headers[header]);
    }
  });
});

describe('the build files themselves', () => {
  it('sends /index.html as built, for the service worker to keep for any page', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('does not serve page-files.json, which is for the server only', async () => {
    const response = await get('/page-files.json');
    expect(response.statusCode).toBe(404);
  });
});

describe('a broken page-files.json', () => {
  it('stops the server from starting, rather than sending pages without their files', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'courtside-page-html-broken-'));
    try {
      await writeFile(path.join(broken, 'index.html'), INDEX_HTML);
      await writeFile(path.join(broken, 'page-files.json'), JSON.stringify([{ pattern: '/', scripts: 'x' }]));
      await expect(createTestApp({ webDistDir: broken })).rejects.toThrow(/not a list of page files/);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
