import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { PHONE, newContext } from './support/browser';
import { createTwoPlayerLeague, matchBetween, submitScore, type LeaguePlayer } from './support/league-play';
import { startMailbox, type Mailbox } from './support/mailbox';
import { openProfile } from './support/pages';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage } from './support/ui';

/**
 * Notification choices and one-click unsubscribe (ADR 067) on a phone: a player's switches are saved and read
 * back after a reload; the "Stop these emails" link of a real email (received by an SMTP server in the test: the
 * admins' outbox hides links that act for the player) opens a page that asks, needs no sign-in, and turns that
 * kind of email off.
 */

let mailbox: Mailbox;
let player: LeaguePlayer;
let unsubscribePath = '';

test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const suite = useServerAndBrowser(
  async ({ server }) => {
    const {
      player: lee,
      opponent,
      league,
    } = await createTwoPlayerLeague(server.baseUrl, 'Choices League', [
      ['Lee', 'Choosy'],
      ['Olive', 'Scorer'],
    ]);
    player = lee;
    // The opponent enters a score: Lee is told, and the worker mails it.
    const match = await matchBetween(opponent, lee, league.id);
    await submitScore(opponent, match, [
      [6, 2],
      [6, 3],
    ]);
    const mail = await mailbox.waitFor(lee.email, /Olive Scorer entered/);
    const link = /Stop these emails: \S+(\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')?.[1];
    assert.ok(link, `the email has a Stop these emails link:\n${mail.text}`);
    unsubscribePath = link;
  },
  { env: () => ({ SMTP_URL: mailbox.url, MAIL_FROM: 'Courtside <courtside@e2e.test>' }) },
);

const choices = (page: Page) => page.getByRole('region', { name: 'What we send you' });
const scoreEmails = (page: Page) =>
  choices(page).getByRole('switch', { name: 'Email me when a score waits for my confirmation' });
const rulingPush = (page: Page) =>
  choices(page).getByRole('switch', { name: 'Notify my devices when a disputed score is ruled on' });

test('a player chooses what is sent, and the choice holds after a reload', async () => {
  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    player,
    'choices',
    async (page) => {
      await openProfile(page);
      await rulingPush(page).waitFor();
      assert.equal(await rulingPush(page).isChecked(), false);
      // A finger taps the switch's track, the label around its input.
      await choices(page)
        .locator('label', {
          has: page.getByRole('switch', { name: 'Notify my devices when a disputed score is ruled on' }),
        })
        .click();
      await expectText(page, 'Notification preferences saved.');
      await checkPageAt(page, 'profile with notification choices', PHONE);

      await page.reload();
      await rulingPush(page).waitFor();
      assert.equal(await rulingPush(page).isChecked(), true);
      assert.equal(await scoreEmails(page).isChecked(), true);
    },
  );
});

test("an email's Stop these emails link asks first, then turns that kind of email off without a sign-in", async () => {
  const context = await newContext(suite.browser, suite.server.baseUrl, PHONE);
  try {
    const page = await context.newPage();
    await page.goto(unsubscribePath);
    await expectHeading(page, 'Stop these emails');
    await expectText(
      page,
      'Stop the emails Courtside sends you when a score waits for my confirmation? The same news stays in your notifications in the app.',
    );
    await checkPageAt(page, 'unsubscribe page', PHONE);
    await page.getByRole('button', { name: 'Stop these emails' }).click();
    await expectText(page, 'Done. You will no longer get emails when a score waits for my confirmation.');
    await checkPageAt(page, 'unsubscribe done', PHONE);
    // Opening the link again says they are off already.
    await page.reload();
    await expectText(page, 'You already get no emails when a score waits for my confirmation.');
  } finally {
    await context.close();
  }

  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    player,
    'after-unsubscribe',
    async (page) => {
      await openProfile(page);
      await scoreEmails(page).waitFor();
      assert.equal(await scoreEmails(page).isChecked(), false);
    },
  );
});
