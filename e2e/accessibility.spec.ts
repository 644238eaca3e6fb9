import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { ApiSession, createInviteCode, createPlayerAccount, type Account, type Credentials } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { setUpLeaguePages } from './support/league-play';
import {
  leaguePageStates,
  openAdminDashboard,
  openDashboard,
  openLanding,
  openProfile,
  openSignIn,
  openSignUp,
  type LeaguePages,
  type PageState,
  type Who,
} from './support/pages';
import { OWNER } from './support/server';
import { SETUP_TIMEOUT_MS, useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectText,
  openHeaderNavigation,
  rowWithCell,
  signInContext,
  waitForAnimations,
  withScreenshotOnFailure,
} from './support/ui';

async function openChangePassword(page: Page) {
  await openProfile(page);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.waitFor();
  return dialog;
}

const pageStates: PageState[] = [
  {
    name: 'landing',
    who: 'visitor',
    open: openLanding,
  },
  {
    name: 'sign-in',
    who: 'visitor',
    open: openSignIn,
  },
  {
    name: 'sign-in with missing fields',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectText(page, 'Password is required.');
    },
  },
  {
    name: 'sign-up',
    who: 'visitor',
    open: openSignUp,
  },
  {
    name: 'sign-up with passwords that do not match',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/sign-up');
      await page.getByLabel('Password', { exact: true }).fill('first-password');
      await page.getByLabel('Confirm Password', { exact: true }).fill('other-password');
      await expectText(page, 'Passwords do not match');
    },
  },
  {
    name: 'coming-soon',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/coming-soon');
      await expectHeading(page, 'Coming Soon');
    },
  },
  {
    name: 'forgot-password',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/forgot-password');
      await expectHeading(page, 'Forgot your password?');
    },
  },
  {
    name: 'reset-password with the form half filled',
    who: 'visitor',
    open: async (page) => {
      await page.goto(`/reset-password?token=${'t'.repeat(43)}`);
      await expectHeading(page, 'Choose a new password');
      await page.getByLabel('New Password', { exact: false }).first().fill('short');
      await page.getByLabel('Confirm New Password').fill('shorter');
      await expectText(page, 'Passwords do not match');
    },
  },
  {
    name: 'confirm-email',
    who: 'visitor',
    open: async (page) => {
      await page.goto(`/confirm-email?token=${'t'.repeat(43)}`);
      await expectHeading(page, 'Confirm your new email');
    },
  },
  {
    name: 'not-found',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/no/such/page');
      await expectHeading(page, 'Page not found');
    },
  },
  {
    name: 'dashboard',
    who: 'player',
    open: openDashboard,
  },
  {
    name: 'profile in view mode',
    who: 'player',
    open: openProfile,
  },
  {
    name: 'profile in edit mode',
    who: 'player',
    open: async (page) => {
      await openProfile(page);
      await page.getByLabel('First Name', { exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    },
  },
  {
    name: 'profile with a validation error',
    who: 'player',
    open: async (page) => {
      await openProfile(page);
      await page.getByLabel('Last Name', { exact: true }).click();
      await page.getByLabel('Last Name', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectText(page, '* First and last name are required');
    },
  },
  {
    name: 'profile with the Change Password dialog open',
    who: 'player',
    open: async (page) => {
      await openChangePassword(page);
    },
  },
  {
    name: 'Change Password dialog with an error',
    who: 'player',
    open: async (page) => {
      const dialog = await openChangePassword(page);
      await dialog.getByRole('button', { name: 'Update Password' }).click();
      await expectText(dialog, 'Please fill out all password fields.');
    },
  },
  {
    name: 'access denied',
    who: 'player',
    open: async (page) => {
      await page.goto('/admin/users');
      await expectText(page, 'Access denied. You are not an admin.');
    },
  },
  {
    name: 'header menu opened',
    who: 'player',
    phoneOnly: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await expectHeading(page, /^Welcome/);
      const nav = await openHeaderNavigation(page);
      await nav.getByRole('button', { name: 'Logout' }).waitFor();
    },
  },
  {
    name: 'admin dashboard',
    who: 'owner',
    open: openAdminDashboard,
  },
  {
    name: 'users',
    who: 'owner',
    open: async (page) => {
      await page.goto('/admin/users');
      await expectHeading(page, 'Manage Users');
      await rowWithCell(page, OWNER.email).waitFor();
    },
  },
  {
    name: 'users with the delete confirmation open',
    who: 'owner',
    open: async (page) => {
      await page.goto('/admin/users');
      await rowWithCell(page, player.email).getByRole('button', { name: 'Delete' }).click();
      await expectText(page.getByRole('dialog'), 'Are you sure you want to delete this user?');
    },
  },
  {
    name: 'invite codes',
    who: 'owner',
    open: async (page) => {
      await page.goto('/admin/invite-codes');
      await expectHeading(page, 'Invite Codes');
      await page.getByText('Never', { exact: true }).first().waitFor();
    },
  },
  ...leaguePageStates(() => leaguePages),
];

let player: Account;
let leaguePlayer: Account;
let leaguePages: LeaguePages;

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  player = await createPlayerAccount(owner, { firstname: 'Alex', lastname: 'Access' });
  await createInviteCode(owner, { code: 'A11Y-SPARE', maxUses: 5 });
  ({ leaguePlayer, pages: leaguePages } = await setUpLeaguePages(owner));
});

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${width} width (${viewport.width} px)`, () => {
    const contexts = new Map<Who, BrowserContext>();

    test.beforeAll(async () => {
      test.setTimeout(SETUP_TIMEOUT_MS);
      const accounts: Record<Who, Credentials | null> = { visitor: null, player, owner: OWNER, leaguePlayer };
      for (const [who, account] of Object.entries(accounts) as [Who, Credentials | null][]) {
        const context = await newContext(suite.browser, suite.server.baseUrl, viewport);
        if (account) await signInContext(context, account);
        contexts.set(who, context);
      }
    });
    test.afterAll(async () => {
      await Promise.all([...contexts.values()].map((context) => context.close()));
    });

    for (const state of pageStates) {
      if (state.phoneOnly && viewport !== PHONE) continue;
      test(`${state.name} (${state.who})`, async () => {
        const context = contexts.get(state.who);
        assert.ok(context);
        const page = await context.newPage();
        try {
          await withScreenshotOnFailure(page, `a11y-${width}-${state.name}`, async () => {
            await state.open(page);
            await waitForAnimations(page);
            await expectNoSeriousA11yViolations(page, `${state.name} at ${width} width`);
            if (viewport === PHONE) {
              const overflow = await page.evaluate(() => ({
                scrollWidth: document.documentElement.scrollWidth,
                clientWidth: document.documentElement.clientWidth,
              }));
              assert.ok(
                overflow.scrollWidth <= overflow.clientWidth,
                `${state.name} scrolls sideways at ${viewport.width} px: ${JSON.stringify(overflow)}`,
              );
            }
          });
        } finally {
          await page.close();
        }
      });
    }
  });
}

test.describe('the inline header between phone and desktop widths', () => {
  // From 768 px the header's items sit inline; the longest set is an admin's on a league page (League Home).
  for (const width of [768, 900, 1024]) {
    test(`keeps every item on screen at ${width} px`, async () => {
      const context = await newContext(suite.browser, suite.server.baseUrl, { width, height: 800 });
      try {
        await signInContext(context, OWNER);
        const page = await context.newPage();
        await withScreenshotOnFailure(page, `header-fits-${width}`, async () => {
          for (const pathname of ['/dashboard', '/leagues/1/standings']) {
            await page.goto(pathname);
            const nav = page.getByRole('navigation', { name: 'Main' });
            await nav.getByRole('button', { name: 'Logout' }).waitFor();
            const items = nav.locator('a, button');
            const boxes = await items.evaluateAll((elements) =>
              elements.map((element) => {
                const box = element.getBoundingClientRect();
                return { name: element.textContent, left: box.left, right: box.right };
              }),
            );
            assert.ok(boxes.length >= 6, `${pathname}: ${JSON.stringify(boxes)}`);
            const clipped = boxes.filter((box) => box.left < 0 || box.right > width);
            assert.deepEqual(clipped, [], `header items cut off at ${width} px on ${pathname}`);
          }
        });
      } finally {
        await context.close();
      }
    });
  }
});
