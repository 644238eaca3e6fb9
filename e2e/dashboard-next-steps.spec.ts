import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ClickCounter, newZonedContext } from './support/availability';
import { PHONE } from './support/browser';
import { createTwoPlayerLeague, type LeaguePlayer } from './support/league-play';
import type { Account, Credentials } from './support/api';
import type { CreatedLeague } from './support/league-setup';
import { useServerAndBrowser } from './support/suite';
import { PHONE_ACTION_PX, expectEveryButtonAtLeastTarget, expectTouchTarget } from './support/touch-targets';
import { expectHeading, expectText, inSignedInPage } from './support/ui';

/**
 * Time to a match from the dashboard on a 375 px phone (issue 34): with a shared free time, the proposer sends a
 * proposal in at most 2 taps from /dashboard (Propose on Next Steps, then Send Proposal in the modal opened on
 * that time), and the opponent accepts it in 1 tap (Accept on Next Steps). Taps are counted, not timed. The
 * header bell counts a change the opponent makes meanwhile within 5 seconds, without a reload.
 */

const PROPOSE_MAX_TAPS = 2;
const ACCEPT_MAX_TAPS = 1;

let proposer: LeaguePlayer;
let opponent: LeaguePlayer;
let league: CreatedLeague;
let admin: Account;

/** Tomorrow, 23:00 to 01:00 UTC: an evening in the browser's zone (America/New_York), on half-hour steps. */
function tomorrowEvening() {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(23, 0, 0, 0);
  return { start_time: start.toISOString(), end_time: new Date(start.getTime() + 2 * 3_600_000).toISOString() };
}

const suite = useServerAndBrowser(async ({ server }) => {
  ({
    player: proposer,
    opponent,
    league,
    admin,
  } = await createTwoPlayerLeague(server.baseUrl, 'Next Steps League', [
    ['Paige', 'Proposer'],
    ['Oscar', 'Opponent'],
  ]));
  const evening = tomorrowEvening();
  for (const player of [proposer, opponent]) {
    await player.session.request('POST', 'availability/post', { ...evening, league_id: league.id });
  }
});

const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

const onPhone = async (account: Credentials, name: string, body: (page: Page) => Promise<void>) =>
  inSignedInPage(await newZonedContext(suite.browser, suite.server.baseUrl, PHONE), account, name, body);

test('from the dashboard on a phone: a proposal in 2 taps, accepted in 1', async () => {
  await onPhone(proposer, 'next-steps-propose', async (page) => {
    await page.goto('/dashboard');
    await expectHeading(page, /^Welcome/);
    const nextSteps = page.getByRole('region', { name: 'Next Steps', exact: true });
    const propose = nextSteps.getByRole('button', { name: new RegExp(`^Propose to ${opponent.name} for `) });
    await propose.waitFor();
    await checkPageAt(page, 'the dashboard with a time to propose', PHONE);
    await expectTouchTarget(propose, PHONE_ACTION_PX, 'Propose on a phone');
    await expectTouchTarget(page.getByRole('button', { name: 'Open menu' }), PHONE_ACTION_PX, 'the menu button', true);
    await expectEveryButtonAtLeastTarget(page, 'the dashboard');

    const taps = new ClickCounter();
    await taps.click(propose);
    const dialog = page.getByRole('dialog', { name: 'Propose Match' });
    await dialog.getByText(opponent.name, { exact: true }).waitFor();
    await checkPageAt(page, 'the Propose Match modal from the dashboard', PHONE);
    await taps.click(dialog.getByRole('button', { name: 'Send Proposal', exact: true }));
    await expectText(page, 'Match proposal sent successfully!');
    taps.expectAtMost(PROPOSE_MAX_TAPS, 'proposing from the dashboard');
    // Proposed: the time leaves Next Steps, as a proposal now waits between the two.
    await propose.waitFor({ state: 'detached' });
  });

  await onPhone(opponent, 'next-steps-accept', async (page) => {
    await page.goto('/dashboard');
    await expectHeading(page, /^Welcome/);
    const nextSteps = page.getByRole('region', { name: 'Next Steps', exact: true });
    const accept = nextSteps.getByRole('button', { name: new RegExp(`^Accept proposal from ${proposer.name} for `) });
    await accept.waitFor();
    await checkPageAt(page, 'the dashboard with a proposal to answer', PHONE);
    await expectTouchTarget(accept, PHONE_ACTION_PX, 'Accept on a phone');

    const taps = new ClickCounter();
    await taps.click(accept);
    await expectText(page, 'Match proposal accepted! Match has been scheduled.');
    taps.expectAtMost(ACCEPT_MAX_TAPS, 'accepting from the dashboard');
    await nextSteps
      .getByRole('list', { name: 'Your next match', exact: true })
      .getByText(new RegExp(`against ${proposer.name}$`))
      .waitFor();
  });

  const [match] = await proposer.session.request<{ status: string }[]>('GET', 'matches/mine');
  assert.equal(match?.status, 'scheduled', 'the accepted proposal scheduled the match');
});

