import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, unique } from './support/api';
import { PHONE, newContext } from './support/browser';
import { createLeaguePlayer, type LeaguePlayer } from './support/league-play';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, waitForPath, withScreenshotOnFailure } from './support/ui';

/**
 * A player's own private league (issue 38), on a phone: the organizer starts it from My Leagues, opens
 * registration and makes an invite link; a newcomer follows the link, signs up through it, completes the profile
 * and lands registered in the league; the organizer sees them on the Manage page; an outsider finds nothing at
 * the league's address; a revoked link says so. Every page passes axe and nothing scrolls sideways at 375 px.
 */

let organizer: LeaguePlayer;
let outsider: LeaguePlayer;
const leagueName = `Friday Friends ${Date.now().toString(36)}`;
const created = { leagueId: 0, linkPath: '' };
const newcomer = { email: `${unique('friend')}@e2e.test`, password: 'friend-password-1', name: 'Nia Newcomer' };

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  organizer = await createLeaguePlayer(owner, 'Olga', 'Organizer');
  outsider = await createLeaguePlayer(owner, 'Otto', 'Outsider');
});

const phonePage = async () => (await newContext(suite.browser, suite.server.baseUrl, PHONE)).newPage();

test.describe.configure({ mode: 'serial' });

test('a player starts a private league, opens registration and makes an invite link', async () => {
  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    organizer,
    'private-league-start',
    async (page) => {
      await page.goto('/my-leagues');
      await expectHeading(page, 'My Leagues');
      await page.getByRole('link', { name: 'Start a private league' }).first().click();
      await waitForPath(page, '/leagues/new');
      await expectHeading(page, 'Start a Private League');
      await page.getByLabel('League Name', { exact: true }).fill(leagueName);
      assert.equal(await page.getByLabel('Max Registrations', { exact: true }).inputValue(), '8');
      await checkPageAt(page, 'start a private league', PHONE);
      await page.getByRole('button', { name: 'Create Private League' }).click();

      await page.waitForURL((url) => /^\/leagues\/\d+\/manage$/.test(url.pathname));
      created.leagueId = Number(new URL(page.url()).pathname.split('/')[2]);
      await expectHeading(page, 'Manage League');
      await page.getByRole('heading', { level: 2, name: leagueName }).waitFor();
      const invites = page.getByRole('region', { name: 'Invite links' });
      await expectText(invites, /^No invite links yet\./);

      await page.getByRole('button', { name: 'Open Registration' }).click();
      await page.getByRole('button', { name: 'Close Registration' }).waitFor();

      await invites.getByRole('button', { name: 'Create invite link' }).click();
      const link = invites.getByRole('textbox', { name: 'Invite link', exact: true });
      await link.waitFor();
      const url = new URL(await link.inputValue());
      assert.equal(url.origin, suite.server.baseUrl);
      assert.match(url.pathname, /^\/leagues\/join\/[\w-]{10,}$/);
      created.linkPath = url.pathname;
      await expectText(invites, '0 used');
      await checkPageAt(page, 'manage league with an invite link', PHONE);
    },
  );
});

test('a newcomer follows the link, signs up through it, completes the profile and lands in the league', async () => {
  const page = await phonePage();
  await withScreenshotOnFailure(page, 'private-league-join', async () => {
    await page.goto(created.linkPath);
    await expectHeading(page, 'Join League');
    await page.getByRole('heading', { level: 2, name: leagueName }).waitFor();
    await expectText(page, 'Organized by Olga Organizer');
    await expectText(page, '7 places left');
    await checkPageAt(page, 'join league as a visitor', PHONE);

    await page.getByRole('link', { name: 'Sign up to join' }).click();
    await waitForPath(page, '/sign-up');
    await expectText(page, `You're joining ${leagueName}`);
    assert.equal(await page.getByLabel('Invite Code').count(), 0);
    await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newcomer.password);
    await checkPageAt(page, 'sign up through a league link', PHONE);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await waitForPath(page, created.linkPath);
    await page.getByRole('button', { name: `Join ${leagueName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await dialog.waitFor();
    await checkPageAt(page, 'join asks for the profile', PHONE);
    await dialog.getByRole('button', { name: 'Go to Profile' }).click();

    await waitForPath(page, '/profile');
    await completeProfile(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await waitForPath(page, created.linkPath);
    await page.getByRole('button', { name: `Join ${leagueName}` }).click();

    await waitForPath(page, `/leagues/${created.leagueId}`);
    await expectHeading(page, leagueName);
    await expectText(page, /^League details are not available yet\./);
    await expectText(page, 'Private');
    await checkPageAt(page, 'the private league home of a new member', PHONE);
  });
  await page.context().close();
});

test('the organizer sees the newcomer on the Manage page, an outsider finds no league, and a revoked link says so', async () => {
  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    organizer,
    'private-league-manage',
    async (page) => {
      await page.goto(`/leagues/${created.leagueId}/manage`);
      await page.getByRole('heading', { level: 2, name: leagueName }).waitFor();
      await expectText(page, new RegExp(newcomer.name));
      const invites = page.getByRole('region', { name: 'Invite links' });
      await expectText(invites, '1 used');
      await invites.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('dialog', { name: 'Revoke invite link' }).getByRole('button', { name: 'Revoke' }).click();
      await invites.getByText('Revoked', { exact: true }).waitFor();
      await checkPageAt(page, 'manage league with a revoked link', PHONE);
    },
  );

  await inSignedInPage(
    await newContext(suite.browser, suite.server.baseUrl, PHONE),
    outsider,
    'private-league-outsider',
    async (page) => {
      await page.goto(`/leagues/${created.leagueId}`);
      await expectHeading(page, 'League not available');
      assert.equal(await page.getByText(leagueName).count(), 0);
      await checkPageAt(page, 'a private league to an outsider', PHONE);

      await page.goto(created.linkPath);
      await expectHeading(page, 'Join League');
      await expectText(page, /^This invite link has been turned off by the organizer\./);
      assert.equal(await page.getByRole('button', { name: `Join ${leagueName}` }).count(), 0);
      await checkPageAt(page, 'a revoked invite link', PHONE);
    },
  );
});

async function completeProfile(page: Page) {
  await expectHeading(page, 'Profile');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First Name').click();
  await field('First Name').fill('Nia');
  await field('Last Name').fill('Newcomer');
  await field('Rating').selectOption('3.5');
  await field('Play Type').selectOption('Ladies');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectText(page, 'Profile updated successfully');
}
