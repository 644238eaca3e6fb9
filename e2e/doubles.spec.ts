import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, unique, type Account } from './support/api';
import { PHONE, newContext } from './support/browser';
import { createLeaguePlayer, matchBetween, matchTime, submitScore, type LeaguePlayer } from './support/league-play';
import { createOpenLeague, setLeagueStatus, setProfileDetails } from './support/league-setup';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, waitForPath } from './support/ui';

/**
 * A mixed doubles league played as pairs (issue 37, ADR 078), on a phone: Ann registers with Bo as her partner,
 * Bo accepts the invitation on his dashboard; the admin places the pairs and starts the league; Bo proposes a
 * time to the other pair through the API and Di, the other pair's partner, accepts it on her league home; Ann
 * enters a score and Di confirms it for her pair; the standings list the pairs. Every page passes axe at 375 px.
 */

let admin: ApiSession;
let adminAccount: Account;
let ann: LeaguePlayer;
let bo: LeaguePlayer;
let cy: LeaguePlayer;
let di: LeaguePlayer;
let leagueId = 0;
const leagueName = `Mixed Doubles ${unique('')}`;
const annPair = 'Ann Anchor & Bo Partner';
const MATCH_AT = matchTime(2, 18, 30);

/** A league player with the Play Type a mixed pair needs. */
async function playerOf(owner: ApiSession, first: string, last: string, gender: 'Mens' | 'Ladies') {
  const player = await createLeaguePlayer(owner, first, last);
  await setProfileDetails(owner.baseUrl, player, { first_name: first, last_name: last, rating: 3.5, gender });
  return player;
}

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  adminAccount = await createAdminAccount(owner);
  admin = await ApiSession.signIn(server.baseUrl, adminAccount);
  ann = await playerOf(owner, 'Ann', 'Anchor', 'Ladies');
  bo = await playerOf(owner, 'Bo', 'Partner', 'Mens');
  cy = await playerOf(owner, 'Cy', 'Opponent', 'Mens');
  di = await playerOf(owner, 'Di', 'Opponent', 'Ladies');
  const league = await createOpenLeague(admin, leagueName, { leagueType: 'Mixed', maxRegistrations: 4 });
  leagueId = league.id;
});

const onPhone = (player: Account, name: string, body: Parameters<typeof inSignedInPage>[3]) =>
  newContext(suite.browser, suite.server.baseUrl, PHONE).then((context: BrowserContext) =>
    inSignedInPage(context, player, name, body),
  );

test.describe.configure({ mode: 'serial' });

test('a player registers for a mixed league with her partner, who accepts on his dashboard', async () => {
  await onPhone(ann, 'doubles-register', async (page) => {
    await page.goto('/register');
    await expectHeading(page, 'Register for a League');
    await page.getByText(leagueName, { exact: true }).click();
    const choice = page.getByRole('radiogroup', { name: `${leagueName} is played in pairs` });
    await choice.getByRole('radio', { name: 'Register with a partner' }).check();
    await page.getByLabel("Partner's email").fill(bo.email);
    await checkPageAt(page, 'register with a partner', PHONE);
    await page.getByRole('button', { name: 'Register and Invite Partner' }).click();
    await expectText(page, `Waiting for ${bo.name} to accept your invitation to ${leagueName}`);
  });

  await onPhone(bo, 'doubles-accept', async (page) => {
    await page.goto('/dashboard');
    const invitation = page.getByRole('region', { name: `${ann.name} asked you to be their partner in ${leagueName}` });
    await invitation.waitFor();
    await checkPageAt(page, 'dashboard with a partner invitation', PHONE);
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await invitation.waitFor({ state: 'detached' });
  });

  const pairs = await admin.request<{ pairs: { status: string; anchor: { player_id: number } }[] }>(
    'GET',
    `pairs/list?league_id=${leagueId}`,
  );
  assert.deepEqual(
    pairs.pairs.map((pair) => [pair.anchor.player_id, pair.status]),
    [[ann.playerId, 'complete']],
  );
});

