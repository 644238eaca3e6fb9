import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, unique, type Account } from './support/api';
import {
  ClickCounter,
  ZONE_NOTE,
  addAvailabilityThroughForm,
  addDays,
  newZonedContext,
  sharedEvening,
  todayInZone,
  weekOf,
} from './support/availability';
import { DESKTOP, PHONE } from './support/browser';
import type { CreatedLeague } from './support/league-setup';
import { createLeaguePlayer, createStartedLeague, matchCard, type LeaguePlayer } from './support/league-play';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, waitForPath } from './support/ui';

/**
 * From free time to a match through the pages (league-play section 4 of issue 8): two players of a division
 * add the same evening on the Add Availability form, one sees the other on the overlaps page and proposes
 * from the league home's best times in at most 3 clicks, the other accepts from the banner in at most 2, and
 * both league homes list the match at the proposed time. The weekly calendar shows it and steps by week; on a
 * phone it shows one day and nothing scrolls sideways. Every page passes axe.
 *
 * The desktop tests build on each other in order (the calendar shows the match the first test scheduled); the
 * phone test has a league of its own.
 */

const SEND_PROPOSAL_MAX_CLICKS = 3;
const ACCEPT_MAX_CLICKS = 2;
const SENT_MESSAGE = 'Match proposal sent successfully!';
const ACCEPTED_MESSAGE = 'Match proposal accepted! Match has been scheduled.';

/** Tomorrow evening in the browser's zone, 18:00 to 20:00: proposals start at 18:00. */
const EVENING = sharedEvening(1, 18, 20);

let avery: LeaguePlayer;
let blake: LeaguePlayer;
let league: CreatedLeague;
let casey: LeaguePlayer;
let dana: LeaguePlayer;
let phoneLeague: CreatedLeague;

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  const admin = await ApiSession.signIn(server.baseUrl, await createAdminAccount(owner));
  avery = await createLeaguePlayer(owner, 'Avery', 'Ace');
  blake = await createLeaguePlayer(owner, 'Blake', 'Baseline');
  league = await createStartedLeague(admin, `Overlap League ${unique('')}`, [avery, blake]);
  casey = await createLeaguePlayer(owner, 'Casey', 'Court');
  dana = await createLeaguePlayer(owner, 'Dana', 'Dropshot');
  phoneLeague = await createStartedLeague(admin, `Phone Overlap League ${unique('')}`, [casey, dana]);
});

/** A page in a context of its own in the zone, signed in as `account`, closed after `body`. */
const asUser = async (account: Account, name: string, viewport: typeof DESKTOP, body: (page: Page) => Promise<void>) =>
  inSignedInPage(
    await newZonedContext(suite.browser, suite.server.baseUrl, viewport),
    account,
    `availability-to-match-${name}`,
    body,
  );

const desktopCheck = (page: Page, label: string) => checkPageAt(page, label, DESKTOP);
const phoneCheck = (page: Page, label: string) => checkPageAt(page, label, PHONE);

/** The overlaps page's day section of the evening, holding the opponent free then. */
function overlapOpponents(page: Page, opponentName: string) {
  return page
    .getByRole('region', { name: EVENING.dayHeading, exact: true })
    .getByRole('list', { name: `Opponents free ${EVENING.proposalTime}`, exact: true })
    .getByRole('listitem')
    .filter({ hasText: opponentName });
}

/** The Propose Match modal opened on the evening's start: checks what it offers, and returns it. */
async function proposeMatchDialog(page: Page, opponentName: string) {
  const dialog = page.getByRole('dialog', { name: 'Propose Match' });
  await dialog.waitFor();
  await dialog.getByText(opponentName, { exact: true }).waitFor();
  const time = dialog.getByLabel('Proposed time', { exact: true });
  assert.deepEqual(await time.locator('option').allInnerTexts(), EVENING.proposalTimes);
  assert.equal(await time.locator('option:checked').innerText(), EVENING.proposalTime);
  return dialog;
}

/** A proposal the viewer sent, on the proposals page: its card, by the heading 'To NAME'. */
function sentProposal(page: Page, opponentName: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `To ${opponentName}`, exact: true }) })
    .filter({ hasText: 'Pending' });
}

