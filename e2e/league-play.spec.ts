import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, unique, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import type { CreatedLeague } from './support/league-setup';
import {
  createLeaguePlayer,
  createStartedLeague,
  gameCounter,
  instantInPage,
  matchBetween,
  matchCard,
  matchTime,
  resultText,
  tapGames,
  typeGames,
  type GamesPair,
  type LeaguePlayer,
  type PlayedMatch,
} from './support/league-play';
import { useServerAndBrowser } from './support/suite';
import { PHONE_ACTION_PX, expectEveryButtonAtLeastTarget, expectTouchTarget } from './support/touch-targets';
import { expectHeading, expectText, inSignedInPage, rowWithText, waitForPath } from './support/ui';

/**
 * League play through the pages (league-play sections 2 and 5), at a phone's and a desktop's width: a player
 * schedules their match from the league home or the division page and the opponent sees it; My Scheduled
 * Matches lists the matches of every league; a score tennis does not allow is refused with the set's message;
 * a score entered with the counters shows on both players' league homes, in one sentence with the winner first, and
 * ranks them in the standings. Every page passes axe and nothing scrolls sideways on the phone.
 *
 * The tests of one width build on each other in order, as the players would: the match is scheduled, then
 * played. Each width has its own players and leagues.
 */

const viewports = { phone: PHONE, desktop: DESKTOP } as const;
type Width = keyof typeof viewports;

// Long enough to need wrapping on a 375 px phone.
const LOCATION = `Riverside Recreation Ground Court ${unique('')}`;
const FIRST_TIME = matchTime(10, 18, 30);
// Sooner than the first: My Scheduled Matches puts its league first.
const SECOND_TIME = matchTime(5, 9, 0);
/** Avery's games first: Avery wins the first and the third set. */
const SETS: GamesPair[] = [
  [6, 4],
  [3, 6],
  [7, 6],
];

const INVALID_SET = 'Set 1: Invalid tennis score (7-3). Valid scores: 6-0 through 6-4, 7-5, or 7-6';
const WIN_BY_TWO = 'Set 1: A set must be won by 2 games, or 7-6 after a tiebreak (6-5)';

interface WidthSetup {
  avery: LeaguePlayer;
  blake: LeaguePlayer;
  casey: LeaguePlayer;
  /** Avery and Blake. */
  league: CreatedLeague;
  match: PlayedMatch;
  /** Avery and Casey, a second league of Avery's. */
  other: CreatedLeague;
  otherMatch: PlayedMatch;
}

const setups = new Map<Width, WidthSetup>();

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  const admin: Account = await createAdminAccount(owner);
  const adminSession = await ApiSession.signIn(server.baseUrl, admin);
  await adminSession.request('POST', 'locations/post', { name: LOCATION, address: null, has_lights: true });
  for (const width of Object.keys(viewports) as Width[]) {
    const avery = await createLeaguePlayer(owner, 'Avery', 'Ace');
    const blake = await createLeaguePlayer(owner, 'Blake', 'Baseline');
    const casey = await createLeaguePlayer(owner, 'Casey', 'Court');
    const league = await createStartedLeague(adminSession, `Play League ${width} ${unique('')}`, [avery, blake]);
    const other = await createStartedLeague(adminSession, `Second League ${width} ${unique('')}`, [avery, casey]);
    setups.set(width, {
      avery,
      blake,
      casey,
      league,
      match: await matchBetween(avery, blake, league.id),
      other,
      otherMatch: await matchBetween(avery, casey, other.id),
    });
  }
});

