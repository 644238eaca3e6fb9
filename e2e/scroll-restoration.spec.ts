import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { newContext } from './support/browser';
import { createTwoPlayerLeague, type LeaguePlayer } from './support/league-play';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, inSignedInPage } from './support/ui';

/**
 * Scroll positions in Chromium (React Router's ScrollRestoration, app/layout/app-layout.tsx): a new page starts at
 * the top, Back returns to where the page was left (kept in memory), a reload returns there too (kept in
 * sessionStorage when the page is hidden), and a new visit to the same address starts at the top. jsdom has no
 * layout, so only a browser shows the page actually scrolled.
 */

let player: LeaguePlayer;
let leagueId: number;
let leagueName: string;

const suite = useServerAndBrowser(async ({ server }) => {
  leagueName = `Scroll League ${Date.now()}`;
  const made = await createTwoPlayerLeague(server.baseUrl, leagueName, [
    ['Scroll', 'Keeper'],
    ['Page', 'Turner'],
  ]);
  player = made.player;
  leagueId = made.league.id;
});

/** A short phone screen, so that the league home is several screens long. */
const SHORT_PHONE = { width: 375, height: 300 };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function waitForScrollY(page: Page, expected: number) {
  await page.waitForFunction((y) => Math.round(window.scrollY) === y, expected);
}

test.describe('scroll positions', () => {
  test('a new page starts at the top; Back and a reload return to where the page was left; a new visit does not', async () => {
    const context = await newContext(suite.browser, suite.server.baseUrl, SHORT_PHONE);
    await inSignedInPage(context, player, 'scroll-restoration', async (tab) => {
      await tab.goto(`/leagues/${leagueId}`);
      await expectHeading(tab, leagueName);
      const standingsLink = tab.getByRole('link', { name: 'View Standings' });
      // The link is a few screens down: where the page is when it is followed is where Back must return.
      await standingsLink.scrollIntoViewIfNeeded();
      const leftAt = await scrollY(tab);
      assert.ok(leftAt > 300, `the league home scrolled down to its standings link (${leftAt} px)`);

      await standingsLink.click();
      await expectHeading(tab, 'League Standings');
      await waitForScrollY(tab, 0);

      // The league home's route loader has its first reads before it is drawn, so it is drawn whole, at once,
      // tall enough to return to.
      await tab.goBack();
      await expectHeading(tab, leagueName);
      await waitForScrollY(tab, leftAt);

      await tab.reload();
      await expectHeading(tab, leagueName);
      await waitForScrollY(tab, leftAt);

      const newVisit = await context.newPage();
      await newVisit.goto(`/leagues/${leagueId}`);
      await expectHeading(newVisit, leagueName);
      await standingsLink.waitFor();
      assert.equal(await scrollY(newVisit), 0);
    });
  });
});
