import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createPlayerAccount, unique, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import type { CreatedLeague } from './support/league-setup';
import {
  changeLogLines,
  createLeaguePlayer,
  createStartedLeague,
  gameCounter,
  instantInPage,
  matchBetween,
  matchCard,
  matchTime,
  resultText,
  submitScore,
  tapGames,
  type GamesPair,
  type LeaguePlayer,
  type PlayedMatch,
} from './support/league-play';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, waitForPath } from './support/ui';

/**
 * What happens to a score after it is entered (ADR 028), through the pages: the opponent is asked to confirm
 * it on their league home and confirms it, at a phone's and a desktop's width; on a desktop, an opponent
 * disputes another score with a reason and an admin resolves it. The Change Log tells both players each step.
 * The matches are scheduled and scored through the API beforehand; league-play.spec.ts does that by hand.
 */

const viewports = { phone: PHONE, desktop: DESKTOP } as const;
type Width = keyof typeof viewports;

const LOCATION = `Hillside Tennis Club ${unique('')}`;
const FIRST_TIME = matchTime(7, 17, 0);
const SECOND_TIME = matchTime(8, 10, 30);
/** Avery's games first. */
const CONFIRMED_SETS: GamesPair[] = [
  [6, 4],
  [3, 6],
  [7, 6],
];
const DISPUTED_SETS: GamesPair[] = [
  [6, 3],
  [6, 2],
];
const RULED_SETS: GamesPair[] = [
  [6, 3],
  [6, 4],
];
const REASON = 'The second set was 6-4, not 6-2.';
const ADMIN_NAME = 'Morgan Umpire';

interface WidthSetup {
  avery: LeaguePlayer;
  blake: LeaguePlayer;
  league: CreatedLeague;
  /** Avery against Blake: scheduled, and scored by Avery. */
  match: PlayedMatch;
}

let admin: Account;
let owner: ApiSession;
let adminSession: ApiSession;
let locationId: number;
const setups = new Map<Width, WidthSetup>();

/** The instant of a wall-clock time in the browser's zone, read on a blank page of its own. */
async function instantOf(time: ReturnType<typeof matchTime>): Promise<string> {
  const probe = await suite.browser.newPage();
  try {
    return await instantInPage(probe, time);
  } finally {
    await probe.close();
  }
}

const suite = useServerAndBrowser(async ({ server }) => {
  owner = await ApiSession.signIn(server.baseUrl);
  const [first, last] = ADMIN_NAME.split(' ');
  admin = await createPlayerAccount(owner, { firstname: first, lastname: last });
  await owner.request('PUT', 'users/update', { id: admin.id, user_type: 'admin' });
  adminSession = await ApiSession.signIn(server.baseUrl, admin);
  const location = await adminSession.request<{ id: number }>('POST', 'locations/post', {
    name: LOCATION,
    address: null,
    has_lights: false,
  });
  locationId = location.id;
  const firstInstant = await instantOf(FIRST_TIME);
  for (const width of Object.keys(viewports) as Width[]) {
    const avery = await createLeaguePlayer(owner, 'Avery', 'Ace');
    const blake = await createLeaguePlayer(owner, 'Blake', 'Baseline');
    const league = await createStartedLeague(adminSession, `Confirm League ${width} ${unique('')}`, [avery, blake]);
    const match = await matchBetween(avery, blake, league.id);
    await avery.session.request('POST', 'matches/scheduleMatch', {
      match_id: match.id,
      match_datetime: firstInstant,
      location_id: locationId,
    });
    await submitScore(avery, match, CONFIRMED_SETS);
    setups.set(width, { avery, blake, league, match });
  }
});

