import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { ApiSession, createPlayerAccount, type Account } from './support/api';
import { PHONE, newContext } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, signInThroughUi, waitForPath, withScreenshotOnFailure } from './support/ui';

// Forgot password on a phone (issue 35 item 5): the server mails the reset link to a real SMTP server this spec
// starts, the test reads the link from the message as a player's mail app would, and follows it.

const received: ParsedMail[] = [];
let smtp: SMTPServer | undefined;
let smtpPort = 0;
let player: Account;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    // Plain SMTP on the loopback, no sign-in: nodemailer would refuse a self-signed certificate for STARTTLS.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const suite = useServerAndBrowser(
  async ({ server }) => {
    player = await createPlayerAccount(await ApiSession.signIn(server.baseUrl));
  },
  { env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Courtside <courtside@e2e.test>' }) },
);

/** The reset link in the message mailed to `email`, once it has arrived. */
async function resetLinkMailedTo(email: string): Promise<URL> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = received.find((message) => JSON.stringify(message.to).includes(email));
    const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (link) return new URL(link);
    assert.ok(Date.now() < deadline, `no reset mail reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('forgot password on a phone: ask, follow the mailed link, choose a password, sign in with it', async () => {
  const context = await newContext(suite.browser, suite.server.baseUrl, PHONE);
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'password-reset', async () => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await expectHeading(page, 'Forgot your password?');
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.getByLabel('Email').fill(player.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectText(page, /If an account uses this email, we have sent it a link/);

    const link = await resetLinkMailedTo(player.email);
    // The link names the server's PUBLIC_URL; the path and token are what the browser follows here.
    await page.goto(`${link.pathname}${link.search}`);
    await expectHeading(page, 'Choose a new password');
    await expectNoSeriousA11yViolations(page, 'reset password');
    const newPassword = 'a new phone password';
    await page.getByLabel('New Password', { exact: false }).first().fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await waitForPath(page, '/sign-in');
    await expectText(page, 'Your password has been changed. Please sign in with your new password.');

    await signInThroughUi(page, { email: player.email, password: newPassword });

    // The link worked once: opened again it says so, and offers a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New Password', { exact: false }).first().fill('another password');
    await page.getByLabel('Confirm New Password').fill('another password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectText(page, 'This link has already been used. Please ask for a new one if you still need it.');
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'used reset link');
  });
  await context.close();
});
