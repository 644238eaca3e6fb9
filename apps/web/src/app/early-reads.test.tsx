import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@/lib/api-client';
import { installFakeApi, type RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const webRoot = join(import.meta.dirname, '../..');
const earlyReadsScript = readFileSync(join(webRoot, 'public/early-reads.js'), 'utf8');
const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');

/** Runs public/early-reads.js as the browser would on `path`, and returns the reads it preloads, sorted. */
function earlyReadsAt(path: string): string[] {
  window.history.replaceState(null, '', path);
  new Function(earlyReadsScript)();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  for (const link of links) {
    // What makes the page's own fetch (credentials: 'include') match the preload instead of going out again.
    expect([link.as, link.crossOrigin]).toEqual(['fetch', 'use-credentials']);
    link.remove();
  }
  return links.map((link) => link.getAttribute('href') ?? '').sort();
}

/**
 * A server that knows the signed-in player and never answers anything else, so that a page shows just the reads
 * it makes as soon as it is drawn: nothing comes back for it to draw more from.
 */
function silentServer() {
  const routes = new Proxy(
    {},
    {
      get: (_routes, key) => (key === 'GET users/me' ? { body: makeUser() } : () => new Promise<never>(() => {})),
    },
  );
  return installFakeApi(routes);
}

/** A page's reads as the URLs it fetched, sorted; the session check is index.html's own preload. */
const readsOf = (calls: readonly RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path !== 'users/me')
    .map((call) => `${API_BASE}/${call.path}?${call.query.toString()}`)
    .sort();

afterEach(() => window.history.replaceState(null, '', '/'));

describe('public/early-reads.js', () => {
  it('is loaded by index.html without holding up the first paint', () => {
    expect(indexHtml).toContain('<script async fetchpriority="high" src="/early-reads.js"></script>');
    expect(indexHtml).toContain(
      '<link rel="preload" href="/api/1.0/users/me" as="fetch" crossorigin="use-credentials" />',
    );
  });

  it.each([
    ['/leagues/7'],
    ['/leagues/7/'],
    ['/leagues/7/standings'],
    ['/leagues/7/schedule'],
    ['/leagues/7/availability'],
  ])('%s: preloads exactly what the page asks for once drawn', async (path) => {
    const preloaded = earlyReadsAt(path);
    expect(preloaded.length).toBeGreaterThan(0);

    const page = silentServer();
    renderApp(path);
    await waitFor(() => expect(readsOf(page.calls)).toEqual(preloaded));
  });

  it.each([
    ['/'],
    ['/dashboard'],
    ['/leagues/0'],
    ['/leagues/abc/standings'],
    ['/leagues/7/division'],
    ['/leagues/7/standings/x'],
  ])('preloads nothing at %s', (path) => {
    expect(earlyReadsAt(path)).toEqual([]);
  });
});
