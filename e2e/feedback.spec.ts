import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, createPlayerAccount, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, fieldValue, inSignedInPage, openHeaderNavigation, rowWithText } from './support/ui';

/**
 * Feedback (league-play section 2, accounts-and-admin section 2), at a phone's and a desktop's width: a player
 * sends feedback from the header's Send Feedback dialog and from the /feedback page, and an admin finds both
 * on /admin/feedback with the player's email and the page each was sent from. Every page and the open dialog
 * pass axe, and on the phone nothing scrolls sideways. Each width has its own player.
 */

const viewports = { phone: PHONE, desktop: DESKTOP } as const;
type Width = keyof typeof viewports;

const THANKS = 'Thank you for your feedback!';
/** Where the dialog is opened: a page with a query string, which the feedback keeps. */
const DIALOG_PAGE = '/my-leagues?view=cards';
const dialogMessage = (width: Width) => `From the dialog at ${width} width.\nA second line of detail.`;
const pageMessage = (width: Width) =>
  `From the feedback page at ${width} width: a long word like supercalifragilisticexpialidocious_${'x'.repeat(40)} must wrap.`;

let admin: Account;
const players = new Map<Width, Account>();

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  admin = await createAdminAccount(owner);
  for (const width of Object.keys(viewports) as Width[]) {
    players.set(width, await createPlayerAccount(owner, { firstname: 'Fran', lastname: `Feedback ${width}` }));
  }
});

for (const [width, viewport] of Object.entries(viewports) as [Width, (typeof viewports)[Width]][]) {
  test.describe(`feedback at ${viewport.width} px`, () => {
    // The admin looks for the two messages the tests before sent.
    test.describe.configure({ mode: 'serial' });

    const player = () => {
      const found = players.get(width);
      assert.ok(found);
      return found;
    };

    /** Axe on the page as it is, and at 375 px no sideways scroll. */
    const checkPage = (page: Page, label: string) => checkPageAt(page, label, viewport);

    /** A page in a browser context of its own, signed in as `account`, closed after `body`. */
    const asUser = async (account: Account, name: string, body: (page: Page) => Promise<void>) =>
      inSignedInPage(
        await newContext(suite.browser, suite.server.baseUrl, viewport),
        account,
        `feedback-${width}-${name}`,
        body,
      );

    test("a player sends feedback from the header's Send Feedback dialog", async () => {
      await asUser(player(), 'dialog', async (page) => {
        await page.goto(DIALOG_PAGE);
        await expectHeading(page, 'My Leagues');
        const nav = await openHeaderNavigation(page);
        await nav.getByRole('button', { name: 'Feedback' }).click();
        const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
        await dialog.waitFor();
        const send = dialog.getByRole('button', { name: 'Send Feedback' });
        assert.equal(await send.isDisabled(), true, 'Send Feedback waits for some text');

        await dialog.getByLabel('Tell us what you think about this page or feature').fill(dialogMessage(width));
        await checkPage(page, 'the Send Feedback dialog');
        await send.click();
        await expectText(dialog, THANKS);
        // It closes by itself 1.5 s later, back on the page it was opened from.
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(new URL(page.url()).pathname, '/my-leagues');
      });
    });

    test('a player sends feedback from the /feedback page', async () => {
      await asUser(player(), 'page', async (page) => {
        await page.goto('/feedback');
        await expectHeading(page, 'Feedback');
        await checkPage(page, '/feedback');
        await page.getByLabel('Tell us what you think', { exact: true }).fill(pageMessage(width));
        await page.getByRole('button', { name: 'Submit' }).click();
        await expectText(page, THANKS);
        assert.equal(await fieldValue(page, 'Tell us what you think'), '');
        await checkPage(page, '/feedback after sending');
      });
    });

    test('an admin finds both messages on /admin/feedback with the email and the page', async () => {
      await asUser(admin, 'list', async (page) => {
        await page.goto('/admin/feedback');
        await expectHeading(page, 'User Feedback');
        // The line break is kept on screen; text matching sees it as a space.
        const fromDialog = rowWithText(page, dialogMessage(width).replace('\n', ' '));
        const fromPage = rowWithText(page, pageMessage(width));
        await fromDialog.waitFor();
        await fromPage.waitFor();
        for (const [row, pageUrl] of [
          [fromDialog, DIALOG_PAGE],
          [fromPage, '/feedback'],
        ] as const) {
          await row.getByText(player().email, { exact: true }).waitFor();
          await row.getByText(pageUrl, { exact: true }).waitFor();
        }
        const shown = await fromDialog.getByText(dialogMessage(width).replace('\n', ' ')).innerText();
        assert.equal(shown, dialogMessage(width), 'the message keeps its line break');
        await checkPage(page, '/admin/feedback');
      });
    });
  });
}