test('the admin places the two pairs and starts the league: a round robin between pairs', async () => {
  const invitation = await cy.session.request<{ id: number }>('POST', 'pairs/invite', {
    league_id: leagueId,
    player_id: cy.playerId,
    partner_email: di.email,
  });
  await di.session.request('PUT', 'pairs/accept', { pair_id: invitation.id });
  await setLeagueStatus(admin, leagueId, 'registration_closed');
  await admin.request('POST', 'leagues/publish', { league_id: leagueId });
  const division = await admin.request<{ id: number }>('POST', 'divisions/create', {
    league_id: leagueId,
    division_name: 'Mixed A',
    rank_level: 3.5,
    gender: 'coed',
  });
  await admin.request('POST', 'divisions/publishAssignments', {
    league_id: leagueId,
    assignments: [ann, cy].map((anchor) => ({ division_id: division.id, player_id: anchor.playerId })),
  });
  await setLeagueStatus(admin, leagueId, 'active');

  await onPhone(adminAccount, 'doubles-board', async (page) => {
    await page.goto(`/leagues/${leagueId}/manage`);
    await expectHeading(page, 'Manage League');
    await expectText(page.getByRole('region', { name: 'Pairs' }), annPair);
    await checkPageAt(page, 'manage a doubles league', PHONE);
  });
});

test("the partner proposes for his pair and the other pair's partner accepts it", async () => {
  await bo.session.request('POST', 'match-proposals/post', {
    league_id: leagueId,
    opponent_player_id: di.playerId,
    proposed_time: new Date(MATCH_AT.input).toISOString(),
  });

  await onPhone(di, 'doubles-proposal', async (page) => {
    await page.goto(`/leagues/${leagueId}`);
    await expectHeading(page, leagueName);
    const pending = page.getByRole('list', { name: 'Pending proposals', exact: true }).getByRole('listitem');
    await pending.getByText(annPair, { exact: true }).waitFor();
    await checkPageAt(page, 'league home of a doubles league with a proposal', PHONE);
    await pending.getByRole('button', { name: new RegExp(`^Accept proposal from ${annPair} for `) }).click();
    await page.getByText('Match Proposals Waiting', { exact: true }).waitFor({ state: 'detached' });
  });

  const match = await matchBetween(ann, cy, leagueId);
  const scheduled = await bo.session.request<{ status: string }>('GET', `matches/getMatchDetails?match_id=${match.id}`);
  assert.equal(scheduled.status, 'scheduled');
});

test('one player enters the score, the other pair confirms it, and the standings list the pairs', async () => {
  const match = await matchBetween(ann, cy, leagueId);
  await submitScore(ann, match, [
    [6, 4],
    [6, 3],
  ]);

  await onPhone(di, 'doubles-confirm', async (page) => {
    await page.goto(`/leagues/${leagueId}`);
    await expectHeading(page, leagueName);
    await page.getByRole('link', { name: new RegExp(`^Awaiting your confirmation: match with ${annPair}`) }).click();
    await waitForPath(page, `/leagues/${leagueId}/match/${match.id}/score`);
    const ask = page.getByRole('region', { name: 'Is this score right?' });
    await ask.getByRole('button', { name: 'Confirm Score', exact: true }).click();
    await expectText(page, 'Score confirmed.');
  });

  await onPhone(bo, 'doubles-standings', async (page) => {
    await page.goto(`/leagues/${leagueId}/standings`);
    await expectHeading(page, 'Standings');
    const rows = page.getByRole('row');
    await rows.filter({ hasText: annPair }).first().waitFor();
    await rows.filter({ hasText: 'Cy Opponent & Di Opponent' }).first().waitFor();
    await checkPageAt(page, 'standings of a doubles league', PHONE);
  });
});
