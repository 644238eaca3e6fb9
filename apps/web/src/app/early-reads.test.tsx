import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { earlyReadsFor } from '@courtside/shared/web/early-reads';
import { API_BASE } from '@/lib/api-client';
import { installFakeApi, type RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

/**
 * A server that knows the signed-in player and never answers anything else, so that what is asked is just what
 * is asked first: nothing comes back for the page to be drawn from, or to ask more after.
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

/**
 * A page's reads as the URLs it fetched, sorted. The session check is index.html's own preload; the header bell's
 * unread count is the signed-in shell's, asked for on every page and needed for no page's first frame.
 */
const SHELL_READS = new Set(['users/me', 'notifications/unreadCount']);
const readsOf = (calls: readonly RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && !SHELL_READS.has(call.path))
    .map((call) => `${API_BASE}/${call.path}${call.query.size > 0 ? `?${call.query.toString()}` : ''}`)
    .sort();

describe("the early reads the server names in a page's HTML", () => {
  it('come beside the session check index.html preloads for every page', () => {
    expect(indexHtml).toContain(
      '<link rel="preload" href="/api/1.0/users/me" as="fetch" crossorigin="use-credentials" />',
    );
  });

  it.each([
    ['/dashboard'],
    ['/leagues/7'],
    ['/leagues/7/'],
    ['/leagues/7/standings'],
    ['/leagues/7/schedule'],
    ['/leagues/7/availability'],
  ])('%s: are exactly what the page asks for first (its route loader, early-read-queries.ts)', async (path) => {
    const preloaded = earlyReadsFor(path).sort();
    expect(preloaded.length).toBeGreaterThan(0);

    const page = silentServer();
    renderApp(path);
    await waitFor(() => expect(readsOf(page.calls)).toEqual(preloaded));
  });
});
