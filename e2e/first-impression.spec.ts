import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createInviteCode, createPlayerAccount, unique, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
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
 * A newcomer's first minutes, on a phone and on a desktop: the landing page's story, a sign-up that goes
 * wrong and then right, the dashboard asking for the missing profile details, and a profile that can be
 * completed even when sign-up stopped before creating the player.
 */

const WRONG_CODE_MESSAGE = 'This invite code is not valid.';

let owner: ApiSession;

const suite = useServerAndBrowser(async ({ server }) => {
  owner = await ApiSession.signIn(server.baseUrl);
});

/**
 * The error text a field announces: null unless the field is marked invalid, else the text of what
 * aria-describedby points at (the description and the error under the field).
 */
function fieldError(page: Page, label: string): Promise<string | null> {
  return page.getByLabel(label, { exact: true }).evaluate((input) => {
    if (input.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** Waits until the field is marked invalid and announces `message`. */
async function expectFieldError(page: Page, label: string, message: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.waitFor();
  await page
    .waitForFunction(
      ({ field, text }) => {
        if (field.getAttribute('aria-invalid') !== 'true') return false;
        const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return ids.some((id) => document.getElementById(id)?.textContent?.includes(text));
      },
      { field: await input.elementHandle(), text: message },
      { timeout: 10_000 },
    )
    // The assertion below says what the field shows instead.
    .catch(() => undefined);
  const shown = await fieldError(page, label);
  assert.ok(shown?.includes(message), `${label} should show "${message}", shows ${JSON.stringify(shown)}`);
}

function toast(page: Page, message: string) {
  return page.getByRole('alert').filter({ hasText: message });
}

function completeProfileCard(page: Page) {
  return page.getByRole('region', { name: 'Complete your profile' });
}

async function missingDetails(page: Page): Promise<string[]> {
  const items = completeProfileCard(page)
    .getByRole('list', { name: 'Missing from your profile' })
    .getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.trim());
}

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${width} width (${viewport.width} px)`, () => {
    // The landing page is seen signed out on the page that the sign-up test then signs in.
    test.describe.configure({ mode: 'serial' });

    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async () => {
      context = await newContext(suite.browser, suite.server.baseUrl, viewport);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    /** A fresh signed-in browser for one account, so that tests do not share a session. */
    async function pageSignedInAs(account: Account): Promise<{ signedIn: Page; close: () => Promise<void> }> {
      const own = await newContext(suite.browser, suite.server.baseUrl, viewport);
      await signInContext(own, account);
      return { signedIn: await own.newPage(), close: () => own.close() };
    }

    test('the landing page tells how a season works', async () => {
      await withScreenshotOnFailure(page, `first-impression-${width}-landing`, async () => {
        await page.goto('/');
        await page.getByRole('link', { name: 'Join Now' }).waitFor();
        await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
        for (const feature of ['Flex Leagues', 'Statistics', 'Community']) {
          await page.getByRole('heading', { level: 2, name: feature }).waitFor();
        }
        const story = page.getByRole('region', { name: 'How a season works' });
        // Drawn a task after the cards (the landing page draws in steps).
        await story.waitFor();
        const steps = await story.getByRole('heading', { level: 3 }).allInnerTexts();
        assert.deepEqual(
          steps.map((step) => step.replace(/\s+/g, ' ').trim()),
          ['1. Join a league', "2. Say when you're free", '3. Play your division', '4. See the standings'],
        );
        assert.equal(await story.locator('img').count(), 0, 'the story is text and icons, no pictures');
        await checkPageAt(page, 'landing', viewport);
      });
    });

    test('a wrong invite code is shown under its field and in the toast; the right one then signs up', async () => {
      const goodCode = await createInviteCode(owner);
      const email = `${unique('newcomer')}@e2e.test`;
      await withScreenshotOnFailure(page, `first-impression-${width}-sign-up`, async () => {
        await page.goto('/sign-up');
        await expectHeading(page, 'Create your account');
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill('newcomer-pass-1');
        await page.getByLabel('Confirm Password', { exact: true }).fill('newcomer-pass-1');
        await page.getByLabel('Invite Code', { exact: true }).fill('NO-SUCH-CODE');
        await page.getByRole('button', { name: 'Sign Up' }).click();

        await toast(page, `Error submitting form: ${WRONG_CODE_MESSAGE}`).waitFor();
        await expectFieldError(page, 'Invite Code', WRONG_CODE_MESSAGE);
        assert.equal(await fieldError(page, 'Email'), null, 'the email is not blamed');
        await checkPageAt(page, 'sign-up with a wrong invite code', viewport);

        await page.getByLabel('Invite Code', { exact: true }).fill(goodCode);
        assert.equal(await fieldError(page, 'Invite Code'), null, 'editing the code takes the error back');
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await expectText(page, 'Your account was created successfully!');
        await waitForPath(page, '/dashboard');
        await expectHeading(page, /^Welcome/);

        // A fresh account has no name, rating or play type yet: the dashboard says so and where to fix it.
        await completeProfileCard(page).waitFor();
        assert.deepEqual(await missingDetails(page), ['First name', 'Last name', 'Rating', 'Play type']);
        await checkPageAt(page, 'dashboard with the profile card', viewport);
      });
    });

    test('the Complete your profile card names what is missing and links to the profile', async () => {
      const account = await createPlayerAccount(owner, { firstname: 'Petra', lastname: 'Partial' });
      const { signedIn, close } = await pageSignedInAs(account);
      try {
        await withScreenshotOnFailure(signedIn, `first-impression-${width}-card`, async () => {
          await signedIn.goto('/dashboard');
          await expectHeading(signedIn, /^Welcome/);
          await completeProfileCard(signedIn).waitFor();
          // The names were given at sign-up; rating and play type were not.
          assert.deepEqual(await missingDetails(signedIn), ['Rating', 'Play type']);
          await completeProfileCard(signedIn).getByRole('link', { name: 'Go to Profile' }).click();
          await waitForPath(signedIn, '/profile');
          await expectHeading(signedIn, 'Profile');
        });
      } finally {
        await close();
      }
    });

    test('a new profile shows the email once and fits the screen', async () => {
      // Long, with dots and a hyphen: the kind of address that used to break mid-word on a phone.
      const email = `maximiliana.fernandez-oyelaran.${unique('x')}@tennis-club-example.e2e.test`;
      const account = await createPlayerAccount(owner, { email });
      const { signedIn, close } = await pageSignedInAs(account);
      try {
        await withScreenshotOnFailure(signedIn, `first-impression-${width}-profile-email`, async () => {
          await signedIn.goto('/profile');
          await expectHeading(signedIn, 'Profile');
          const emailField = signedIn.getByLabel('Email', { exact: true });
          await emailField.waitFor();
          assert.equal(await emailField.inputValue(), email);
          assert.equal(await signedIn.getByText(email).count(), 0, 'the email is not repeated as text');
          const fieldsWithEmail = await signedIn
            .locator('input, textarea')
            .evaluateAll(
              (inputs, address) => inputs.filter((i) => (i as HTMLInputElement).value === address).length,
              email,
            );
          assert.equal(fieldsWithEmail, 1, 'the email is shown once');
          await checkPageAt(signedIn, 'new profile', viewport);
        });
      } finally {
        await close();
      }
    });

    test('a user without a primary player fills in and saves the profile; the card then goes away', async () => {
      // Sign-up cut off after its first call: the account exists, its player does not.
      const email = `${unique('halfway')}@e2e.test`;
      const password = 'halfway-pass-1';
      const newcomer = new ApiSession(suite.server.baseUrl);
      const created = await newcomer.request<{ id: number }>('POST', 'users/create', {
        email,
        password,
        invite_code: await createInviteCode(owner),
      });
      const before = await newcomer.request<{ primary_player: boolean }[]>('GET', 'players/getMyPlayers');
      assert.deepEqual(before, [], 'the account starts without any player');

      const { signedIn, close } = await pageSignedInAs({ id: created.id, email, password });
      try {
        await withScreenshotOnFailure(signedIn, `first-impression-${width}-no-player`, async () => {
          await signedIn.goto('/dashboard');
          await expectHeading(signedIn, /^Welcome/);
          await completeProfileCard(signedIn).waitFor();
          assert.deepEqual(await missingDetails(signedIn), ['First name', 'Last name', 'Rating', 'Play type']);
          await completeProfileCard(signedIn).getByRole('link', { name: 'Go to Profile' }).click();

          await waitForPath(signedIn, '/profile');
          await expectHeading(signedIn, 'Profile');
          const field = (label: string) => signedIn.getByLabel(label, { exact: true });
          await field('First Name').click();
          await field('First Name').fill('Hana');
          await field('Last Name').fill('Halfway');
          await field('Rating').selectOption('3.5');
          await field('Play Type').selectOption('Ladies');
          await checkPageAt(signedIn, 'profile being completed', viewport);
          await signedIn.getByRole('button', { name: 'Save', exact: true }).click();

          await expectText(signedIn, 'Profile updated successfully');
          assert.equal(await signedIn.getByText('User or player data is missing.').count(), 0);
          await signedIn.getByRole('heading', { level: 2, name: 'Hana Halfway' }).waitFor();

          // The card's absence is judged on the players as the server now has them, once they are drawn: a fresh
          // load of the profile reads them again (it shows its form, with the name, only once they are in), and the
          // dashboard, opened from the header, draws that answer in the same render as its heading.
          await signedIn.goto('/profile');
          await signedIn.getByRole('heading', { level: 2, name: 'Hana Halfway' }).waitFor();
          await (await openHeaderNavigation(signedIn)).getByRole('link', { name: 'Home' }).click();
          await waitForPath(signedIn, '/dashboard');
          await expectHeading(signedIn, /Hana!$/);
          assert.equal(await completeProfileCard(signedIn).count(), 0, 'the card is gone once the profile is complete');
        });
      } finally {
        await close();
      }

      const players = await newcomer.request<{ primary_player: boolean; rating: number; gender: string }[]>(
        'GET',
        'players/getMyPlayers',
      );
      assert.deepEqual(
        players.map(({ primary_player, rating, gender }) => ({ primary_player, rating, gender })),
        [{ primary_player: true, rating: 3.5, gender: 'Ladies' }],
      );
    });
  });
}