test.describe('availability to a scheduled match at 1280 px', () => {
  // The calendar shows the match the first test scheduled.
  test.describe.configure({ mode: 'serial' });

  const home = () => `/leagues/${league.id}`;

  test('two players add the same evening, one proposes from the best times, the other accepts', async () => {
    for (const player of [avery, blake]) {
      await asUser(player, `add-${player.name}`, DESKTOP, async (page) => {
        await addAvailabilityThroughForm(page, league.id, EVENING, (form) =>
          desktopCheck(form, `Add Availability filled in by ${player.name}`),
        );
        await page.goto(`${home()}/availability/list`);
        await expectHeading(page, 'My Availability');
        const mine = page.getByRole('list', { name: 'My availability', exact: true });
        await mine.getByText(EVENING.slotRange, { exact: true }).waitFor();
        assert.equal(await mine.getByRole('listitem').count(), 1, `${player.name} has one slot`);
        await desktopCheck(page, `My Availability of ${player.name}`);
      });
    }

    await asUser(avery, 'overlaps-and-propose', DESKTOP, async (page) => {
      await page.goto(`${home()}/schedule/overlaps`);
      await expectHeading(page, 'Schedule Overlaps');
      await expectText(page, ZONE_NOTE);
      const blakeFree = overlapOpponents(page, blake.name);
      await blakeFree.getByText(blake.name, { exact: true }).waitFor();
      await blakeFree
        .getByRole('button', { name: `Propose Match with ${blake.name} on ${EVENING.proposalTime}`, exact: true })
        .waitFor();
      await page
        .getByRole('region', { name: EVENING.dayHeading, exact: true })
        .getByText('6:00 PM – 8:00 PM', { exact: true })
        .waitFor();
      await desktopCheck(page, 'the overlaps page');

      // From the league home: Propose on the best times card, then Send Proposal.
      await page.goto(home());
      await expectHeading(page, league.name);
      const clicks = new ClickCounter();
      const bestTimes = page.getByRole('region', { name: 'Best times this week', exact: true });
      await clicks.click(
        bestTimes.getByRole('button', { name: `Propose to ${blake.name} for ${EVENING.proposalTime}`, exact: true }),
      );
      const dialog = await proposeMatchDialog(page, blake.name);
      await desktopCheck(page, 'the Propose Match modal');
      await clicks.click(dialog.getByRole('button', { name: 'Send Proposal', exact: true }));
      await expectText(page, SENT_MESSAGE);
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(clicks.count, 2, 'Propose, then Send Proposal');
      clicks.expectAtMost(SEND_PROPOSAL_MAX_CLICKS, 'proposing from the league home');

      // The sent proposal is waiting on the proposals page.
      await page.goto(`${home()}/proposals`);
      await expectHeading(page, 'Match Proposals');
      await sentProposal(page, blake.name).getByText(EVENING.proposalTime, { exact: true }).waitFor();
      await desktopCheck(page, 'the proposals page of the proposer');
    });

    await asUser(blake, 'accept', DESKTOP, async (page) => {
      await page.goto(home());
      await expectHeading(page, league.name);
      await expectText(page, 'Match Proposals Waiting');
      await expectText(page, 'You have 1 pending proposal.');
      const pending = page.getByRole('list', { name: 'Pending proposals', exact: true }).getByRole('listitem');
      assert.equal(await pending.count(), 1);
      await pending.getByText(avery.name, { exact: true }).waitFor();
      await desktopCheck(page, 'the league home with the proposals banner');

      const clicks = new ClickCounter();
      await clicks.click(
        page.getByRole('button', {
          name: `Accept proposal from ${avery.name} for ${EVENING.proposalTime}`,
          exact: true,
        }),
      );
      await expectText(page, ACCEPTED_MESSAGE);
      assert.equal(clicks.count, 1, 'one click accepts');
      clicks.expectAtMost(ACCEPT_MAX_CLICKS, 'accepting from the league home');

      await matchCard(page, 'Scheduled matches', avery.name).getByText(EVENING.matchTime, { exact: true }).waitFor();
      await page.getByText('Match Proposals Waiting', { exact: true }).waitFor({ state: 'detached' });
      await desktopCheck(page, 'the league home after accepting');
    });

    await asUser(avery, 'sees-match', DESKTOP, async (page) => {
      await page.goto(home());
      await expectHeading(page, league.name);
      await matchCard(page, 'Scheduled matches', blake.name).getByText(EVENING.matchTime, { exact: true }).waitFor();
      assert.equal(await page.getByText('You have no matches scheduled.', { exact: true }).count(), 0);
      await desktopCheck(page, "the proposer's league home with the match");
    });
  });

  test('the weekly calendar shows the match and steps by week', async () => {
    const matchWeek = weekOf(EVENING.date);
    const thisWeek = weekOf(todayInZone());
    const cardName = new RegExp(`^Scheduled match with ${blake.name}`);
    const weekInUrl = (week: string) => (url: URL) =>
      url.pathname === `${home()}/schedule` && url.searchParams.get('week') === week;

    await asUser(avery, 'calendar', DESKTOP, async (page) => {
      await page.goto(`${home()}/schedule?week=${matchWeek}`);
      await expectHeading(page, 'Weekly Calendar');
      await page.getByRole('button', { name: cardName }).first().waitFor();
      assert.equal(await page.getByRole('grid').getByRole('columnheader').count(), 8, 'times and 7 days');
      await desktopCheck(page, 'the weekly calendar');

      const card = page.getByRole('button', { name: cardName }).first();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForURL(weekInUrl(addDays(matchWeek, 7)));
      // The URL changes first; the grid then shows the next week, which has no match.
      await card.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await page.waitForURL(weekInUrl(matchWeek));
      await card.waitFor();
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await page.waitForURL(weekInUrl(addDays(matchWeek, -7)));
      await page.getByRole('button', { name: 'Go To Today', exact: true }).click();
      await page.waitForURL(weekInUrl(thisWeek));
      await page.getByRole('columnheader').and(page.locator('[aria-current="date"]')).waitFor();
    });

    await asUser(avery, 'calendar-phone', PHONE, async (page) => {
      await page.goto(`${home()}/schedule`);
      await expectHeading(page, 'Weekly Calendar');
      const headers = page.getByRole('grid').getByRole('columnheader');
      // The grid comes once the league's data is in; then it has the times and one day.
      await headers.getByText('Time', { exact: true }).waitFor();
      assert.equal(await headers.count(), 2, 'times and one day');
      await phoneCheck(page, 'the weekly calendar');
      // Today first; the match is tomorrow, a step away (possibly into the next week).
      await page.getByRole('button', { name: 'Next day', exact: true }).click();
      await page.getByRole('button', { name: cardName }).first().waitFor();
      assert.equal(await headers.count(), 2, 'still one day');
      await phoneCheck(page, 'the weekly calendar on the day of the match');
    });
  });
});

