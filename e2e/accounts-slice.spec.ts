import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { OWNER } from './support/server';
import { useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectSignInRefused,
  expectText,
  fieldValue,
  logoutThroughHeader,
  openHeaderNavigation,
  rowWithCell,
  rowWithText,
  signInThroughUi,
  waitForPath,
  withScreenshotOnFailure,
} from './support/ui';

/**
 * The accounts-and-admin slice end to end, one step per test, in order: the owner makes an invite code,
 * a newcomer joins with it, keeps a profile and changes the password, and the owner then manages the
 * code and the account. The newcomer uses a phone, the owner a desktop.
 */

const INVITE_CODE = 'E2E-SLICE-2025';
const MAX_USES = 2;
const NEWCOMER = { email: 'newcomer@e2e.test', password: 'first-password-1' };
const NEW_PASSWORD = 'second-password-2';
const PROFILE = {
  firstName: 'Nora',
  lastName: 'Newcomb',
  rating: '4.0',
  playType: 'Ladies',
  phone: '(555) 123-4567',
  bio: 'Lefty with a big kick serve. Usually free on weekday evenings.',
};

// Each step goes on from where the one before left the two browsers and the database.
test.describe.configure({ mode: 'serial' });

let ownerContext: BrowserContext;
let newcomerContext: BrowserContext;
let owner: Page;
let newcomer: Page;

const suite = useServerAndBrowser(async ({ server, browser }) => {
  ownerContext = await newContext(browser, server.baseUrl, DESKTOP);
  // The owner copies codes and passwords to hand them on.
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  newcomerContext = await newContext(browser, server.baseUrl, PHONE);
  owner = await ownerContext.newPage();
  newcomer = await newcomerContext.newPage();
});

function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function openAdminCard(page: Page, card: 'Manage Codes' | 'Manage Users', pathname: string) {
  const nav = await openHeaderNavigation(page);
  await nav.getByRole('link', { name: 'Admin', exact: true }).click();
  await waitForPath(page, '/admin/dashboard');
  await page.getByRole('link', { name: card }).click();
  await waitForPath(page, pathname);
}

