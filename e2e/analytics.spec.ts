import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, createPlayerAccount, unique, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { createOpenLeague, setProfileDetails, type CreatedLeague } from './support/league-setup';
import { useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectText,
  openHeaderNavigation,
  signInContext,
  waitForPath,
  withScreenshotOnFailure,
} from './support/ui';

/**
 * Analytics from end to end (issue 9): a player clicks through pages, registers for a league and closes the tab
 * at once, so that the last event (league_joined, which waits for the 5-second batch) can only arrive by the
 * page-hide beacon. An administrator then finds every one of those events on the Analytics Dashboard, opens one
 * and copies it. The dashboard and its dialog pass axe at a phone's and a desktop's width.
 */

const viewports = { phone: PHONE, desktop: DESKTOP } as const;
type Width = keyof typeof viewports;

interface StoredEvent {
  event_type: string;
  tag: string;
  page: string;
  user_email: string | null;
  metadata: Record<string, unknown> | null;
}

/** What the player's journey must leave behind, in the order it happens. */
const journey = (leagueId: number) => [
  { event_type: 'page_view', tag: 'navigation.dashboard', page: '/dashboard' },
  { event_type: 'click', tag: 'navigation.header.profile', page: '/dashboard' },
  { event_type: 'page_view', tag: 'navigation.profile', page: '/profile' },
  { event_type: 'click', tag: 'navigation.header.home', page: '/profile' },
  { event_type: 'page_view', tag: 'navigation.dashboard', page: '/dashboard' },
  { event_type: 'click', tag: 'navigation.dashboard.register', page: '/dashboard' },
  { event_type: 'page_view', tag: 'navigation.register-for-a-league', page: '/register' },
  { event_type: 'custom', tag: 'league_joined', page: '/register', metadata: { league_id: leagueId } },
];

let admin: Account;
let adminSession: ApiSession;
const players = new Map<Width, { player: Account; league: CreatedLeague }>();

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  admin = await createAdminAccount(owner);
  adminSession = await ApiSession.signIn(server.baseUrl, admin);
  for (const width of Object.keys(viewports) as Width[]) {
    const player = await createPlayerAccount(owner, { firstname: 'Tally', lastname: `Events ${width}` });
    await setProfileDetails(server.baseUrl, player, {
      first_name: 'Tally',
      last_name: `Events ${width}`,
      rating: 3.5,
      gender: 'Ladies',
    });
    players.set(width, { player, league: await createOpenLeague(adminSession, `Tracked League ${unique(width)}`) });
  }
});

/** The player's events as the API has stored them, oldest first, once `count` of them have arrived. */
async function storedEventsOf(email: string, count: number): Promise<StoredEvent[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const events = await adminSession.request<StoredEvent[]>('GET', 'analytics/events?limit=500');
    const theirs = events.filter((event) => event.user_email === email).reverse();
    if (theirs.length >= count || Date.now() > deadline) return theirs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The Recent Events row of one event: its tag, its page and who sent it, each in its own cell. */
function eventRows(page: Page, event: { tag: string; page: string }, email: string): Locator {
  const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
  return page
    .getByRole('table', { name: 'Recent events' })
    .getByRole('row')
    .filter({ has: cell(event.tag) })
    .filter({ has: cell(event.page) })
    .filter({ has: cell(email) });
}

for (const [width, viewport] of Object.entries(viewports) as [Width, (typeof viewports)[Width]][]) {
  test.describe(`analytics at ${viewport.width} px`, () => {
    const checkPage = (page: Page, what: string) => checkPageAt(page, what, viewport);

    test('a player clicks through pages, closes the tab, and an admin finds every event', async () => {
      const found = players.get(width);
      assert.ok(found);
      const { player, league } = found;

      const playerContext = await newContext(suite.browser, suite.server.baseUrl, viewport);
      await signInContext(playerContext, player);
      const playerPage = await playerContext.newPage();
      await withScreenshotOnFailure(playerPage, `analytics-player-${width}`, async () => {
        await playerPage.goto('/dashboard');
        await expectHeading(playerPage, /Welcome/);
        await (await openHeaderNavigation(playerPage)).getByRole('link', { name: 'Profile' }).click();
        await waitForPath(playerPage, '/profile');
        await (await openHeaderNavigation(playerPage)).getByRole('link', { name: 'Home' }).click();
        await waitForPath(playerPage, '/dashboard');
        await playerPage.getByRole('link', { name: 'Register for League' }).click();
        await waitForPath(playerPage, '/register');
        await playerPage.getByRole('radio', { name: league.name, exact: true }).click();
        await playerPage.getByRole('button', { name: 'Register Now' }).click();
        await expectText(playerPage, 'Registration successful!');
      });
      // league_joined is not urgent: it would wait up to 5 seconds. Closing now leaves only the beacon to carry it.
      await playerPage.close({ runBeforeUnload: true });
      await playerContext.close();

      const expected = journey(league.id);
      const stored = await storedEventsOf(player.email, expected.length);
      assert.deepEqual(
        stored.map(({ event_type, tag, page, metadata }) => ({
          event_type,
          tag,
          page,
          ...(event_type === 'custom' ? { metadata } : {}),
        })),
        expected,
        'the API stored the journey, in order, under the player',
      );

      const adminContext = await newContext(suite.browser, suite.server.baseUrl, viewport);
      await adminContext.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInContext(adminContext, admin);
      const page = await adminContext.newPage();
      try {
        await withScreenshotOnFailure(page, `analytics-dashboard-${width}`, async () => {
          await page.goto('/admin/dashboard');
          await page.getByRole('link', { name: 'View Analytics' }).click();
          await waitForPath(page, '/admin/analytics');
          await expectHeading(page, 'Analytics Dashboard');
          // The club figures come first; the raw events have a tab of their own.
          await page.getByRole('heading', { name: 'Active Players per Week' }).waitFor();
          await checkPage(page, 'the Club tab of the Analytics Dashboard');
          await page.getByRole('tab', { name: 'Events' }).click();
          await page.getByRole('table', { name: 'Recent events' }).waitFor();

          // Every event of the journey is on the dashboard (the dashboard visits appear twice).
          for (const event of expected) {
            const times = expected.filter((e) => e.tag === event.tag && e.page === event.page).length;
            const rows = eventRows(page, event, player.email);
            await rows.nth(times - 1).waitFor();
            assert.equal(await rows.count(), times, `${event.tag} on ${event.page} is listed ${times} time(s)`);
          }
          await page.getByRole('heading', { name: 'Most Used Features' }).waitFor();
          await page.getByRole('heading', { name: 'System Health' }).waitFor();
          await checkPage(page, 'the Events tab of the Analytics Dashboard');

          // The beacon's event opens in the details dialog; copying it says so; Escape closes it.
          const joined = eventRows(page, { tag: 'league_joined', page: '/register' }, player.email);
          await joined.getByRole('button', { name: /^Details league_joined/ }).click();
          const dialog = page.getByRole('dialog', { name: 'Event Details' });
          await dialog.waitFor();
          await dialog.getByText(`"league_id": ${league.id}`).waitFor();
          await checkPage(page, 'the event details dialog');
          await dialog.getByRole('button', { name: 'Copy Tag' }).click();
          await expectText(page, 'Copied to clipboard!');
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'league_joined');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });

          await page.getByRole('tab', { name: 'Usage' }).click();
          await page.getByRole('heading', { name: 'Daily Active Users' }).waitFor();
          await checkPage(page, 'the Usage tab of the Analytics Dashboard');
        });
      } finally {
        await adminContext.close();
      }
    });
  });
}
