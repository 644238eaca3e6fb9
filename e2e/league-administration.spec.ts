import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { ApiSession, createAdminAccount, createPlayerAccount, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import {
  boardColumn,
  completeProfile,
  dragHandle,
  dragWithKeyboard,
  dragWithMouse,
  expectNoSidewaysScroll,
  leagueIdByName,
  myLeagues,
} from './support/leagues';
import { useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectText,
  signInContext,
  waitForAnimations,
  waitForPath,
  withScreenshotOnFailure,
} from './support/ui';

/**
 * League administration end to end (accounts-and-admin sections 2 to 5): an admin adds a location, creates a
 * region inline and a league in the editor, opens and closes registration around three players registering
 * on /register, creates two
 * divisions, places the players by mouse, keyboard and Select, saves a draft that survives a reload,
 * publishes, is refused Start League while a player is unassigned, and starts the league. Every page and
 * dialog passes axe at 1280 and 375 px, and nothing scrolls sideways on the phone.
 */

const LEAGUE = 'Riverside Summer Singles';
const UNASSIGNED_MESSAGE =
  'Cannot start league: There are unassigned players. Please assign all players to a division before starting the league.';

let admin: Account;
const players = {} as Record<'alice' | 'ben' | 'cara', Account & { name: string }>;

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  admin = await createAdminAccount(owner);
  for (const [key, first, last, rating, gender] of [
    ['alice', 'Alice', 'Archer', 4, 'Ladies'],
    ['ben', 'Ben', 'Baker', 3.5, 'Mens'],
    ['cara', 'Cara', 'Cole', 3, 'Ladies'],
  ] as const) {
    const account = await createPlayerAccount(owner, { firstname: first, lastname: last });
    // Registration asks for a complete profile first; that page is another slice's.
    await completeProfile(server.baseUrl, account, { rating, gender });
    players[key] = { ...account, name: `${first} ${last}` };
  }
});

async function checkA11y(page: Page, label: string) {
  await waitForAnimations(page);
  await expectNoSeriousA11yViolations(page, label);
}

/** A toast (or any text) with exactly these words, then it is left to go away by itself. */
const expectToast = (page: Page, text: string) => expectText(page, text);

