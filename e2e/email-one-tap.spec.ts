import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { checkPageAt } from './support/accessibility';
import { PHONE, newContext } from './support/browser';
import { createTwoPlayerLeague, type LeaguePlayer } from './support/league-play';
import { startMailbox, type Mailbox } from './support/mailbox';
import { useServerAndBrowser } from './support/suite';
import { PHONE_ACTION_PX, expectTouchTarget } from './support/touch-targets';
import { expectHeading, expectText, withScreenshotOnFailure } from './support/ui';

/**
 * One-tap answers from an email (ADR 070), end to end: the server mails a proposal over SMTP to a real SMTP server
 * in this process; the recipient, not signed in, opens the email's Accept link on a phone. Opening it changes
 * nothing; the tap accepts the proposal.
 */

let mailbox: Mailbox;
let proposer: LeaguePlayer;
let recipient: LeaguePlayer;
let leagueId: number;

test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const suite = useServerAndBrowser(
  async ({ server }) => {
    const made = await createTwoPlayerLeague(server.baseUrl, 'Email Answers League', [
      ['Ana', 'Ace'],
      ['Ben', 'Baseline'],
    ]);
    [proposer, recipient, leagueId] = [made.player, made.opponent, made.league.id];
  },
  { env: () => ({ SMTP_URL: mailbox.url, MAIL_FROM: 'Courtside <courtside@e2e.test>' }) },
);

async function proposalStatus(id: number) {
  const list = await recipient.session.request<{ id: number; status: string }[]>(
    'GET',
    `match-proposals/get?league_id=${leagueId}`,
  );
  return list.find((proposal) => proposal.id === id)?.status;
}

test('the Accept link of a proposal email shows what it will do and accepts on the tap, at 375 px', async () => {
  const proposal = await proposer.session.request<{ id: number }>('POST', 'match-proposals/post', {
    opponent_player_id: recipient.playerId,
    proposed_time: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
    league_id: leagueId,
  });
  const mail = await mailbox.waitFor(recipient.email, /Ana Ace proposed a match/);
  const link = /^Accept: (\S+)$/m.exec(mail.text ?? '')?.[1];
  assert.ok(link, `the email has an Accept link:\n${mail.text}`);
  assert.ok(String(mail.html).includes(`href="${link}"`), 'the HTML part has the same Accept button');
  // The server's own address for links is its configured one; the page is the same on the address the test uses.
  const { pathname, search } = new URL(link);
  assert.equal(pathname, '/email-action');

  const context = await newContext(suite.browser, suite.server.baseUrl, PHONE);
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'email-one-tap', async () => {
    await page.goto(`${pathname}${search}`);
    await expectHeading(page, 'Answer from your email');
    await expectText(page, /^Accept Ana Ace's proposal: /);
    const button = page.getByRole('button', { name: 'Accept proposal' });
    await expectTouchTarget(button, PHONE_ACTION_PX, 'Accept proposal');
    await checkPageAt(page, 'the one-tap answer page', PHONE);
    // Opening the link (as a mail scanner fetching it would) answered nothing.
    assert.equal(await proposalStatus(proposal.id), 'pending');

    await button.click();
    await expectText(page, 'Proposal accepted. Your match is scheduled.');
    await checkPageAt(page, 'the one-tap answer page once answered', PHONE);
    assert.equal(await proposalStatus(proposal.id), 'accepted');
    assert.equal(
      await page.getByRole('link', { name: 'Open in Courtside' }).getAttribute('href'),
      `/leagues/${leagueId}/proposals`,
    );

    // The same link again: used.
    await page.goto(`${pathname}${search}`);
    await expectText(page, 'This link has already been used.');
  });
});
