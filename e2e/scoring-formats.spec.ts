import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount } from './support/api';
import { PHONE, newContext } from './support/browser';
import type { Page } from 'playwright-core';
import { createLeaguePlayer, matchBetween, type LeaguePlayer, type PlayedMatch } from './support/league-play';
import { createOpenLeague, startLeague, type CreatedLeague } from './support/league-setup';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, rowWithText, waitForPath } from './support/ui';

/**
 * A league that plays a third-set match tiebreak (issue 36, ADR 071), on a phone: the league home names the
 * format, the score form takes the tiebreak's points in set 3 (10-8, which a best-of-three form would cap at 7),
 * and the result reads the same way, winner first, on the league home and in the match history (ADR 072).
 */

let avery: LeaguePlayer;
let blake: LeaguePlayer;
let league: CreatedLeague;
let match: PlayedMatch;

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  const admin = await ApiSession.signIn(server.baseUrl, await createAdminAccount(owner));
  avery = await createLeaguePlayer(owner, 'Avery', 'Ace');
  blake = await createLeaguePlayer(owner, 'Blake', 'Baseline');
  league = await createOpenLeague(admin, `Tiebreak League ${Date.now().toString(36)}`, {
    scoringFormat: 'match_tiebreak',
  });
  for (const player of [avery, blake]) {
    await player.session.request('POST', 'registrations/registerPlayer', {
      player_id: player.playerId,
      league_id: league.id,
    });
  }
  await startLeague(admin, league.id);
  match = await matchBetween(avery, blake, league.id);
});

/** Sets a counter to `value` as a person typing a number would: select what is there and type over it. */
async function enter(page: Page, label: string, value: number) {
  const counter = page.getByRole('textbox', { name: label, exact: true });
  await counter.fill(String(value));
  assert.equal(await counter.inputValue(), String(value), label);
}

test('a match tiebreak is entered as its points and reads the same on every page', async () => {
  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    avery,
    'scoring-formats',
    async (page) => {
      const home = `/leagues/${league.id}`;
      await page.goto(home);
      await expectText(
        page,
        'Scoring: Two sets and a match tiebreak. Two sets to 6 games; at one set all, a match tiebreak to 10 points, won by 2.',
      );

      await page.goto(`${home}/match/${match.id}/score`);
      await expectHeading(page, 'Match Score Entry');
      await expectText(page, 'Third set: match tiebreak to 10 (enter its points, e.g. 10-8)');
      await enter(page, `Set 1, ${avery.name} games`, 6);
      await enter(page, `Set 1, ${blake.name} games`, 4);
      await enter(page, `Set 2, ${avery.name} games`, 3);
      await enter(page, `Set 2, ${blake.name} games`, 6);
      await enter(page, `Set 3, ${avery.name} points`, 10);
      await enter(page, `Set 3, ${blake.name} points`, 8);
      await page.getByRole('radio', { name: 'Completed normally', exact: true }).check();
      await checkPageAt(page, 'the score form of a match tiebreak league', PHONE);
      const submit = page.getByRole('button', { name: 'Submit Score', exact: true });
      assert.equal(await submit.isEnabled(), true, 'Submit Score is enabled for 6-4, 3-6, 10-8');
      await submit.click();
      await expectText(page, 'Score submitted!');

      await waitForPath(page, home);
      const result = 'You beat Blake Baseline 6-4, 3-6, match tiebreak 10-8';
      await expectText(page, `Score: ${result}`);
      await checkPageAt(page, 'the league home with a match tiebreak result', PHONE);

      await page.goto(`${home}/schedule/full`);
      await expectHeading(page, 'Match History');
      await rowWithText(page, `${match.homeName} vs ${match.awayName}`).getByText(result, { exact: true }).waitFor();
      await checkPageAt(page, 'the match history with a match tiebreak result', PHONE);
    },
  );
});
