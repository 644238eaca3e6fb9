import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, type Account } from './support/api';
import { PHONE, newContext } from './support/browser';
import {
  createLeaguePlayer,
  matchBetween,
  matchTime,
  resultText,
  submitScore,
  type LeaguePlayer,
} from './support/league-play';
import { createOpenLeague, setLeagueStatus, type CreatedLeague } from './support/league-setup';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, rowWithCell, waitForPath } from './support/ui';

/**
 * An administrator who plays in no league looks at one (issue 34), on a phone: from League Management's View
 * to the league home, a division picked in the Division select (kept in the address), its played match with
 * the score and its scheduled one, then the division's roster and its match history. Read-only: none of a
 * player's buttons. Every page passes axe and nothing scrolls sideways at 375 px.
 */

const SILVER_SCORE = [
  [6, 3],
  [7, 5],
] as const;
const GOLD_TIME = matchTime(5, 18, 30);

let admin: Account;
let league: CreatedLeague;
const divisionIds = { gold: 0, silver: 0 };
const names = { silver: [] as string[] };
/** How the lists name each match and write its score: home side first. */
const shown = { goldMatch: '', silverMatch: '', silverScore: '' };

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  admin = await createAdminAccount(owner);
  const adminSession = await ApiSession.signIn(server.baseUrl, admin);

  const gold = [
    await createLeaguePlayer(owner, 'Gale', 'Gold'),
    await createLeaguePlayer(owner, 'Gus', 'Gilt'),
    await createLeaguePlayer(owner, 'Gia', 'Glint'),
  ];
  const silver = [await createLeaguePlayer(owner, 'Sam', 'Silver'), await createLeaguePlayer(owner, 'Sue', 'Sterling')];
  league = await createOpenLeague(adminSession, `Looked-at League ${Date.now().toString(36)}`);
  for (const player of [...gold, ...silver]) {
    await player.session.request('POST', 'registrations/registerPlayer', {
      player_id: player.playerId,
      league_id: league.id,
    });
  }
  await setLeagueStatus(adminSession, league.id, 'registration_closed');
  await adminSession.request('POST', 'leagues/publish', { league_id: league.id });
  const division = (name: string) =>
    adminSession.request<{ id: number }>('POST', 'divisions/create', {
      league_id: league.id,
      division_name: name,
      rank_level: 3.5,
      gender: 'coed',
    });
  divisionIds.gold = (await division('Gold')).id;
  divisionIds.silver = (await division('Silver')).id;
  const place = (players: LeaguePlayer[], divisionId: number) =>
    players.map((player) => ({ division_id: divisionId, player_id: player.playerId }));
  await adminSession.request('POST', 'divisions/publishAssignments', {
    league_id: league.id,
    assignments: [...place(gold, divisionIds.gold), ...place(silver, divisionIds.silver)],
  });
  await setLeagueStatus(adminSession, league.id, 'active');

  // Silver has played its match; Gold has one booked.
  const [sam, sue] = silver as [LeaguePlayer, LeaguePlayer];
  const played = await matchBetween(sam, sue, league.id);
  await submitScore(sam, played, SILVER_SCORE);
  const [gale, gus] = gold as [LeaguePlayer, LeaguePlayer];
  const booked = await matchBetween(gale, gus, league.id);
  await gale.session.request('POST', 'matches/scheduleMatch', {
    match_id: booked.id,
    match_datetime: new Date(GOLD_TIME.input).toISOString(),
  });
  names.silver = silver.map((player) => player.name);
  shown.goldMatch = `${booked.homeName} vs ${booked.awayName}`;
  shown.silverMatch = `${played.homeName} vs ${played.awayName}`;
  // Sam won: the admin, who plays neither side, reads both names, the winner first (ADR 072).
  shown.silverScore = resultText(sam.name, sue.name, SILVER_SCORE);
});

const checkPage = (page: Page, label: string) => checkPageAt(page, label, PHONE);

test('an admin who plays in no league opens one from League Management and looks at its divisions', async () => {
  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    admin,
    'admin-league-view',
    async (page) => {
      await page.goto('/admin/leagues-registrations');
      await expectHeading(page, 'League Management');
      await rowWithCell(page, league.name)
        .getByRole('button', { name: `View ${league.name}`, exact: true })
        .click();
      await waitForPath(page, `/leagues/${league.id}`);
      await expectHeading(page, league.name);
      await expectText(page, 'You are not playing in this league: you are looking at it as an administrator.');

      // The first division, Gold, with its booked match and nothing played yet.
      const picker = page.getByRole('combobox', { name: 'Division' });
      assert.equal(await picker.inputValue(), String(divisionIds.gold));
      const scheduled = page.getByRole('region', { name: 'Scheduled Matches' });
      await expectText(scheduled, shown.goldMatch);
      await expectText(scheduled, GOLD_TIME.shown);
      await expectText(
        page.getByRole('region', { name: 'Past Matches' }),
        'No matches have been played in this division yet.',
      );
      for (const name of [/Propose/, /Enter Score/, /Update Availability/, /Accept/]) {
        assert.equal(await page.getByRole('button', { name }).or(page.getByRole('link', { name })).count(), 0);
      }
      await checkPage(page, 'the league home of a league the admin looks at');

      // Silver, picked: its played match with the score, and the choice in the address to share.
      await picker.selectOption({ label: 'Silver' });
      await page.waitForURL((url) => url.searchParams.get('division') === String(divisionIds.silver));
      const past = page.getByRole('region', { name: 'Past Matches' });
      await expectText(past, shown.silverMatch);
      await expectText(past, shown.silverScore);
      await expectText(
        page.getByRole('region', { name: 'Scheduled Matches' }),
        'No matches are scheduled in this division.',
      );
      await checkPage(page, 'the league home showing Silver');

      await page.reload();
      await expectHeading(page, league.name);
      await expectText(page.getByRole('region', { name: 'Past Matches' }), shown.silverScore);
      assert.equal(await picker.inputValue(), String(divisionIds.silver));

      // The division's roster, still Silver.
      await page.getByRole('link', { name: 'View Division' }).click();
      await waitForPath(page, `/leagues/${league.id}/division`);
      await expectHeading(page, `Silver · League ${league.id}`);
      for (const name of names.silver) await rowWithCell(page, name).getByText('1 of 1').waitFor();
      await checkPage(page, 'the division page of a league the admin looks at');

      // The whole match history of a division picked here.
      await page.goto(`/leagues/${league.id}/schedule/full?division=${divisionIds.gold}`);
      await expectHeading(page, 'Match History');
      await expectText(page, shown.goldMatch);
      await checkPage(page, 'the match history of a league the admin looks at');
    },
  );
});