/** Clicks a forward-step button and confirms the 'cannot be undone' dialog it opens. */
async function confirmStep(page: Page, label: string, { checkA11yAs }: { checkA11yAs?: string } = {}) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expectText(dialog, `${label}? This action cannot be undone.`);
  if (checkA11yAs) await checkA11y(page, checkA11yAs);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test.describe('league administration', () => {
  // One league, taken step by step from a draft to active.
  test.describe.configure({ mode: 'serial' });

  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async () => {
    context = await newContext(suite.browser, suite.server.baseUrl, DESKTOP);
    await signInContext(context, admin);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('an admin adds a location, then creates a league with a new region in the editor', async () => {
    await withScreenshotOnFailure(page, 'league-admin-create', async () => {
      await page.goto('/locations');
      await expectHeading(page, 'Manage Locations');
      await page.getByRole('button', { name: 'Add New Location' }).click();
      const locationDialog = page.getByRole('dialog', { name: 'Add Location' });
      await locationDialog.getByLabel('Name', { exact: true }).fill('Riverside Park Courts');
      await locationDialog.getByLabel('Address', { exact: true }).fill('1 River Road, Riverside, CA');
      await locationDialog.getByLabel('Lights on Courts?').check();
      await locationDialog.getByRole('button', { name: 'Add Location' }).click();
      await expectToast(page, 'Location created successfully!');
      await locationDialog.waitFor({ state: 'hidden' });

      await page.goto('/admin/leagues-registrations');
      await expectHeading(page, 'League Management');
      await expectText(page, 'No leagues yet');
      await checkA11y(page, 'League Management (empty) at 1280 px');

      await page.getByRole('link', { name: 'Create New League' }).click();
      await waitForPath(page, '/admin/leagues/editor');
      await expectHeading(page, 'Create League');

      // Saving with nothing filled in says what is missing, under each field.
      await page.getByRole('button', { name: 'Create League', exact: true }).click();
      await expectText(page, 'League name is required');
      await expectText(page, 'Play end date is required');

      await page.getByLabel('League Name', { exact: true }).fill(LEAGUE);
      await page.getByLabel('League Type', { exact: true }).selectOption('Singles');
      await page.getByLabel('Season', { exact: true }).fill('Summer 2026');
      await page.getByLabel('Age Category', { exact: true }).selectOption('Adult');
      await page.getByLabel('Gender', { exact: true }).selectOption('coed');
      await page.getByLabel('Registration Start', { exact: true }).fill('2026-05-01');
      await page.getByLabel('Registration End', { exact: true }).fill('2026-04-15');
      await page.getByLabel('Play Start', { exact: true }).fill('2026-05-20');
      await page.getByLabel('Play End', { exact: true }).fill('2026-08-30');
      await page.getByRole('button', { name: 'Create League', exact: true }).click();
      await expectText(page, 'Registration end must be after registration start');
      await page.getByLabel('Registration End', { exact: true }).fill('2026-05-15');

      await page.getByRole('button', { name: 'Add region' }).click();
      await page.getByLabel('City/Area', { exact: true }).fill('Riverside');
      await page.getByRole('button', { name: 'Add Region', exact: true }).click();
      await expectText(page, 'Both City/Area and State are required');
      await checkA11y(page, 'league editor with the new region form at 1280 px');
      await page.getByLabel('State', { exact: true }).fill('CA');
      await page.getByRole('button', { name: 'Add Region', exact: true }).click();
      await expectToast(page, 'Region added successfully!');
      assert.equal(
        await page.getByLabel('Region', { exact: true }).locator('option:checked').textContent(),
        'Riverside, CA',
      );

      await page.getByLabel('Entry Fee', { exact: true }).fill('25.50');
      await page.getByLabel('Max Registrations', { exact: true }).fill('16');
      await page.getByLabel('Rules', { exact: true }).fill('Best of three sets; third set a match tie-break.');
      await page.getByRole('button', { name: 'Create League', exact: true }).click();
      await expectToast(page, 'League created successfully!');
      const saved = page.getByRole('dialog', { name: 'League Saved' });
      await saved.waitFor();
      await checkA11y(page, 'League Saved dialog at 1280 px');
      await saved.getByRole('button', { name: 'Go to League Management' }).click();
      await waitForPath(page, '/admin/leagues-registrations');
      await page.getByRole('row').filter({ hasText: LEAGUE }).getByText('Draft', { exact: true }).waitFor();
      await page.getByRole('cell', { name: 'Riverside', exact: true }).waitFor();
      await checkA11y(page, 'League Management at 1280 px');

      const session = await ApiSession.signIn(suite.server.baseUrl, admin);
      const league = await session.request<{ entry_fee: number; region: { city_area: string } }>(
        'GET',
        `leagues/get?league_id=${await leagueIdByName(session, LEAGUE)}`,
      );
      assert.equal(league.entry_fee, 25.5);
      assert.equal(league.region.city_area, 'Riverside');
    });
  });

  /** A player registers their primary player on /register, in a browser of their own. */
  async function registerOnRegisterPage(player: Account & { name: string }) {
    const own = await newContext(suite.browser, suite.server.baseUrl, DESKTOP);
    try {
      await signInContext(own, player);
      const registerPage = await own.newPage();
      await withScreenshotOnFailure(registerPage, `league-admin-register-${player.name}`, async () => {
        await registerPage.goto('/register');
        await registerPage.getByRole('radio', { name: LEAGUE }).click();
        await registerPage.getByRole('button', { name: 'Register Now' }).click();
        await expectToast(registerPage, 'Registration successful!');
      });
    } finally {
      await own.close();
    }
  }

  test('registration opens, three players register on /register, registration closes', async () => {
    await withScreenshotOnFailure(page, 'league-admin-registration', async () => {
      await page.goto('/admin/leagues-registrations');
      await page.getByRole('button', { name: `Manage ${LEAGUE}` }).click();
      await page.getByRole('heading', { level: 2, name: LEAGUE }).waitFor();
      await page.getByRole('listitem').and(page.locator('[aria-current="step"]')).getByText('Draft').waitFor();
      await checkA11y(page, 'Manage panel (draft) at 1280 px');

      await page.getByRole('button', { name: 'Open Registration', exact: true }).click();
      await expectToast(page, 'League status updated to Registration Open');

      for (const player of Object.values(players)) await registerOnRegisterPage(player);

      await page.getByRole('button', { name: 'Close Registration', exact: true }).click();
      await expectToast(page, 'League status updated to Registration Closed');
      for (const player of Object.values(players))
        await boardColumn(page, 'Unassigned').getByText(player.name).waitFor();
    });
  });

  test('divisions are created and players placed by mouse and keyboard; the draft survives a reload', async () => {
    await withScreenshotOnFailure(page, 'league-admin-placement', async () => {
      for (const [name, rank, gender] of [
        ['Division A', '3.5', 'coed'],
        ['Division B', '4.0', 'coed'],
      ] as const) {
        await page.getByRole('button', { name: 'Create Division', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Create Division' });
        await dialog.waitFor();
        if (name === 'Division A') {
          await dialog.getByRole('button', { name: 'Create Division' }).click();
          await expectText(dialog, 'Please fill in all required fields.');
          await checkA11y(page, 'Create Division dialog at 1280 px');
        }
        await dialog.getByLabel('Division Name', { exact: true }).fill(name);
        await dialog.getByLabel('Rank Level', { exact: true }).selectOption(rank);
        await dialog.getByLabel('Gender', { exact: true }).selectOption(gender);
        await dialog.getByRole('button', { name: 'Create Division' }).click();
        await expectToast(page, 'Division created!');
        await dialog.waitFor({ state: 'hidden' });
        await boardColumn(page, name).waitFor();
      }

      const { alice, ben, cara } = players;
      await waitForAnimations(page);
      await dragWithMouse(page, dragHandle(page, alice.name), boardColumn(page, 'Division A'));
      await boardColumn(page, 'Division A').getByText(alice.name).waitFor();

      await dragWithKeyboard(page, ben.name, ['Division A', 'Division B']);
      await boardColumn(page, 'Division B').getByText(ben.name).waitFor();
      await expectText(page, '2 unsaved changes.');
      await checkA11y(page, 'Manage panel with placements at 1280 px');

      await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
      await expectToast(page, 'Draft saved!');
      await expectText(page, 'All changes saved.');

      await page.reload();
      await page.getByRole('heading', { level: 2, name: LEAGUE }).waitFor();
      await boardColumn(page, 'Division A').getByText(alice.name).waitFor();
      await boardColumn(page, 'Division B').getByText(ben.name).waitFor();
      await boardColumn(page, 'Unassigned').getByText(cara.name).waitFor();
    });
  });

  test('publishing, Start League refused while a player is unassigned, then started', async () => {
    await withScreenshotOnFailure(page, 'league-admin-start', async () => {
      const { cara } = players;
      await page.getByRole('button', { name: 'Publish Divisions', exact: true }).click();
      await expectToast(page, 'League divisions published successfully!');
      await page.locator('[aria-current="step"]').getByText('Pending Start').waitFor();

      await confirmStep(page, 'Start League', { checkA11yAs: 'Start League confirmation at 1280 px' });
      await expectToast(page, UNASSIGNED_MESSAGE);

      await page.getByLabel(`Division for ${cara.name}`, { exact: true }).selectOption({ label: 'Division B' });
      await boardColumn(page, 'Division B').getByText(cara.name).waitFor();
      await page.getByRole('button', { name: 'Publish Assignments', exact: true }).click();
      await expectToast(page, 'Assignments published!');

      await confirmStep(page, 'Start League');
      await expectToast(page, 'League status updated to Active');
      await page.locator('[aria-current="step"]').getByText('Active').waitFor();
      await page.getByRole('button', { name: 'Start Playoffs', exact: true }).waitFor();

      for (const player of Object.values(players)) {
        const entries = await myLeagues(suite.server.baseUrl, player);
        assert.deepEqual(
          entries.map((entry) => [entry.league_name, entry.league_status]),
          [[LEAGUE, 'active']],
          `${player.name}'s leagues`,
        );
        // My Leagues shows it too, and now that it has started, as a link to the league's page.
        const own = await newContext(suite.browser, suite.server.baseUrl, DESKTOP);
        try {
          await signInContext(own, player);
          const mine = await own.newPage();
          await mine.goto('/my-leagues');
          const link = mine.getByRole('link', { name: LEAGUE });
          await link.waitFor();
          assert.equal(await link.getAttribute('href'), `/leagues/${entries[0]?.league_id}`);
        } finally {
          await own.close();
        }
      }
    });
  });

  test('every league page and dialog at 375 px: no sideways scroll, no serious axe findings', async () => {
    const phone = await newContext(suite.browser, suite.server.baseUrl, PHONE);
    try {
      await signInContext(phone, admin);
      const small = await phone.newPage();
      await withScreenshotOnFailure(small, 'league-admin-phone', async () => {
        await small.goto('/admin/leagues-registrations');
        await small.getByRole('list', { name: 'Leagues' }).getByRole('heading', { name: LEAGUE }).waitFor();
        await expectNoSidewaysScroll(small, 'League Management at 375 px');
        await checkA11y(small, 'League Management at 375 px');

        await small.getByRole('button', { name: `Manage ${LEAGUE}` }).click();
        await small.getByRole('heading', { level: 2, name: LEAGUE }).waitFor();
        await boardColumn(small, 'Division B').getByText(players.cara.name).waitFor();
        await expectNoSidewaysScroll(small, 'Manage panel at 375 px');
        await checkA11y(small, 'Manage panel at 375 px');

        // On a phone the Select places a player; the change is only on the board until saved.
        await small
          .getByLabel(`Division for ${players.cara.name}`, { exact: true })
          .selectOption({ label: 'Division A' });
        await boardColumn(small, 'Division A').getByText(players.cara.name).waitFor();
        await expectText(small, '1 unsaved change.');
        await expectNoSidewaysScroll(small, 'Manage panel with an unsaved move at 375 px');

        await small.getByRole('button', { name: 'Create Division', exact: true }).click();
        await small.getByRole('dialog', { name: 'Create Division' }).waitFor();
        await expectNoSidewaysScroll(small, 'Create Division dialog at 375 px');
        await checkA11y(small, 'Create Division dialog at 375 px');
        await small.keyboard.press('Escape');
        await small.getByRole('dialog', { name: 'Create Division' }).waitFor({ state: 'hidden' });

        // The league is active: moving Cara would take her match with Ben away, so publishing says so first.
        await small.getByRole('button', { name: 'Publish Assignments', exact: true }).click();
        const summary = small.getByRole('dialog', { name: 'Publish Assignments' });
        await summary.getByText('This would remove 1 match.', { exact: true }).waitFor();
        await expectNoSidewaysScroll(small, 'Publish Assignments summary at 375 px');
        await checkA11y(small, 'Publish Assignments summary at 375 px');
        await summary.getByRole('button', { name: 'Cancel' }).click();
        await summary.waitFor({ state: 'hidden' });
        await boardColumn(small, 'Division A').getByText(players.cara.name).waitFor();

        await small.getByRole('button', { name: 'Start Playoffs', exact: true }).click();
        await small.getByRole('dialog', { name: 'Start Playoffs' }).waitFor();
        await checkA11y(small, 'Start Playoffs confirmation at 375 px');
        await small.getByRole('dialog', { name: 'Start Playoffs' }).getByRole('button', { name: 'Cancel' }).click();

        // The move above is still unsaved: leaving the board asks first (issue 32).
        await small.getByRole('link', { name: 'Edit League' }).click();
        const leave = small.getByRole('dialog', { name: 'Leave without saving?' });
        await leave.waitFor();
        await checkA11y(small, 'Leave without saving? at 375 px');
        await leave.getByRole('button', { name: 'Leave' }).click();
        await expectHeading(small, 'Edit League');
        assert.equal(await small.getByLabel('League Name', { exact: true }).inputValue(), LEAGUE);
        await small.getByRole('button', { name: 'Add region' }).click();
        await small.getByLabel('City/Area', { exact: true }).waitFor();
        await expectNoSidewaysScroll(small, 'league editor at 375 px');
        await checkA11y(small, 'league editor at 375 px');
        await small.getByRole('button', { name: 'Cancel', exact: true }).first().click();

        await small.getByRole('button', { name: 'Save Changes', exact: true }).click();
        await expectToast(small, 'League updated successfully!');
        await small.getByRole('dialog', { name: 'League Saved' }).waitFor();
        await expectNoSidewaysScroll(small, 'League Saved dialog at 375 px');
        await checkA11y(small, 'League Saved dialog at 375 px');
        await small.getByRole('button', { name: 'Stay Here' }).click();
        await small.getByRole('dialog', { name: 'League Saved' }).waitFor({ state: 'hidden' });

        await small.goto('/admin/leagues/editor');
        await expectHeading(small, 'Create League');
        await expectNoSidewaysScroll(small, 'new league editor at 375 px');
        await checkA11y(small, 'new league editor at 375 px');
      });
    } finally {
      await phone.close();
    }
  });
});