test("the header bell counts the opponent's change within 5 seconds, without a reload, and leads to it", async () => {
  await onPhone(proposer, 'bell', async (page) => {
    await page.goto('/dashboard');
    await expectHeading(page, /^Welcome/);
    // Wait for the bell to show the count the proposer already has (the test before left them news of their
    // accepted proposal): its label reads no count until its first read answers.
    const { unread_count: unreadBefore } = await proposer.session.request<{ unread_count: number }>(
      'GET',
      'notifications/unreadCount',
    );
    await page.getByRole('link', { name: bellLabel(unreadBefore), exact: true }).waitFor();

    // The opponent sets the time of their match from their own session while this page stays open.
    const [match] = await proposer.session.request<{ id: number }[]>('GET', 'matches/mine');
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCHours(23, 0, 0, 0);
    await opponent.session.request('POST', 'matches/scheduleMatch', {
      match_id: match!.id,
      match_datetime: at.toISOString(),
    });
    await page.getByRole('link', { name: bellLabel(unreadBefore + 1), exact: true }).waitFor({ timeout: 5_000 });

    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expectHeading(page, 'Notifications');
    await page
      .getByRole('list', { name: 'Notifications', exact: true })
      .getByText(new RegExp(`^New${opponent.name} (scheduled|moved) your match: `))
      .waitFor();
    await checkPageAt(page, 'the notifications page', PHONE);
  });
});

test("a score disputed from the dashboard, and let stand from the admin's Needs attention, each in place", async () => {
  const [match] = await proposer.session.request<{ id: number }[]>('GET', 'matches/mine');
  const sets = [
    { set_number: 1, home_games: 6, away_games: 1 },
    { set_number: 2, home_games: 6, away_games: 2 },
  ];
  await proposer.session.request('POST', `matches/submitScores?matchId=${match!.id}`, { sets, status: 'normal' });

  await onPhone(opponent, 'next-steps-dispute', async (page) => {
    await page.goto('/dashboard');
    await expectHeading(page, /^Welcome/);
    const nextSteps = page.getByRole('region', { name: 'Next Steps', exact: true });
    const dispute = nextSteps.getByRole('button', { name: `Dispute the score of your match with ${proposer.name}` });
    await dispute.click();
    const dialog = page.getByRole('dialog', { name: 'Dispute Score' });
    await dialog.getByRole('textbox', { name: /What is wrong with this score/ }).fill('We played 6-4 6-4.');
    await checkPageAt(page, 'the Dispute Score modal from the dashboard', PHONE);
    await dialog.getByRole('button', { name: 'Send Dispute', exact: true }).click();
    await expectText(page, 'Score disputed. An admin will review it.');
    await dispute.waitFor({ state: 'detached' });
  });

  await onPhone(admin, 'needs-attention-keep-score', async (page) => {
    await page.goto('/admin/dashboard');
    const attention = page.getByRole('region', { name: 'Needs attention', exact: true });
    const disputed = attention.getByRole('list', { name: 'Disputed scores', exact: true });
    await disputed.getByText('Reason given: We played 6-4 6-4.').waitFor();
    await checkPageAt(page, 'the admin dashboard with a dispute to resolve', PHONE);
    const keep = disputed.getByRole('button', { name: /^Keep the entered score of / });
    assert.equal(await keep.count(), 1, 'one dispute waits');
    await keep.click();
    await expectText(page, 'Dispute resolved. The score now stands.');
    await disputed.waitFor({ state: 'detached' });
  });

  const [resolved] = await proposer.session.request<{ score_confirmation: string; set_scores: unknown }[]>(
    'GET',
    'matches/mine',
  );
  assert.equal(resolved?.score_confirmation, 'resolved');
  assert.deepEqual(resolved?.set_scores, sets);
});
