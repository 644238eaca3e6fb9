import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Response } from 'playwright-core';
import type { Credentials } from './api';
import { DESKTOP } from './browser';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * Issue 32: a first visit to the landing page, Sign In, the dashboard, the league home, its standings and its
 * calendar loads at most 170 kB of JavaScript and CSS, gzip (kB = 1000 bytes, the stricter reading). Bytes depend
 * only on the build, so this is a size budget, not a timing one. `bench/page-weight.ts` marks each of those pages
 * within or over it.
 */
export const FIRST_LOAD_BUDGET_BYTES = 170_000;

/**
 * What e2e/page-weight-budget.spec.ts holds three pages to, so that a change making them heavier does not go
 * unnoticed: their weight when they were last measured, plus about 1 kB of slack. Lower them whenever a change
 * makes a page lighter. React, React Router and Mantine everywhere (ADRs 055 to 057) made them 164.1, 209.3 and
 * 166.7 kB: Sign In is over the budget above (zod and @mantine/form for its form, Mantine's inputs), which is
 * left for issue 32. The route loaders that fetch a page's first reads before it is drawn, and the pending
 * indicator they need, brought the dashboard to 168.8 kB; its Next Steps card (issue 34: proposals to answer,
 * scores to confirm, a time to propose to each opponent with the overlap rules and the time formats it needs,
 * the next match) to 182.4 kB, over the budget with the rest of ADR 058. The header's notifications bell (issue 34:
 * Mantine's Indicator and the unread-count query, in the shell every page loads) adds 1.5 kB to every page:
 * landing 166.6, Sign In 211.7, dashboard 184.1 kB. Recent Activity from the leagues' own records (issue 34: nine
 * kinds of news worded from the reader's side, relative times, Try Again on a failure) brought the dashboard to
 * 185.5 kB; its links are plain elements rather than Mantine's Anchor, which would have added 0.2 kB more.
 * Then, in the shell: a sign-out that first turns off this device's push notifications (issue 35), the touch
 * target rules (issue 36) and the match changes' shared hooks: Sign In 212.6, dashboard 186.6 kB. The admin's
 * season view (issue 36), one more entry in the route table and the addresses every page carries: landing
 * 167.6 kB, its ceiling set again to that plus the slack. The spec's own fallback message for each call, in
 * the API client every page loads (issue 36), and the public pages of issue 35 (password reset, one-tap
 * answers, unsubscribe) in the route table: Sign In 213.6 kB. The one score sentence of every page and the
 * scoring formats it reads (issue 36, ADR 072: 3.0 kB, which Recent Activity and Next Steps need): dashboard
 * 189.3 kB. Private leagues (issue 38): four addresses in the route table, the organizer's rule and access message,
 * with the guard of the organizer's pages in a chunk of its own: landing 169.0 kB, its ceiling the budget itself.
 * Doubles (issue 37): the dashboard reads a player's pending partner invitations (the cards that answer them load
 * only when one is pending) and names each side of a match as its pair: dashboard 190.8 kB. Sign In's rules (the
 * shared schema, and zod with it) load on the form's first focus (lib/lazy-validator.ts): Sign In 186.6 kB.
 */
export const FIRST_LOAD_CEILING_BYTES: Record<'/' | '/sign-in' | '/dashboard', number> = {
  '/': 170_000,
  '/sign-in': 187_600,
  '/dashboard': 191_800,
};

/** What a browser that supports both asks for; the server sends the precompressed file it accepts. */
const ACCEPT_ENCODING = 'br, gzip';
/** No request in flight for this long: the page has everything it asked for. */
const QUIET_MS = 1000;

export interface LoadedFile {
  url: string;
  kind: 'JS' | 'CSS';
  /** Body bytes as they came over the wire (brotli, as served to this browser). */
  served: number;
  /** Body bytes of the same file sent gzip: its `.gz` copy, or the file itself when none was worth writing. */
  gzip: number;
}

export interface FirstLoad {
  finalPath: string;
  files: LoadedFile[];
  gzip: number;
  served: number;
}

/**
 * Opens `pathname` and waits until no request has been in flight for QUIET_MS: the page's lazy chunk and its
 * data have arrived. (Playwright's 'networkidle' can wait forever on a request Chromium never reports done.)
 */
export async function openAndWaitForQuiet(page: Page, pathname: string): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  await page.goto(pathname, { waitUntil: 'load' });
  const deadline = Date.now() + 20_000;
  while (!(inFlight <= 0 && Date.now() - lastChange >= QUIET_MS) && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
}

const kindOf = (response: Response): LoadedFile['kind'] | null => {
  const type = response.request().resourceType();
  return type === 'script' ? 'JS' : type === 'stylesheet' ? 'CSS' : null;
};

/** The bytes a gzip-only browser would get for this built file (the server's preCompressed choice). */
function gzipBytesOf(urlPath: string): number {
  const file = path.join(distDir, urlPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  if (existsSync(file)) return statSync(file).size;
  throw new Error(`${urlPath} was loaded but is not in ${distDir}: measure the build the server serves`);
}

/**
 * Opens `pathname` in a new browser context (an empty cache, as on a first visit), signed in first through
 * the API when `account` is given, and records the JavaScript and CSS the page loads until the network is
 * idle: the entry, its shared chunks and the page's own chunk, whatever asked for them.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  account?: Credentials,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: DESKTOP,
    extraHTTPHeaders: { 'Accept-Encoding': ACCEPT_ENCODING },
  });
  try {
    if (account) {
      // The context's request client shares the browser's cookies: the page opens already signed in.
      const signIn = await context.request.post('/api/1.0/users/verify', {
        data: { email: account.email, password: account.password, rememberMe: false },
      });
      if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}: ${await signIn.text()}`);
    }
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await openAndWaitForQuiet(page, pathname);
    const files: LoadedFile[] = [];
    for (const response of responses) {
      const kind = kindOf(response);
      if (!kind) continue;
      const url = new URL(response.url()).pathname;
      const sizes = await response.request().sizes();
      files.push({ url, kind, served: sizes.responseBodySize, gzip: gzipBytesOf(url) });
    }
    return {
      finalPath: new URL(page.url()).pathname,
      files,
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      served: files.reduce((sum, file) => sum + file.served, 0),
    };
  } finally {
    await context.close();
  }
}
