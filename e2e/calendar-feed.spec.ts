import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { request, type Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession } from './support/api';
import { PHONE, newContext } from './support/browser';
import { setUpLeaguePages, type LeaguePlayer } from './support/league-play';
import type { LeaguePages } from './support/pages';
import { openProfile } from './support/pages';
import { useServerAndBrowser } from './support/suite';
import { expectText, inSignedInPage } from './support/ui';

/**
 * The profile's Calendar Feed (ADR 029) end to end: a player makes a private address on a phone, a calendar
 * program (here a plain HTTP client with no cookies) reads their scheduled match from it, a later visit shows
 * only that an address is active, and once turned off the address answers 404.
 */

let player: LeaguePlayer;
let league: LeaguePages;

const suite = useServerAndBrowser(async ({ server }) => {
  ({ leaguePlayer: player, pages: league } = await setUpLeaguePages(await ApiSession.signIn(server.baseUrl)));
});

/** What a calendar program gets from the address: no session, no cookies, just the URL. */
async function fetchFeed(url: string): Promise<{ status: number; type: string; text: string }> {
  const client = await request.newContext();
  try {
    const response = await client.get(url);
    return { status: response.status(), type: response.headers()['content-type'] ?? '', text: await response.text() };
  } finally {
    await client.dispose();
  }
}

/** iCalendar folds lines longer than 75 octets onto continuation lines that start with a space. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const calendarFeedSection = (page: Page) => page.getByRole('region', { name: 'Calendar Feed' });

test('a player subscribes a calendar to their matches, and turning the address off stops it', async () => {
  let address = '';

  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    player,
    'calendar-feed-create',
    async (page) => {
      await openProfile(page);
      const section = calendarFeedSection(page);
      await section.getByRole('button', { name: 'Create Calendar Address' }).click();
      await expectText(page, 'Your calendar address is ready.');

      address = await section.getByLabel('Your calendar address').inputValue();
      assert.match(address, /^http:\/\/127\.0\.0\.1:\d+\/api\/1\.0\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const apple = section.getByRole('link', { name: 'Open in Apple Calendar' });
      assert.equal(await apple.getAttribute('href'), address.replace(/^http:/, 'webcal:'));
      await checkPageAt(page, 'profile with a new calendar address', PHONE);
    },
  );

  const feed = await fetchFeed(address);
  assert.equal(feed.status, 200);
  assert.match(feed.type, /^text\/calendar/);
  const text = unfold(feed.text);
  assert.match(text, /^BEGIN:VCALENDAR\r\n/);
  assert.ok(
    text.includes(`SUMMARY:Tennis: ${player.name} vs ${league.scheduledOpponent}`),
    `the feed lists the match against ${league.scheduledOpponent}:\n${text}`,
  );
  assert.ok(text.includes('LOCATION:Sweep Park Courts\\, 1 Sweep Lane'), `the feed names the courts:\n${text}`);

  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    player,
    'calendar-feed-off',
    async (page) => {
      await openProfile(page);
      const section = calendarFeedSection(page);
      // The address is shown only once: a later visit says that one is active.
      await expectText(section, /^Your calendar address is active since /);
      assert.equal(await section.getByLabel('Your calendar address').count(), 0);

      await section.getByRole('button', { name: 'Turn Off' }).click();
      await page
        .getByRole('dialog', { name: 'Turn off calendar address' })
        .getByRole('button', { name: 'Turn Off' })
        .click();
      await expectText(page, 'Your calendar address is turned off.');
      await section.getByRole('button', { name: 'Create Calendar Address' }).waitFor();
    },
  );

  assert.equal((await fetchFeed(address)).status, 404);
});
