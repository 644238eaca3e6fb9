import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession } from './support/api';
import { PHONE, newContext } from './support/browser';
import { setUpLeaguePages, type LeaguePlayer } from './support/league-play';
import type { LeaguePages } from './support/pages';
import { useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectText,
  logoutThroughHeader,
  openHeaderNavigation,
  signInContext,
  withScreenshotOnFailure,
} from './support/ui';

/**
 * The installable app (ADR 037): the manifest and its icons, and the service worker's offline reading. A
 * player opens their league home on a phone, loses the connection, and can still read it; an address they
 * never opened says they are offline; after signing out nothing of theirs is shown. These contexts allow
 * service workers, which every other spec blocks.
 */

const DATA_CACHE = 'courtside-data';
const OFFLINE_NOTE = /^You're offline\. You're seeing what was saved on your last visit/;
const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection and try again.';

let player: LeaguePlayer;
let league: LeaguePages;

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  ({ leaguePlayer: player, pages: league } = await setUpLeaguePages(owner));
});

/**
 * Asks until `check` says yes. (page.waitForFunction cannot wait for an async check: the promise it returns
 * is truthy at once.)
 */
async function pollUntil(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest is linked, served and valid, and every icon it names is there', async () => {
  const response = await fetch(`${suite.server.baseUrl}/manifest.webmanifest`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  assert.equal(manifest.name, 'Courtside');
  assert.ok(manifest.short_name.length <= 12, 'short_name fits under an icon');
  assert.equal(manifest.start_url, '/dashboard');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      assert.ok(
        pngs.some((icon) => icon.sizes === size && icon.purpose === purpose),
        `a ${size} ${purpose} PNG icon`,
      );
    }
  }
  for (const icon of manifest.icons) {
    const file = await fetch(new URL(icon.src, suite.server.baseUrl));
    assert.equal(file.status, 200, icon.src);
    assert.equal(file.headers.get('content-type')?.split(';')[0], icon.type, icon.src);
    const bytes = Buffer.from(await file.arrayBuffer());
    if (icon.type === 'image/png') assert.equal(pngSize(bytes), icon.sizes, icon.src);
  }

  const page = await suite.browser.newPage();
  try {
    await page.goto(suite.server.baseUrl);
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    assert.equal((await fetch(new URL(touchIcon ?? '', suite.server.baseUrl))).status, 200);
  } finally {
    await page.close();
  }
});

test.describe('offline reading on a phone', () => {
  // One phone, one step after another: online, offline, signed out.
  test.describe.configure({ mode: 'serial' });

  let context: BrowserContext;
  let page: Page;
  const leaguePath = () => `/leagues/${league.leagueId}`;

  test.beforeAll(async () => {
    context = await newContext(suite.browser, suite.server.baseUrl, PHONE, { serviceWorkers: 'allow' });
    await signInContext(context, player);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  /** Steps with a screenshot in e2e/artifacts/ when they fail. */
  const step = (name: string, body: () => Promise<void>) =>
    test(name, () => withScreenshotOnFailure(page, `offline-${name}`, body));

  /** The league home as the fixture draws it: the name, both opponents, the match to come. */
  async function expectLeagueHome() {
    await expectHeading(page, league.leagueName);
    await page.getByRole('list', { name: 'Scheduled matches' }).getByText(league.scheduledOpponent).first().waitFor();
    await expectText(page, league.playedOpponent);
  }

  step('a visit online saves the league home', async () => {
    await page.goto(leaguePath());
    await expectLeagueHome();
    // The worker installs after this first page has loaded, then saves what the page read.
    await pollUntil('the worker controls the page and has saved the league home', () =>
      page.evaluate(
        async ({ cacheName, leagueId }) => {
          if (!navigator.serviceWorker.controller || !(await caches.has(cacheName))) return false;
          const saved = (await (await caches.open(cacheName)).keys()).map((request) => request.url);
          const reads = [
            'users/me',
            `leagues/get?league_id=${leagueId}`,
            `divisions/getMyDivision?league_id=${leagueId}`,
            `match-proposals/get?league_id=${leagueId}`,
          ];
          return reads.every((read) => saved.some((url) => url.includes(`/api/1.0/${read}`)));
        },
        { cacheName: DATA_CACHE, leagueId: league.leagueId },
      ),
    );
  });

  step('offline, a reload still shows the league, with a note that it is saved data', async () => {
    await context.setOffline(true);
    const savedAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker() && response.headers()['x-courtside-saved-at']) savedAnswers.push(response.url());
    });
    await page.reload();
    await expectLeagueHome();
    await page.getByRole('status').getByText(OFFLINE_NOTE).waitFor();
    // The data came from the saved copies, not from a network the emulation let through.
    assert.ok(
      savedAnswers.some((url) => url.includes('divisions/getMyDivision')),
      `saved answers used: ${savedAnswers.join(', ')}`,
    );
    // Every section drawn from saved data: no spinner left waiting for the network.
    await pollUntil(
      'no section is still loading',
      async () => (await page.locator('.mantine-Loader-root').count()) === 0,
    );
    await checkPageAt(page, 'league home offline', PHONE);
  });

  step('offline, a change cannot be sent and says why', async () => {
    const nav = await openHeaderNavigation(page);
    await nav.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByLabel('Tell us what you think about this page or feature').fill('Lovely courts.');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await expectText(dialog, NETWORK_ERROR_MESSAGE);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  step('offline, an address never opened shows the offline state', async () => {
    // My Availability: its reads are not among those saved for the league home.
    await page.goto('/availability');
    await page.getByRole('status').getByText(OFFLINE_NOTE).waitFor();
    await expectText(page, new RegExp(NETWORK_ERROR_MESSAGE.replace(/\./g, '\\.')));
  });

  step('after signing out, the league is no longer readable offline', async () => {
    await context.setOffline(false);
    await page.goto(leaguePath());
    await expectLeagueHome();
    await logoutThroughHeader(page);
    assert.equal(await page.evaluate((name) => caches.has(name), DATA_CACHE), false, 'the saved data is deleted');

    await context.setOffline(true);
    await page.goto(leaguePath());
    await expectHeading(page, "You're offline");
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    assert.equal(await page.getByText(league.leagueName).count(), 0);
    assert.equal(await page.getByText(league.scheduledOpponent).count(), 0);
  });

  step('the offline page passes axe on a phone, in light and dark colours', async () => {
    await checkPageAt(page, 'offline page (light)', PHONE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expectHeading(page, "You're offline");
    assert.equal(await page.locator('html').getAttribute('data-mantine-color-scheme'), 'dark');
    await checkPageAt(page, 'offline page (dark)', PHONE);
  });
});
