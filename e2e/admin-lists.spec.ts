import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { ApiSession, clockPast, createInviteCode, createPlayerAccount, unique, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { expectNoSidewaysScroll } from './support/leagues';
import { OWNER } from './support/server';
import { useServerAndBrowser } from './support/suite';
import {
  expectText,
  rowWithCell,
  rowWithText,
  signInContext,
  waitForAnimations,
  withScreenshotOnFailure,
} from './support/ui';

/**
 * The admin lists (users, invite codes) on a phone and a desktop: nothing scrolls sideways, every row's
 * buttons are on screen and named after the row, badges are whole, and the actions that cannot be taken back
 * ask first. Each width gets its own accounts and codes to act on, so the two runs do not depend on each other.
 */

interface ListedUser {
  id: number;
  email: string;
  user_type: string;
}

interface ListedCode {
  code: string;
  disabled: boolean;
}

/** Per width: the accounts and codes its tests change. */
interface Targets {
  promote: Account;
  reset: Account;
  disable: string;
}

const viewports = { phone: PHONE, desktop: DESKTOP } as const;
type Width = keyof typeof viewports;

// Long enough to overflow a 375 px screen unless it wraps.
const LONG_EMAIL = 'a.player.with.a.remarkably.long.email.address@courtside-e2e.test';
const LONG_CODE = 'LONG-CODE-THAT-IS-WIDER-THAN-A-PHONE-SCREEN-0123456789';

let owner: ApiSession;
let usedUpCode: string;
let expiredCode: string;
const targets = new Map<Width, Targets>();

const suite = useServerAndBrowser(async ({ server }) => {
  owner = await ApiSession.signIn(server.baseUrl);
  // The API refuses expiry dates in the past, so this code is made to expire two seconds from now, first, so that
  // the rest of the setup takes up that time.
  const expiresAt = Date.now() + 2_000;
  expiredCode = (
    await owner.request<{ code: string }>('POST', 'invite-codes/create', {
      code: 'EXPIRED-CODE',
      max_uses: 5,
      expires_at: new Date(expiresAt).toISOString(),
    })
  ).code;

  await createPlayerAccount(owner, { email: LONG_EMAIL });
  await createInviteCode(owner, { code: LONG_CODE, maxUses: 3 });
  for (const width of Object.keys(viewports) as Width[]) {
    targets.set(width, {
      promote: await createPlayerAccount(owner, { email: `${unique(`promote-${width}-`)}@e2e.test` }),
      reset: await createPlayerAccount(owner, { email: `${unique(`reset-${width}-`)}@e2e.test` }),
      disable: await createInviteCode(owner, { code: unique(`DISABLE-${width}-`).toUpperCase(), maxUses: 5 }),
    });
  }

  // A code whose one use is taken by a sign-up.
  usedUpCode = await createInviteCode(owner, { code: 'USED-UP-CODE', maxUses: 1 });
  await new ApiSession(server.baseUrl).request('POST', 'users/create', {
    email: `${unique('used-up-')}@e2e.test`,
    password: 'player-password-1',
    invite_code: usedUpCode,
  });

  await clockPast(expiresAt);
});

/** Scrolls the element into view and checks that all of it is within the screen's width. */
async function expectOnScreen(locator: Locator, width: number, label: string) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  assert.ok(box, `${label} is not rendered`);
  assert.ok(box.x >= 0 && box.x + box.width <= width, `${label} is cut off: ${JSON.stringify(box)}`);
}

/** A badge inside a row (not, on a phone card, a field label with the same word). */
const badgeIn = (row: Locator, text: string) => row.locator('.mantine-Badge-root').getByText(text, { exact: true });

async function checkA11y(page: Page, label: string) {
  await waitForAnimations(page);
  await expectNoSeriousA11yViolations(page, label);
}

async function listedUser(email: string): Promise<ListedUser> {
  const users = await owner.request<ListedUser[]>('GET', 'users/all');
  const found = users.find((user) => user.email === email);
  assert.ok(found, `${email} is not listed`);
  return found;
}

async function listedCode(code: string): Promise<ListedCode> {
  const codes = await owner.request<ListedCode[]>('GET', 'invite-codes/all');
  const found = codes.find((listed) => listed.code === code);
  assert.ok(found, `${code} is not listed`);
  return found;
}