test.describe('availability to a proposal at 375 px', () => {
  const home = () => `/leagues/${phoneLeague.id}`;

  test('every page of the way fits a phone and passes axe', async () => {
    await asUser(casey, 'phone-casey', PHONE, async (page) => {
      await addAvailabilityThroughForm(page, phoneLeague.id, EVENING, (form) =>
        phoneCheck(form, 'Add Availability filled in'),
      );
      await page.goto(`${home()}/availability/list`);
      await expectHeading(page, 'My Availability');
      await page
        .getByRole('list', { name: 'My availability', exact: true })
        .getByText(EVENING.slotRange, { exact: true })
        .waitFor();
      await phoneCheck(page, 'My Availability of the league');
      await page.goto('/availability');
      await expectHeading(page, 'My Availability');
      await expectText(page, EVENING.slotRange);
      await phoneCheck(page, 'My Availability of every league');
      await page.goto('/availability/add');
      await expectHeading(page, 'Add Availability');
      await page.getByLabel('Date', { exact: true }).waitFor();
      await phoneCheck(page, 'Add Availability without a league');
    });

    await asUser(dana, 'phone-dana-adds', PHONE, async (page) => {
      await addAvailabilityThroughForm(page, phoneLeague.id, EVENING);
    });

    await asUser(casey, 'phone-casey-proposes', PHONE, async (page) => {
      await page.goto(`${home()}/find-matches`);
      await expectHeading(page, 'Schedule Overlaps');
      const danaFree = overlapOpponents(page, dana.name);
      await phoneCheck(page, 'the overlaps page');
      await danaFree
        .getByRole('button', { name: `Propose Match with ${dana.name} on ${EVENING.proposalTime}`, exact: true })
        .click();
      const dialog = await proposeMatchDialog(page, dana.name);
      await phoneCheck(page, 'the Propose Match modal');
      await dialog.getByRole('button', { name: 'Send Proposal', exact: true }).click();
      await expectText(page, SENT_MESSAGE);
      await danaFree.getByText('Proposal sent', { exact: true }).waitFor();

      await page.goto('/schedule-overlaps');
      await expectHeading(page, 'Schedule Overlaps');
      await overlapOpponents(page, dana.name).first().waitFor();
      await phoneCheck(page, 'the overlaps page without a league');

      await page.goto(`${home()}/proposals`);
      await expectHeading(page, 'Match Proposals');
      await sentProposal(page, dana.name).getByText(EVENING.proposalTime, { exact: true }).waitFor();
      await phoneCheck(page, 'the proposals page of the proposer');
    });

    await asUser(dana, 'phone-dana-banner', PHONE, async (page) => {
      await page.goto(home());
      await expectHeading(page, phoneLeague.name);
      await expectText(page, 'Match Proposals Waiting');
      await expectText(page, 'You have 1 pending proposal.');
      await page
        .getByRole('button', { name: `Accept proposal from ${casey.name} for ${EVENING.proposalTime}`, exact: true })
        .waitFor();
      await phoneCheck(page, 'the league home with the proposals banner');

      await page.getByRole('link', { name: 'View All Proposals', exact: true }).click();
      await waitForPath(page, `${home()}/proposals`);
      await expectHeading(page, 'Match Proposals');
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `From ${casey.name}`, exact: true }) })
        .getByText(EVENING.proposalTime, { exact: true })
        .waitFor();
      await phoneCheck(page, 'the proposals page of the receiver');
      await page.goto('/match-proposals');
      await expectHeading(page, 'Match Proposals');
      await expectText(page, EVENING.proposalTime);
      await phoneCheck(page, 'the proposals of every league');
    });
  });
});