for (const [width, viewport] of Object.entries(viewports) as [Width, (typeof viewports)[Width]][]) {
  test.describe(`league play at ${viewport.width} px`, () => {
    // The match is scheduled, then played, as the players would.
    test.describe.configure({ mode: 'serial' });

    const mine = () => {
      const found = setups.get(width);
      assert.ok(found);
      return found;
    };
    const checkPage = (page: Page, label: string) => checkPageAt(page, label, viewport);

    /** A page in a browser context of its own, signed in as `account`, closed after `body`. */
    const asUser = async (account: Account, name: string, body: (page: Page) => Promise<void>) =>
      inSignedInPage(
        await newContext(suite.browser, suite.server.baseUrl, viewport),
        account,
        `league-play-${width}-${name}`,
        body,
      );

    test('a player schedules the match with an opponent, who sees it on their league home', async () => {
      const { avery, blake, league, match } = mine();
      const home = `/leagues/${league.id}`;
      await asUser(avery, 'schedule', async (page) => {
        await page.goto(home);
        await expectHeading(page, league.name);
        const daysCard = page.getByRole('region', { name: 'Days Remaining' });
        await expectText(daysCard, '1 unscheduled match');
        await expectText(page, 'You have no matches scheduled.');
        await checkPage(page, 'the league home');

        // The Schedule button of the Days Remaining card on a desktop, the division roster's on a phone.
        let schedule = daysCard.getByRole('link', { name: `Schedule match with ${blake.name}`, exact: true });
        if (width === 'phone') {
          await page.getByRole('link', { name: 'View Division' }).click();
          await waitForPath(page, `${home}/division`);
          await expectHeading(page, `Division 1 · League ${league.id}`);
          const row = rowWithText(page, blake.name);
          await row.getByText('Unscheduled', { exact: true }).waitFor();
          await checkPage(page, 'the division page');
          schedule = row.getByRole('link', { name: `Schedule match with ${blake.name}`, exact: true });
        }
        await schedule.click();
        await waitForPath(page, `${home}/match/${match.id}/schedule`);
        await expectHeading(page, 'Schedule Match');
        await page.getByRole('heading', { name: `${match.homeName} vs ${match.awayName}` }).waitFor();
        await page.getByLabel('Date and time', { exact: true }).fill(FIRST_TIME.input);
        await page.getByLabel('Location', { exact: true }).selectOption({ label: LOCATION });
        await checkPage(page, 'the schedule page');
        await page.getByRole('button', { name: 'Schedule Match', exact: true }).click();
        await expectText(page, 'Match scheduled successfully!');

        await waitForPath(page, home);
        const card = matchCard(page, 'Scheduled matches', blake.name);
        await card.getByText(FIRST_TIME.shown, { exact: true }).waitFor();
        await card.getByText(LOCATION, { exact: true }).waitFor();
        await expectText(daysCard, 'No more matches!');
        await checkPage(page, 'the league home with a scheduled match');

        if (width === 'desktop') {
          await page.getByRole('link', { name: 'View Division' }).click();
          await waitForPath(page, `${home}/division`);
          const row = rowWithText(page, blake.name);
          await row.getByText(FIRST_TIME.shown, { exact: false }).waitFor();
          await row.getByRole('link', { name: `Reschedule match with ${blake.name}`, exact: true }).waitFor();
          await checkPage(page, 'the division page with a scheduled match');
        }
      });

      await asUser(blake, 'opponent-sees-schedule', async (page) => {
        await page.goto(home);
        await expectHeading(page, league.name);
        const card = matchCard(page, 'Scheduled matches', avery.name);
        await card.getByText(FIRST_TIME.shown, { exact: true }).waitFor();
        await card.getByText(LOCATION, { exact: true }).waitFor();
        const reschedule = card.getByRole('link', { name: `Reschedule match with ${avery.name}`, exact: true });
        const enterScore = card.getByRole('link', { name: `Enter Score for match with ${avery.name}`, exact: true });
        await enterScore.waitFor();
        await checkPage(page, "the opponent's league home");
        if (width === 'phone') {
          await expectTouchTarget(reschedule, PHONE_ACTION_PX, 'Reschedule on a phone');
          await expectTouchTarget(enterScore, PHONE_ACTION_PX, 'Enter Score on a phone');
          await expectEveryButtonAtLeastTarget(page, "the opponent's league home");
        }
      });
    });

    test('My Scheduled Matches lists the scheduled matches of every league', async () => {
      const { avery, blake, casey, league, other, otherMatch } = mine();
      await asUser(avery, 'scheduled-matches', async (page) => {
        // The second league's match, scheduled without a place (it reads TBD) before any page has loaded.
        await avery.session.request('POST', 'matches/scheduleMatch', {
          match_id: otherMatch.id,
          match_datetime: await instantInPage(page, SECOND_TIME),
          location_id: null,
        });
        await page.goto('/dashboard');
        await expectHeading(page, /^Welcome/);
        await page
          .getByRole('region', { name: 'Action Center' })
          .getByRole('link', { name: 'My Scheduled Matches' })
          .click();
        await waitForPath(page, '/scheduled-matches');
        await expectHeading(page, 'Scheduled Matches');

        const first = matchCard(page, `Scheduled matches in ${league.name}`, blake.name);
        await first.getByText(FIRST_TIME.shown, { exact: true }).waitFor();
        await first.getByText(LOCATION, { exact: true }).waitFor();
        const second = matchCard(page, `Scheduled matches in ${other.name}`, casey.name);
        await second.getByText(SECOND_TIME.shown, { exact: true }).waitFor();
        await second.getByText('TBD', { exact: true }).waitFor();
        // The league with the soonest match comes first.
        assert.deepEqual(await page.getByRole('heading', { level: 2 }).allInnerTexts(), [other.name, league.name]);
        await checkPage(page, '/scheduled-matches');

        await page.getByRole('link', { name: league.name, exact: true }).click();
        await waitForPath(page, `/leagues/${league.id}`);
        await expectHeading(page, league.name);
      });
    });

    test('a score that tennis does not allow is refused with the message of its set', async () => {
      const { avery, other, otherMatch } = mine();
      const { homeName, awayName } = otherMatch;
      await asUser(avery, 'wrong-score', async (page) => {
        await page.goto(`/leagues/${other.id}/match/${otherMatch.id}/score`);
        await expectHeading(page, 'Match Score Entry');
        const submit = page.getByRole('button', { name: 'Submit Score', exact: true });
        assert.equal(await submit.isDisabled(), true, 'an empty score cannot be submitted');
        const problems = page.getByRole('list', { name: 'Problems with this score' });

        await typeGames(page, 1, homeName, 7);
        await typeGames(page, 1, awayName, 3);
        await problems.getByText(INVALID_SET, { exact: true }).waitFor();
        assert.equal(await submit.isDisabled(), true, 'Submit Score is disabled at 7-3');
        await checkPage(page, 'the score form with an invalid set');

        await tapGames(page, 1, homeName, 6);
        await tapGames(page, 1, awayName, 5);
        await problems.getByText(WIN_BY_TWO, { exact: true }).waitFor();
        assert.equal(await problems.getByText(INVALID_SET, { exact: true }).count(), 0);
        assert.equal(await submit.isDisabled(), true, 'Submit Score is disabled at 6-5');

        // A counter holds 0 to 7 whatever is typed.
        await typeGames(page, 2, homeName, 9);
        assert.equal(await gameCounter(page, 2, homeName).inputValue(), '7');

        // 6-4, 7-5 is a match: the messages go and the button comes on.
        await tapGames(page, 1, awayName, 4);
        await typeGames(page, 2, awayName, 5);
        await problems.waitFor({ state: 'detached' });
        assert.equal(await submit.isEnabled(), true, 'Submit Score is enabled for 6-4, 7-5');

        // A third set after a 2-0 win cannot have been played: the spec's words, and Submit goes off.
        await typeGames(page, 3, homeName, 6);
        await problems.getByText('Third set not needed - match was already won 2-0', { exact: true }).waitFor();
        assert.equal(await submit.isDisabled(), true, 'Submit Score is disabled for a third set after 2-0');
        await checkPage(page, 'the score form refusing a third set');
      });
    });

    test('a score entered with the counters shows on both league homes and ranks the players', async () => {
      const { avery, blake, league, match } = mine();
      const home = `/leagues/${league.id}`;
      // Avery won: every page names the winner first, with Avery's games first in each set (ADR 072).
      const averyView = resultText('You', blake.name, SETS);
      const blakeView = resultText(avery.name, 'You', SETS);

      await asUser(avery, 'enter-score', async (page) => {
        await page.goto(home);
        await matchCard(page, 'Scheduled matches', blake.name)
          .getByRole('link', { name: `Enter Score for match with ${blake.name}`, exact: true })
          .click();
        await waitForPath(page, `${home}/match/${match.id}/score`);
        await expectHeading(page, 'Match Score Entry');
        await expectText(page, FIRST_TIME.shown);

        // Taps up past 6 and back, types, and steps with the arrow key, as people do.
        await tapGames(page, 1, avery.name, 7);
        await tapGames(page, 1, avery.name, 6);
        await typeGames(page, 1, blake.name, 4);
        await typeGames(page, 2, avery.name, 3);
        await tapGames(page, 2, blake.name, 6);
        await typeGames(page, 3, avery.name, 7);
        const third = gameCounter(page, 3, blake.name);
        for (let step = 0; step < 6; step += 1) await third.press('ArrowUp');
        assert.equal(await third.inputValue(), '6');
        await page.getByRole('radio', { name: 'Completed normally', exact: true }).check();
        await checkPage(page, 'the score form filled in');
        await page.getByRole('button', { name: 'Submit Score', exact: true }).click();
        await expectText(page, 'Match score submitted successfully!');

        await waitForPath(page, home);
        const card = matchCard(page, 'Past matches', blake.name);
        await card.getByText(`Score: ${averyView}`, { exact: true }).waitFor();
        await card.getByText('Completed', { exact: true }).waitFor();
        await card.getByText('Awaiting confirmation', { exact: true }).waitFor();
        await expectText(page, 'You have no matches scheduled.');
        const opponents = page.getByRole('table', { name: 'Division Opponents' });
        await opponents
          .getByRole('row')
          .filter({ hasText: blake.name })
          .getByText(averyView, { exact: true })
          .waitFor();
        await checkPage(page, 'the league home with a played match');

        await card.getByRole('link', { name: `View Score of match with ${blake.name}`, exact: true }).click();
        await waitForPath(page, `${home}/match/${match.id}/score`);
        await expectHeading(page, 'View Score');
        await expectText(page, 'Pending confirmation');
        await expectText(page, 'Waiting for your opponent to confirm this score.');
        const score = page.getByRole('region', { name: 'Score', exact: true });
        await score.getByText(averyView, { exact: true }).waitFor();
        await score.getByText('Result: Completed', { exact: true }).waitFor();
        await score.getByText(`Winner: ${avery.name}`, { exact: true }).waitFor();
        await score.getByText(`Entered by: ${avery.name}`, { exact: true }).waitFor();
        await checkPage(page, 'View Score');

        await page.goto(`${home}/standings`);
        await expectHeading(page, 'League Standings');
        await expectText(page, 'You are ranked #1 in your division');
        const current = page.getByRole('row').and(page.locator('[aria-current="true"]'));
        await current.getByText(`${avery.name} (you)`, { exact: true }).waitFor();
        assert.equal(await current.count(), 1, "only the player's own row is highlighted");
        await checkPage(page, 'the standings');

        await page.goto(`${home}/schedule/full`);
        await expectHeading(page, 'Match History');
        const row = rowWithText(page, `${match.homeName} vs ${match.awayName}`);
        await row.getByText(averyView, { exact: true }).waitFor();
        await checkPage(page, 'the match history');

        await page.goto('/dashboard');
        await expectHeading(page, /^Welcome/);
        await page
          .getByRole('region', { name: 'Quick Stats' })
          .filter({ hasText: /Active Leagues\s*2\s*Matches Played\s*1/ })
          .waitFor();
      });

      await asUser(blake, 'opponent-sees-score', async (page) => {
        await page.goto(home);
        const card = matchCard(page, 'Past matches', avery.name);
        await card.getByText(`Score: ${blakeView}`, { exact: true }).waitFor();
        await card.getByText('Completed', { exact: true }).waitFor();
        await card
          .getByRole('link', { name: `Awaiting your confirmation: match with ${avery.name}`, exact: true })
          .waitFor();
        await checkPage(page, "the opponent's league home with a played match");

        await page.goto(`${home}/standings`);
        await expectHeading(page, 'League Standings');
        await expectText(page, 'You are ranked #2 in your division');
        const current = page.getByRole('row').and(page.locator('[aria-current="true"]'));
        await current.getByText(`${blake.name} (you)`, { exact: true }).waitFor();
        await checkPage(page, "the opponent's standings");

        await page.goto('/dashboard');
        await page
          .getByRole('region', { name: 'Quick Stats' })
          .filter({ hasText: /Matches Played\s*1/ })
          .waitFor();
      });
    });
  });
}
