import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { ApiSession, createAdminAccount, createPlayerAccount, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { OWNER } from './support/server';
import { useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectText,
  openHeaderNavigation,
  rowWithCell,
  signInContext,
  waitForPath,
  withScreenshotOnFailure,
} from './support/ui';

const ACCESS_DENIED = 'Access denied. You are not an admin.';

let player: Account;
let admin: Account;

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  player = await createPlayerAccount(owner, { firstname: 'Pat', lastname: 'Player' });
  admin = await createAdminAccount(owner);
});

/** A page in a context of its own, signed in as `account` when given. */
async function openPage(account?: Account | typeof OWNER, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.baseUrl, viewport);
  if (account) await signInContext(context, account);
  return context.newPage();
}

/** Runs `body` on a page, saving a screenshot if it fails, and closes the page's context afterwards. */
async function onPage(name: string, page: Page, body: (page: Page) => Promise<void>) {
  try {
    await withScreenshotOnFailure(page, name, () => body(page));
  } finally {
    await page.context().close();
  }
}

/** The header's links and buttons, in order, by their visible text. */
async function headerItemNames(nav: Locator): Promise<string[]> {
  return (await nav.locator('a, button').allInnerTexts()).map((text) => text.trim());
}

test.describe('anonymous visitors', () => {
  for (const pathname of ['/dashboard', '/profile', '/admin/users', '/admin/invite-codes', '/admin']) {
    test(`are sent from ${pathname} to /`, async () => {
      await onPage(`access-anonymous-${pathname}`, await openPage(), async (page) => {
        await page.goto(pathname);
        await waitForPath(page, '/');
        await page.getByRole('link', { name: 'Join Now' }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Logout' }).count(), 0);
      });
    });
  }

  test('can open the public pages, starting from the landing page', async () => {
    await onPage('access-anonymous-public', await openPage(), async (page) => {
      await page.goto('/');
      for (const feature of ['Flex Leagues', 'Statistics', 'Community']) {
        await page.getByRole('heading', { name: feature }).waitFor();
      }
      await page.getByRole('link', { name: 'Sign In' }).click();
      await waitForPath(page, '/sign-in');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await waitForPath(page, '/sign-up');
      await page.getByRole('link', { name: 'Back to home' }).click();
      await waitForPath(page, '/');

      for (const [pathname, heading] of [
        ['/sign-in', 'Sign In'],
        ['/sign-up', 'Create your account'],
        ['/coming-soon', 'Coming Soon'],
      ] as const) {
        await page.goto(pathname);
        await expectHeading(page, heading);
        assert.equal(new URL(page.url()).pathname, pathname);
      }
    });
  });
});

test.describe('signed-in users', () => {
  test('opening / goes to the dashboard', async () => {
    await onPage('access-signed-in-root', await openPage(player), async (page) => {
      await page.goto('/');
      await waitForPath(page, '/dashboard');
      await expectHeading(page, /^Welcome(,| back,) Pat!$/);
    });
  });

  test("a player's dashboard shows Quick Stats and the Action Center links", async () => {
    await onPage('access-player-dashboard', await openPage(player), async (page) => {
      await page.goto('/dashboard');
      await expectHeading(page, /^Welcome/);
      // Counted from the player's leagues and matches: none yet (league-play.spec.ts counts a played one).
      await page
        .getByRole('region', { name: 'Quick Stats' })
        .filter({ hasText: /Active Leagues\s*0\s*Matches Played\s*0/ })
        .waitFor();
      await page.getByRole('region', { name: 'Recent Activity' }).waitFor();
      const actions = page.getByRole('region', { name: 'Action Center' });
      const links = actions.getByRole('link');
      assert.deepEqual(
        await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')])),
        [
          ['Register for League', '/register'],
          ['My Leagues', '/my-leagues'],
          ['My Scheduled Matches', '/scheduled-matches'],
        ],
      );
      await actions.getByRole('link', { name: 'My Scheduled Matches' }).click();
      await waitForPath(page, '/scheduled-matches');
      await expectHeading(page, 'Scheduled Matches');
      // A player in no league has nothing scheduled, and is shown where leagues are.
      await expectText(page, 'You have no scheduled matches.');
      await page.getByRole('link', { name: 'Go to My Leagues' }).click();
      await waitForPath(page, '/my-leagues');
    });
  });

  for (const pathname of ['/admin/users', '/admin/invite-codes', '/admin/dashboard']) {
    test(`a player at ${pathname} is told access is denied`, async () => {
      await onPage(`access-player-${pathname}`, await openPage(player), async (page) => {
        await page.goto(pathname);
        await expectText(page, ACCESS_DENIED);
        assert.equal(new URL(page.url()).pathname, pathname);
        assert.equal(await page.getByRole('table').count(), 0, 'no admin data on the page');
        await page.getByRole('link', { name: 'Go to Dashboard' }).click();
        await waitForPath(page, '/dashboard');
      });
    });
  }

  test('a player has no Admin link in the header or Admin Dashboard action, on a desktop or a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await onPage(`access-player-header-${viewport.width}`, await openPage(player, viewport), async (page) => {
        await page.goto('/dashboard');
        await expectHeading(page, /^Welcome/);
        const nav = await openHeaderNavigation(page);
        await nav.getByRole('link', { name: 'Profile' }).waitFor();
        assert.deepEqual(await headerItemNames(nav), ['Feedback', 'Back', 'Home', 'Profile', 'Logout']);
        assert.equal(await nav.getByRole('link', { name: 'Admin', exact: true }).count(), 0);
        assert.equal(await page.getByRole('link', { name: 'Admin Dashboard' }).count(), 0);
      });
    }
  });

  test("the header's Feedback button opens the Send Feedback dialog", async () => {
    await onPage('access-feedback-dialog', await openPage(player), async (page) => {
      await page.goto('/profile');
      const nav = await openHeaderNavigation(page);
      await nav.getByRole('button', { name: 'Feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
      await dialog.waitFor();
      // Sending is covered by feedback.spec.ts; here the dialog opens from any page and Cancel leaves it as it was.
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).pathname, '/profile');
    });
  });

  for (const [who, account] of [
    ['an admin', () => admin],
    ['the owner', () => OWNER],
  ] as const) {
    test(`${who} has the Admin link, and it leads to the admin pages`, async () => {
      await onPage(`access-admin-header-${who}`, await openPage(account()), async (page) => {
        await page.goto('/dashboard');
        await expectHeading(page, /^Welcome/);
        await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
        const nav = await openHeaderNavigation(page);
        await nav.getByRole('link', { name: 'Profile' }).waitFor();
        assert.deepEqual(await headerItemNames(nav), ['Feedback', 'Back', 'Home', 'Admin', 'Profile', 'Logout']);
        await nav.getByRole('link', { name: 'Admin', exact: true }).click();
        await waitForPath(page, '/admin/dashboard');
        await expectHeading(page, 'Admin Dashboard');

        await page.getByRole('link', { name: 'Manage Users' }).click();
        await waitForPath(page, '/admin/users');
        const playerRow = rowWithCell(page, player.email);
        const ownerRow = rowWithCell(page, OWNER.email);
        await playerRow.getByRole('button', { name: 'Make Admin', disabled: false }).waitFor();
        await playerRow.getByRole('button', { name: 'Delete', disabled: false }).waitFor();
        await ownerRow.getByRole('button', { name: 'Make Admin', disabled: true }).waitFor();
        await ownerRow.getByRole('button', { name: 'Delete', disabled: true }).waitFor();
        // Reset Password is for owners only.
        const resetButtons = await page.getByRole('button', { name: 'Reset Password' }).count();
        if (who === 'the owner') assert.ok(resetButtons > 0, 'the owner sees Reset Password');
        else assert.equal(resetButtons, 0, 'an admin does not see Reset Password');
        assert.equal(await page.getByText(ACCESS_DENIED).count(), 0);

        // /admin is the admin dashboard too.
        await page.goto('/admin');
        await expectHeading(page, 'Admin Dashboard');
      });
    });
  }
});

test.describe('unknown routes', () => {
  for (const [who, account] of [
    ['a visitor', () => undefined],
    ['a signed-in player', () => player],
  ] as const) {
    test(`show the not-found page to ${who}`, async () => {
      await onPage(`access-not-found-${who}`, await openPage(account()), async (page) => {
        const response = await page.goto('/no/such/page');
        assert.equal(response?.status(), 200);
        await expectHeading(page, 'Page not found');
        assert.equal(new URL(page.url()).pathname, '/no/such/page');
        await page.getByRole('link', { name: 'Go to Home' }).waitFor();
      });
    });
  }
});