/** Whether these credentials sign in, checked without a browser. */
async function signsIn(credentials: { email: string; password: string }): Promise<boolean> {
  const response = await fetch(`${suite.server.baseUrl}/api/1.0/users/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...credentials, rememberMe: false }),
  });
  return response.ok;
}

for (const [width, viewport] of Object.entries(viewports) as [Width, (typeof viewports)[Width]][]) {
  test.describe(`admin lists at ${viewport.width} px`, () => {
    // One page for the width's tests, in order: the codes' test checks the Disable button that the next one uses.
    test.describe.configure({ mode: 'serial' });

    let context: BrowserContext;
    let page: Page;
    const mine = () => {
      const found = targets.get(width);
      assert.ok(found);
      return found;
    };

    test.beforeAll(async () => {
      context = await newContext(suite.browser, suite.server.baseUrl, viewport);
      await signInContext(context, OWNER);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    async function openUsers() {
      await page.goto('/admin/users');
      await rowWithCell(page, OWNER.email).waitFor();
    }

    async function openCodes() {
      await page.goto('/admin/invite-codes');
      await rowWithText(page, LONG_CODE).waitFor();
    }

    test('users: no sideways scroll, every row names its actions, the owner badge is whole', async () => {
      await withScreenshotOnFailure(page, `admin-lists-${width}-users`, async () => {
        await openUsers();
        const layout = width === 'phone' ? page.getByRole('list', { name: 'Users' }) : page.getByRole('table');
        await layout.waitFor();
        await expectNoSidewaysScroll(page, `/admin/users at ${viewport.width} px`);

        for (const email of [LONG_EMAIL, mine().promote.email, mine().reset.email]) {
          const row = rowWithCell(page, email);
          for (const action of ['Make Admin', 'Delete', 'Reset Password']) {
            await expectOnScreen(
              row.getByRole('button', { name: `${action} ${email}`, exact: true }),
              viewport.width,
              `${action} of ${email}`,
            );
          }
        }
        const ownerRow = rowWithCell(page, OWNER.email);
        await expectOnScreen(
          ownerRow.getByRole('button', { name: `Delete ${OWNER.email}`, exact: true }),
          viewport.width,
          'Delete of the owner',
        );
        assert.equal(await ownerRow.getByRole('button', { name: /Reset Password/ }).count(), 0);

        const ownerBadge = badgeIn(ownerRow, 'owner');
        await expectOnScreen(ownerBadge, viewport.width, 'the owner badge');
        const clipped = await ownerBadge.evaluate((label) => {
          const badge = label.closest('.mantine-Badge-root') ?? label;
          const text = label.getBoundingClientRect();
          const frame = badge.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth || text.left < frame.left || text.right > frame.right;
        });
        assert.equal(clipped, false, 'the owner badge is cut');

        // The search narrows the list to matching emails.
        await page.getByRole('searchbox', { name: 'Search by email' }).fill('remarkably');
        await rowWithCell(page, OWNER.email).waitFor({ state: 'detached' });
        await rowWithCell(page, LONG_EMAIL).waitFor();
        await page.getByRole('searchbox', { name: 'Search by email' }).fill('');
        await rowWithCell(page, OWNER.email).waitFor();

        await checkA11y(page, `users at ${viewport.width} px`);
      });
    });

    test('users: Make Admin asks first; Cancel changes nothing, confirming promotes', async () => {
      await withScreenshotOnFailure(page, `admin-lists-${width}-make-admin`, async () => {
        const { email } = mine().promote;
        await openUsers();
        const button = rowWithCell(page, email).getByRole('button', { name: `Make Admin ${email}`, exact: true });
        const dialog = page.getByRole('dialog', { name: 'Make admin' });

        await button.click();
        await expectText(dialog, `Make ${email} an admin? Admins can manage users, leagues and invite codes.`);
        await checkA11y(page, `Make Admin confirmation at ${viewport.width} px`);
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal((await listedUser(email)).user_type, 'player');
        assert.equal(await button.isEnabled(), true);

        await button.click();
        await dialog.getByRole('button', { name: 'Make Admin', exact: true }).click();
        await expectText(page, `${email} is now an admin.`);
        await rowWithCell(page, email)
          .getByRole('button', { name: `Make Admin ${email}`, disabled: true })
          .waitFor();
        assert.equal((await listedUser(email)).user_type, 'admin');
      });
    });

    test('users: Reset Password asks first; Cancel changes nothing, confirming sets a temporary password', async () => {
      await withScreenshotOnFailure(page, `admin-lists-${width}-reset-password`, async () => {
        const account = mine().reset;
        await openUsers();
        const button = rowWithCell(page, account.email).getByRole('button', {
          name: `Reset Password ${account.email}`,
          exact: true,
        });
        const dialog = page.getByRole('dialog', { name: 'Reset password' });

        await button.click();
        await expectText(
          dialog,
          `Reset the password of ${account.email}? They will be signed out everywhere and need the temporary password to sign in. Their private calendar address stops working too.`,
        );
        await checkA11y(page, `Reset Password confirmation at ${viewport.width} px`);
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(await page.getByRole('dialog', { name: 'Temporary Password' }).count(), 0);
        assert.equal(await signsIn(account), true, 'the password still works after Cancel');

        await button.click();
        await dialog.getByRole('button', { name: 'Reset Password', exact: true }).click();
        await expectText(page, 'Temporary password set for user!');
        const issued = page.getByRole('dialog', { name: 'Temporary Password' });
        const temporaryPassword = (await issued.getByTestId('temporary-password').innerText()).trim();
        await issued.getByRole('button', { name: 'Done' }).click();
        await issued.waitFor({ state: 'hidden' });
        assert.equal(await signsIn(account), false, 'the old password is refused');
        assert.equal(await signsIn({ email: account.email, password: temporaryPassword }), true);
      });
    });

    test('invite codes: no sideways scroll; used-up and expired codes show their badge and no Disable', async () => {
      await withScreenshotOnFailure(page, `admin-lists-${width}-codes`, async () => {
        await openCodes();
        const layout = width === 'phone' ? page.getByRole('list', { name: 'Invite codes' }) : page.getByRole('table');
        await layout.waitFor();
        await expectNoSidewaysScroll(page, `/admin/invite-codes at ${viewport.width} px`);

        for (const [code, badge] of [
          [usedUpCode, 'Used up'],
          [expiredCode, 'Expired'],
        ] as const) {
          const row = rowWithText(page, code);
          await expectOnScreen(badgeIn(row, badge), viewport.width, `the ${badge} badge of ${code}`);
          assert.equal(await row.getByRole('button', { name: /^Disable/ }).count(), 0, `${code} offers Disable`);
          await expectOnScreen(
            row.getByRole('button', { name: `Delete ${code}`, exact: true }),
            viewport.width,
            `Delete ${code}`,
          );
        }
        for (const code of [LONG_CODE, mine().disable]) {
          const row = rowWithText(page, code);
          for (const action of ['Disable', 'Delete']) {
            await expectOnScreen(
              row.getByRole('button', { name: `${action} ${code}`, exact: true }),
              viewport.width,
              `${action} ${code}`,
            );
          }
        }
        await checkA11y(page, `invite codes at ${viewport.width} px`);
      });
    });

    test('invite codes: Disable asks first; Cancel changes nothing, confirming disables', async () => {
      await withScreenshotOnFailure(page, `admin-lists-${width}-disable`, async () => {
        const code = mine().disable;
        await openCodes();
        const row = rowWithText(page, code);
        const button = row.getByRole('button', { name: `Disable ${code}`, exact: true });
        const dialog = page.getByRole('dialog', { name: 'Disable invite code' });

        await button.click();
        await expectText(
          dialog,
          `Disable code ${code}? Nobody will be able to sign up with it. This cannot be undone.`,
        );
        await checkA11y(page, `Disable confirmation at ${viewport.width} px`);
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal((await listedCode(code)).disabled, false);
        await button.waitFor();

        await button.click();
        await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
        await expectText(page, `Invite code ${code} disabled.`);
        await badgeIn(row, 'Disabled').waitFor();
        await button.waitFor({ state: 'detached' });
        assert.equal((await listedCode(code)).disabled, true);
      });
    });
  });
}