for (const [width, viewport] of Object.entries(viewports) as [Width, (typeof viewports)[Width]][]) {
  test.describe(`score confirmation at ${viewport.width} px`, () => {
    const checkPage = (page: Page, label: string) => checkPageAt(page, label, viewport);

    /** A page in a browser context of its own, signed in as `account`, closed after `body`. */
    const asUser = async (account: Account, name: string, body: (page: Page) => Promise<void>) =>
      inSignedInPage(
        await newContext(suite.browser, suite.server.baseUrl, viewport),
        account,
        `league-confirm-${width}-${name}`,
        body,
      );

    test('the opponent confirms the score from their league home, and both see it in the change log', async () => {
      const setup = setups.get(width);
      assert.ok(setup);
      const { avery, blake, league, match } = setup;
      const home = `/leagues/${league.id}`;
      const log = [
        `${avery.name} scheduled the match for ${FIRST_TIME.shown} at ${LOCATION}`,
        `${avery.name} entered the score: ${resultText(avery.name, blake.name, CONFIRMED_SETS)}`,
        `${blake.name} confirmed the score`,
      ];

      await asUser(blake, 'confirm', async (page) => {
        await page.goto(home);
        await expectHeading(page, league.name);
        const card = matchCard(page, 'Past matches', avery.name);
        await card.getByText(`Score: ${resultText(avery.name, 'You', CONFIRMED_SETS)}`, { exact: true }).waitFor();
        await card
          .getByRole('link', { name: `Awaiting your confirmation: match with ${avery.name}`, exact: true })
          .click();
        await waitForPath(page, `${home}/match/${match.id}/score`);
        await expectHeading(page, 'View Score');
        await expectText(page, 'Pending confirmation');
        const ask = page.getByRole('region', { name: 'Is this score right?' });
        await expectText(
          ask,
          `${avery.name} entered this score. Confirm it, or dispute it and an admin will settle it.`,
        );
        await checkPage(page, 'View Score asking for a confirmation');

        await ask.getByRole('button', { name: 'Confirm Score', exact: true }).click();
        await expectText(page, 'Score confirmed.');
        await ask.waitFor({ state: 'detached' });
        await expectText(page.getByRole('region', { name: 'Score', exact: true }), 'Confirmed');
        assert.deepEqual(await changeLogLines(page, log.length), log);
        await checkPage(page, 'View Score of a confirmed score');

        await page.goto(home);
        await card.getByText('Completed', { exact: true }).waitFor();
        assert.equal(await card.getByRole('link', { name: /^Awaiting your confirmation/ }).count(), 0);
      });

      await asUser(avery, 'confirmed', async (page) => {
        await page.goto(home);
        const card = matchCard(page, 'Past matches', blake.name);
        await card.getByText('Completed', { exact: true }).waitFor();
        assert.equal(await card.getByText('Awaiting confirmation', { exact: true }).count(), 0);
        await card.getByRole('link', { name: `View Score of match with ${blake.name}`, exact: true }).click();
        await waitForPath(page, `${home}/match/${match.id}/score`);
        await expectText(page.getByRole('region', { name: 'Score', exact: true }), 'Confirmed');
        assert.deepEqual(await changeLogLines(page, log.length), log);
        await checkPage(page, 'View Score of a confirmed score, for the player who entered it');
      });
    });

    if (width !== 'desktop') return;

    test('an opponent disputes a score with a reason, an admin resolves it, and both players see each step', async () => {
      const setup = setups.get(width);
      assert.ok(setup);
      const { avery } = setup;
      const casey = await createLeaguePlayer(owner, 'Casey', 'Court');
      const other = await createStartedLeague(adminSession, `Dispute League ${unique('')}`, [avery, casey]);
      const match = await matchBetween(avery, casey, other.id);
      await avery.session.request('POST', 'matches/scheduleMatch', {
        match_id: match.id,
        match_datetime: await instantOf(SECOND_TIME),
        location_id: null,
      });
      await submitScore(avery, match, DISPUTED_SETS);
      const home = `/leagues/${other.id}`;
      const scorePage = `${home}/match/${match.id}/score`;
      const disputedLog = [
        `${avery.name} scheduled the match for ${SECOND_TIME.shown}`,
        `${avery.name} entered the score: ${resultText(avery.name, casey.name, DISPUTED_SETS)}`,
        `${casey.name} disputed: ${REASON}`,
      ];
      const resolvedLog = [
        ...disputedLog,
        `${ADMIN_NAME} (admin) resolved the dispute: ${resultText(avery.name, casey.name, RULED_SETS)}`,
      ];

      await asUser(casey, 'dispute', async (page) => {
        await page.goto(home);
        await matchCard(page, 'Past matches', avery.name)
          .getByRole('link', { name: `Awaiting your confirmation: match with ${avery.name}`, exact: true })
          .click();
        await waitForPath(page, scorePage);
        await page.getByRole('button', { name: 'Dispute Score', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Dispute Score' });
        await dialog.getByLabel('What is wrong with this score?', { exact: true }).fill(REASON);
        await checkPage(page, 'the Dispute Score dialog');
        await dialog.getByRole('button', { name: 'Send Dispute', exact: true }).click();
        await expectText(page, 'Score disputed. An admin will review it.');
        await dialog.waitFor({ state: 'hidden' });
        await expectText(page, 'This score is disputed');
        await expectText(page.getByRole('region', { name: 'Score', exact: true }), 'Disputed');
        assert.deepEqual(await changeLogLines(page, disputedLog.length), disputedLog);
        await checkPage(page, 'View Score of a disputed score');
      });

      await asUser(avery, 'disputed', async (page) => {
        await page.goto(home);
        await matchCard(page, 'Past matches', casey.name).getByText('Disputed', { exact: true }).waitFor();
        await checkPage(page, 'the league home with a disputed score');
      });

      await asUser(admin, 'resolve', async (page) => {
        await page.goto(scorePage);
        await expectHeading(page, 'View Score');
        const ruling = page.getByRole('region', { name: 'Resolve Dispute' });
        await ruling.getByText(`Reason given: ${REASON}`, { exact: true }).waitFor();
        // The form starts at the stored score: the admin corrects Casey's games in the second set.
        assert.equal(await gameCounter(ruling, 2, casey.name).inputValue(), '2');
        await tapGames(ruling, 2, casey.name, 4);
        await checkPage(page, 'the Resolve Dispute form');
        await ruling.getByRole('button', { name: 'Resolve Dispute', exact: true }).click();
        await expectText(page, 'Dispute resolved. The score now stands.');
        await expectText(page.getByRole('region', { name: 'Score', exact: true }), 'Resolved by an admin');
        assert.deepEqual(await changeLogLines(page, resolvedLog.length), resolvedLog);
      });

      for (const [player, opponent] of [
        [avery, casey],
        [casey, avery],
      ] as const) {
        await asUser(player, `resolved-${player.name}`, async (page) => {
          await page.goto(home);
          const card = matchCard(page, 'Past matches', opponent.name);
          const mine =
            player === avery ? resultText('You', casey.name, RULED_SETS) : resultText(avery.name, 'You', RULED_SETS);
          await card.getByText(`Score: ${mine}`, { exact: true }).waitFor();
          await card.getByRole('link', { name: `View Score of match with ${opponent.name}`, exact: true }).click();
          await waitForPath(page, scorePage);
          await expectText(page.getByRole('region', { name: 'Score', exact: true }), 'Resolved by an admin');
          assert.deepEqual(await changeLogLines(page, resolvedLog.length), resolvedLog);
          await checkPage(page, `View Score of a resolved score, for ${player.name}`);
        });
      }
    });
  });
}
