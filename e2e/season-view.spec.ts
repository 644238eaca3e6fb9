import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, type Account } from './support/api';
import { PHONE, newContext } from './support/browser';
import {
  createLeaguePlayer,
  createStartedLeague,
  matchBetween,
  submitScore,
  type LeaguePlayer,
} from './support/league-play';
import type { CreatedLeague } from './support/league-setup';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, rowWithCell, waitForPath } from './support/ui';

/**
 * The admin's season view (issue 36), on a phone: from League Management's Season to the league's one division
 * with its progress, a score awaiting confirmation, a dispute kept in place with Keep Score, and a player who
 * has not started; then the standings CSV downloaded and read. A player's standings open a place's "Why?".
 * Every page passes axe and nothing scrolls sideways at 375 px.
 */

let admin: Account;
let league: CreatedLeague;
let players: { ana: LeaguePlayer; bo: LeaguePlayer; cy: LeaguePlayer; di: LeaguePlayer };
const shown = { pending: '', disputed: '' };

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  admin = await createAdminAccount(owner);
  const adminSession = await ApiSession.signIn(server.baseUrl, admin);
  players = {
    ana: await createLeaguePlayer(owner, 'Ana', 'Ace'),
    bo: await createLeaguePlayer(owner, 'Bo', 'Baseline'),
    cy: await createLeaguePlayer(owner, 'Cy', 'Court'),
    di: await createLeaguePlayer(owner, 'Di', 'Drop'),
  };
  const { ana, bo, cy } = players;
  league = await createStartedLeague(adminSession, `Season League ${Date.now().toString(36)}`, Object.values(players));

  // Ana beats Bo, who has not answered yet; Bo beats Cy, who disputes it. Di has nothing arranged.
  const pending = await matchBetween(ana, bo, league.id);
  await submitScore(ana, pending, [
    [6, 4],
    [6, 3],
  ]);
  const disputed = await matchBetween(bo, cy, league.id);
  await submitScore(bo, disputed, [
    [6, 2],
    [6, 2],
  ]);
  await cy.session.request('POST', 'matches/disputeScore', { match_id: disputed.id, reason: 'It was 2-6 6-2.' });
  shown.pending = `${pending.homeName} vs ${pending.awayName}`;
  shown.disputed = `${disputed.homeName} vs ${disputed.awayName}`;
});

test('an admin follows the season, keeps a disputed score in place and downloads the standings', async () => {
  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    admin,
    'season-view',
    async (page) => {
      await page.goto('/admin/leagues-registrations');
      await expectHeading(page, 'League Management');
      await rowWithCell(page, league.name)
        .getByRole('button', { name: `Season ${league.name}`, exact: true })
        .click();
      await waitForPath(page, `/admin/leagues/${league.id}/season`);
      await expectHeading(page, `Season: ${league.name}`);

      const division = page.getByRole('region').filter({ has: page.getByRole('progressbar') });
      await expectText(division, '2 of 6 matches played');
      await expectText(division.getByRole('list', { name: 'Scores awaiting confirmation' }), shown.pending);
      await expectText(division.getByRole('list', { name: 'Disputed scores' }), 'Reason given: It was 2-6 6-2.');
      await expectText(division.getByRole('list', { name: 'Not played or scheduled yet' }), players.di.name);
      await checkPageAt(page, 'the season view', PHONE);

      await division.getByRole('button', { name: `Keep the entered score of ${shown.disputed}` }).click();
      await expectText(page, 'Dispute resolved. The score now stands.');
      await division.getByRole('list', { name: 'Disputed scores' }).waitFor({ state: 'detached' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download standings (CSV)' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^season-league-[a-z0-9]+-standings\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      assert.equal(
        lines[0],
        'Division,Rank,Player,Matches,Wins,Losses,Win %,Sets Won,Sets Lost,Set %,Games Won,Games Lost,Game %,Why',
      );
      // Ana (1-0) is ahead of Bo (1-1, the kept score counted), whom she beat.
      assert.match(
        lines[1]!,
        /^[^,]+,1,Ana Ace,1,1,0,100\.0,2,0,100\.0,12,7,63\.2,"Ahead of Bo Baseline on win percentage: 100\.0% \(1-0\) to 50\.0% \(1-1\)\. Head-to-head \(not a tie-break\): won 6-4, 6-3/,
      );
      assert.deepEqual(lines.slice(5), ['']);
    },
  );
});

test("a player opens a place's Why? on the standings", async () => {
  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    players.ana,
    'season-view-why',
    async (page) => {
      await page.goto(`/leagues/${league.id}/standings`);
      await expectHeading(page, 'League Standings');
      const why = page.getByRole('button', { name: /^Why\? Ana Ace, place / });
      assert.equal(await why.getAttribute('aria-expanded'), 'false');
      await why.click();
      assert.equal(await why.getAttribute('aria-expanded'), 'true');
      const reason = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`);
      await expectText(reason, /Head-to-head \(not a tie-break\): won 6-4, 6-3/);
      await checkPageAt(page, 'the standings with a reason open', PHONE);
    },
  );
});