test('the owner signs in and creates a custom invite code in Manage Codes', async () => {
  await withScreenshotOnFailure(owner, 'slice-owner-creates-code', async () => {
    await signInThroughUi(owner, OWNER);
    await openAdminCard(owner, 'Manage Codes', '/admin/invite-codes');
    await expectHeading(owner, 'Invite Codes');

    await owner.getByLabel('Custom Code (optional)').fill(INVITE_CODE);
    await owner.getByLabel('Max Uses').fill(String(MAX_USES));
    await owner.getByRole('button', { name: 'Create Code' }).click();
    await expectText(owner, `Invite code ${INVITE_CODE} created.`);

    const row = rowWithText(owner, INVITE_CODE);
    await row.getByRole('cell', { name: `0/${MAX_USES}`, exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Never', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'No', exact: true }).waitFor();

    await row.getByRole('button', { name: `Copy code ${INVITE_CODE}` }).click();
    await expectText(owner, 'Copied to clipboard!');
    assert.equal(await readClipboard(owner), INVITE_CODE);

    await logoutThroughHeader(owner);
  });
});

test('a newcomer joins with the invite code and is welcomed by the email name', async () => {
  await withScreenshotOnFailure(newcomer, 'slice-newcomer-signs-up', async () => {
    await newcomer.goto('/');
    await newcomer.getByRole('link', { name: 'Join Now' }).click();
    await waitForPath(newcomer, '/sign-up');
    await expectHeading(newcomer, 'Create your account');

    const submit = (disabled: boolean) => newcomer.getByRole('button', { name: 'Sign Up', disabled });
    await newcomer.getByLabel('Email', { exact: true }).fill(NEWCOMER.email);
    await newcomer.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
    await submit(true).waitFor();

    const confirmation = newcomer.getByLabel('Confirm Password', { exact: true });
    await confirmation.fill(`${NEWCOMER.password}x`);
    await expectText(newcomer, 'Passwords do not match');
    await submit(true).waitFor();

    await confirmation.fill(NEWCOMER.password);
    await expectText(newcomer, 'Passwords match');
    assert.equal(await newcomer.getByText('Passwords do not match', { exact: true }).count(), 0);
    await newcomer.getByLabel('Invite Code', { exact: true }).fill(INVITE_CODE);
    await submit(false).click();

    await expectText(newcomer, 'Your account was created successfully!');
    await waitForPath(newcomer, '/dashboard');
    await expectHeading(newcomer, 'Welcome, newcomer!');
  });
});

test('the newcomer fills in the profile; saved values persist and Cancel restores them', async () => {
  await withScreenshotOnFailure(newcomer, 'slice-newcomer-profile', async () => {
    const nav = await openHeaderNavigation(newcomer);
    await nav.getByRole('link', { name: 'Profile' }).click();
    await waitForPath(newcomer, '/profile');
    await expectHeading(newcomer, 'Profile');

    // View mode until a field is clicked.
    const save = newcomer.getByRole('button', { name: 'Save', exact: true });
    await newcomer.getByLabel('First Name', { exact: true }).waitFor();
    assert.equal(await save.count(), 0, 'no Save button in view mode');
    await newcomer.getByLabel('First Name', { exact: true }).click();
    await save.waitFor();

    await newcomer.getByLabel('First Name', { exact: true }).fill(PROFILE.firstName);
    await newcomer.getByLabel('Last Name', { exact: true }).fill(PROFILE.lastName);
    await newcomer.getByLabel('Rating', { exact: true }).selectOption(PROFILE.rating);
    await newcomer.getByLabel('Play Type', { exact: true }).selectOption(PROFILE.playType);
    await newcomer.getByLabel('Phone Number', { exact: true }).fill(PROFILE.phone);
    await newcomer.getByLabel('Bio', { exact: true }).fill(PROFILE.bio);
    await expectText(newcomer, `${PROFILE.bio.length}/1000 characters`);
    await save.click();

    await expectText(newcomer, 'Profile updated successfully');
    await save.waitFor({ state: 'detached' });

    await newcomer.reload();
    await expectHeading(newcomer, 'Profile');
    await newcomer.getByRole('heading', { level: 2, name: `${PROFILE.firstName} ${PROFILE.lastName}` }).waitFor();
    assert.deepEqual(
      {
        firstName: await fieldValue(newcomer, 'First Name'),
        lastName: await fieldValue(newcomer, 'Last Name'),
        rating: await fieldValue(newcomer, 'Rating'),
        playType: await fieldValue(newcomer, 'Play Type'),
        phone: await fieldValue(newcomer, 'Phone Number'),
        bio: await fieldValue(newcomer, 'Bio'),
      },
      PROFILE,
    );

    // An edit that is canceled leaves the saved values in place.
    await newcomer.getByLabel('Bio', { exact: true }).click();
    await newcomer.getByLabel('First Name', { exact: true }).fill('Someone Else');
    await newcomer.getByLabel('Rating', { exact: true }).selectOption('2.5');
    await newcomer.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectText(newcomer, 'Changes have been canceled.');
    await save.waitFor({ state: 'detached' });
    assert.equal(await fieldValue(newcomer, 'First Name'), PROFILE.firstName);
    assert.equal(await fieldValue(newcomer, 'Rating'), PROFILE.rating);

    // Back in the header returns to the dashboard, which now greets by the saved first name.
    const header = await openHeaderNavigation(newcomer);
    await header.getByRole('button', { name: 'Back', exact: true }).click();
    await waitForPath(newcomer, '/dashboard');
    await expectHeading(newcomer, `Welcome back, ${PROFILE.firstName}!`);
  });
});

test('the newcomer changes the password; afterwards only the new one signs in', async () => {
  await withScreenshotOnFailure(newcomer, 'slice-newcomer-password', async () => {
    const nav = await openHeaderNavigation(newcomer);
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expectHeading(newcomer, 'Profile');
    await newcomer.getByRole('button', { name: 'Change Password' }).click();
    const dialog = newcomer.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    await dialog.getByLabel('Current Password', { exact: true }).fill(NEWCOMER.password);
    await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill(`${NEW_PASSWORD}-typo`);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expectText(dialog, 'New passwords do not match.');

    await dialog.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await dialog.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expectText(newcomer, 'Current password is incorrect.');
    await dialog.waitFor();

    await dialog.getByLabel('Current Password', { exact: true }).fill(NEWCOMER.password);

    await dialog.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expectText(newcomer, 'Password changed successfully!');
    await dialog.waitFor({ state: 'hidden' });

    await logoutThroughHeader(newcomer);
    await expectSignInRefused(newcomer, NEWCOMER);
    await signInThroughUi(newcomer, { email: NEWCOMER.email, password: NEW_PASSWORD });
    await expectHeading(newcomer, `Welcome back, ${PROFILE.firstName}!`);
  });
});

test('the invite code counts the sign-up, and Disable retires it', async () => {
  await withScreenshotOnFailure(owner, 'slice-owner-disables-code', async () => {
    await signInThroughUi(owner, OWNER);
    await openAdminCard(owner, 'Manage Codes', '/admin/invite-codes');
    const row = rowWithText(owner, INVITE_CODE);
    await row.getByRole('cell', { name: `1/${MAX_USES}`, exact: true }).waitFor();

    await row.getByRole('button', { name: 'Disable' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Disable invite code' });
    await expectText(
      confirm,
      `Disable code ${INVITE_CODE}? Nobody will be able to sign up with it. This cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
    await expectText(owner, `Invite code ${INVITE_CODE} disabled.`);
    await row.getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    // Disabling is one way: the code is marked, and offers no Disable any more.
    await row.getByText('Disabled', { exact: true }).waitFor();
    assert.equal(await row.getByRole('button', { name: `Disable ${INVITE_CODE}` }).count(), 0);
  });

  // The code has a use left, but a disabled code admits nobody.
  const visitorContext = await newContext(suite.browser, suite.server.baseUrl, DESKTOP);
  try {
    const visitor = await visitorContext.newPage();
    await withScreenshotOnFailure(visitor, 'slice-disabled-code-refused', async () => {
      await visitor.goto('/sign-up');
      await visitor.getByLabel('Email', { exact: true }).fill(NEWCOMER.email);
      await visitor.getByLabel('Password', { exact: true }).fill('latecomer-pass-1');
      await visitor.getByLabel('Confirm Password', { exact: true }).fill('latecomer-pass-1');
      await visitor.getByLabel('Invite Code', { exact: true }).fill(INVITE_CODE);
      await visitor.getByRole('button', { name: 'Sign Up' }).click();
      await expectText(visitor, 'An account with this email already exists.');

      await visitor.getByLabel('Email', { exact: true }).fill('latecomer@e2e.test');
      await visitor.getByRole('button', { name: 'Sign Up' }).click();
      await expectText(visitor, 'Error submitting form: This invite code has been disabled.');
      assert.equal(new URL(visitor.url()).pathname, '/sign-up');
    });
  } finally {
    await visitorContext.close();
  }

  // Refused sign-ups use nothing up.
  await owner.reload();
  await rowWithText(owner, INVITE_CODE)
    .getByRole('cell', { name: `1/${MAX_USES}`, exact: true })
    .waitFor();
});

test('the owner promotes the newcomer, sets a temporary password, then deletes the account', async () => {
  await withScreenshotOnFailure(owner, 'slice-owner-manages-user', async () => {
    await openAdminCard(owner, 'Manage Users', '/admin/users');
    await expectHeading(owner, 'Manage Users');
    const row = rowWithCell(owner, NEWCOMER.email);
    await row.getByRole('cell', { name: 'player', exact: true }).waitFor();

    await row.getByRole('button', { name: 'Make Admin', disabled: false }).click();
    const promote = owner.getByRole('dialog', { name: 'Make admin' });
    await expectText(promote, `Make ${NEWCOMER.email} an admin? Admins can manage users, leagues and invite codes.`);
    await promote.getByRole('button', { name: 'Make Admin', exact: true }).click();
    await expectText(owner, `${NEWCOMER.email} is now an admin.`);
    await row.getByRole('button', { name: 'Make Admin', disabled: true }).waitFor();
    await row.getByRole('cell', { name: 'admin', exact: true }).waitFor();

    await row.getByRole('button', { name: 'Reset Password' }).click();
    const reset = owner.getByRole('dialog', { name: 'Reset password' });
    await expectText(
      reset,
      `Reset the password of ${NEWCOMER.email}? They will be signed out everywhere and need the temporary password to sign in. Their private calendar address stops working too.`,
    );
    await reset.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expectText(owner, 'Temporary password set for user!');
    const dialog = owner.getByRole('dialog', { name: 'Temporary Password' });
    const temporaryPassword = (await dialog.getByTestId('temporary-password').innerText()).trim();
    // 12 characters, no look-alikes (0 O o 1 l I), symbols from !@#$%^&*.
    assert.match(temporaryPassword, /^[A-HJ-NP-Za-km-np-z2-9!@#$%^&*]{12}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expectText(owner, 'Copied to clipboard!');
    assert.equal(await readClipboard(owner), temporaryPassword);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await withScreenshotOnFailure(newcomer, 'slice-newcomer-temporary-password', async () => {
      // The reset ended the newcomer's session: their open page hears it at the header's next unread-count read
      // (every 4 s) and goes to the front page, signed out, without anyone clicking.
      await waitForPath(newcomer, '/');
      await newcomer.getByRole('link', { name: 'Join Now' }).waitFor();
      await expectSignInRefused(newcomer, { email: NEWCOMER.email, password: NEW_PASSWORD });
      await signInThroughUi(newcomer, { email: NEWCOMER.email, password: temporaryPassword });
      await expectHeading(newcomer, `Welcome back, ${PROFILE.firstName}!`);
      // Now an admin: the dashboard offers the admin area.
      await newcomer.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    });

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Delete user' });
    await expectText(confirm, 'Are you sure you want to delete this user?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectText(owner, `${NEWCOMER.email} was deleted.`);
    await row.waitFor({ state: 'detached' });
    await rowWithCell(owner, OWNER.email).waitFor();

    await withScreenshotOnFailure(newcomer, 'slice-deleted-user', async () => {
      // The deleted account's open session ends with it, and no password opens it again.
      await newcomer.goto('/profile');
      await waitForPath(newcomer, '/');
      await expectSignInRefused(newcomer, { email: NEWCOMER.email, password: temporaryPassword });
    });
  });
});
