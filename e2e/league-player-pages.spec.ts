import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createAdminAccount, createPlayerAccount, unique, type Account } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { createOpenLeague, setProfileDetails, startLeague, type CreatedLeague } from './support/league-setup';
import { useServerAndBrowser } from './support/suite';
import { expectHeading, expectText, inSignedInPage, rowWithCell, waitForPath } from './support/ui';

/**
 * The pages around a player's leagues and the admin's locations (accounts-and-admin section 2), at a phone's
 * and a desktop's width: Manage Locations (add, edit, delete), Register for a League (a complete profile
 * registers, a full league refuses with its reason, an incomplete profile is sent to complete it) and My
 * Leagues (empty, then the league: a link only once it has started). Every page and dialog passes axe, and
 * nothing scrolls sideways on the phone. Each width has its own accounts and leagues.
 */

const viewports = { phone: PHONE, desktop: DESKTOP } as const;
type Width = keyof typeof viewports;

// Long enough to overflow a 375 px screen unless it wraps.
const LONG_ADDRESS = 'Riverside Recreation Ground, Tennis Pavilion Entrance, 1200 Longest Boulevard Imaginable';

interface WidthSetup {
  player: Account;
  incomplete: Account;
  open: CreatedLeague;
  full: CreatedLeague;
}

let admin: Account;
let adminSession: ApiSession;
const setups = new Map<Width, WidthSetup>();

const suite = useServerAndBrowser(async ({ server }) => {
  const owner = await ApiSession.signIn(server.baseUrl);
  admin = await createAdminAccount(owner);
  adminSession = await ApiSession.signIn(server.baseUrl, admin);
  for (const width of Object.keys(viewports) as Width[]) {
    const player = await createPlayerAccount(owner, { firstname: 'Robin', lastname: `Court ${width}` });
    await setProfileDetails(server.baseUrl, player, {
      first_name: 'Robin',
      last_name: `Court ${width}`,
      rating: 4,
      gender: 'Ladies',
    });
    // Names but no rating or play type: what a new account has.
    const incomplete = await createPlayerAccount(owner, { firstname: 'Nova', lastname: `New ${width}` });
    setups.set(width, {
      player,
      incomplete,
      open: await createOpenLeague(adminSession, `Open League ${width} ${unique('')}`),
      full: await createOpenLeague(adminSession, `Full League ${width} ${unique('')}`, { maxRegistrations: 0 }),
    });
  }
});

/** The badge's text is all shown: Mantine cuts a squeezed badge's label with an ellipsis. */
async function expectWholeBadge(badge: Locator, label: string) {
  const clipped = await badge.evaluate((element) => {
    const text = element.closest('.mantine-Badge-root')?.querySelector('.mantine-Badge-label') ?? element;
    return text.scrollWidth > text.clientWidth;
  });
  assert.equal(clipped, false, `${label} is cut off`);
}

for (const [width, viewport] of Object.entries(viewports) as [Width, (typeof viewports)[Width]][]) {
  test.describe(`league player pages at ${viewport.width} px`, () => {
    const mine = () => {
      const found = setups.get(width);
      assert.ok(found);
      return found;
    };

    /** Axe on the page as it is, and at 375 px no sideways scroll. */
    const checkPage = (page: Page, label: string) => checkPageAt(page, label, viewport);

    /** A page in a browser context of its own, signed in as `account`, closed after `body`. */
    const asUser = async (account: Account, name: string, body: (page: Page) => Promise<void>) =>
      inSignedInPage(
        await newContext(suite.browser, suite.server.baseUrl, viewport),
        account,
        `league-player-${width}-${name}`,
        body,
      );

    test('an admin adds, edits and deletes a location', async () => {
      const name = `Lakeside Courts ${width}`;
      const renamed = `Lakeside Courts ${width} East`;
      await asUser(admin, 'locations', async (page) => {
        await page.goto('/locations');
        await expectHeading(page, 'Manage Locations');
        await page
          .getByText('No locations yet')
          .or(page.getByRole('table'))
          .or(page.getByRole('list'))
          .first()
          .waitFor();
        await checkPage(page, '/locations');

        await page.getByRole('button', { name: 'Add New Location' }).click();
        const addDialog = page.getByRole('dialog', { name: 'Add Location' });
        await addDialog.getByLabel('Name', { exact: true }).fill(name);
        await addDialog.getByLabel('Address', { exact: true }).fill(LONG_ADDRESS);
        await addDialog.getByLabel('Lights on Courts?').check();
        await checkPage(page, 'the Add Location dialog');
        await addDialog.getByRole('button', { name: 'Add Location' }).click();
        await expectText(page, 'Location created successfully!');
        await addDialog.waitFor({ state: 'hidden' });
        const row = rowWithCell(page, name);
        await row.getByText(LONG_ADDRESS, { exact: true }).waitFor();
        await checkPage(page, '/locations with a location');

        await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
        const editDialog = page.getByRole('dialog', { name: 'Edit Location' });
        assert.equal(await editDialog.getByLabel('Name', { exact: true }).inputValue(), name);
        assert.equal(await editDialog.getByLabel('Lights on Courts?').isChecked(), true);
        await checkPage(page, 'the Edit Location dialog');
        await editDialog.getByLabel('Name', { exact: true }).fill(renamed);
        await editDialog.getByLabel('Lights on Courts?').uncheck();
        await editDialog.getByRole('button', { name: 'Save Changes' }).click();
        await expectText(page, 'Location updated successfully!');
        await editDialog.waitFor({ state: 'hidden' });
        const renamedRow = rowWithCell(page, renamed);
        await renamedRow.getByText('No', { exact: true }).waitFor();

        await renamedRow.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete location' });
        await confirm.getByText('Are you sure you want to delete this location?').waitFor();
        await checkPage(page, 'the delete confirmation');
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
        await expectText(page, 'Location deleted successfully!');
        await renamedRow.waitFor({ state: 'detached' });
        const listed = await adminSession.request<{ name: string }[]>('GET', 'locations/all');
        assert.ok(!listed.some((location) => location.name === renamed || location.name === name));
      });
    });

    test('a player with a complete profile registers, and sees the league on My Leagues', async () => {
      const { player, open, full } = mine();
      await asUser(player, 'register', async (page) => {
        await page.goto('/my-leagues');
        await expectHeading(page, 'My Leagues');
        await expectText(page, "You aren't in any leagues!");
        await page.getByRole('link', { name: 'Register for a League' }).waitFor();
        await checkPage(page, 'empty /my-leagues');

        await page.getByRole('link', { name: 'Register for a League' }).click();
        await waitForPath(page, '/register');
        await expectHeading(page, 'Register for a League');
        const openCard = page.getByRole('radio', { name: open.name, exact: true });
        await openCard.waitFor();
        assert.equal(await page.getByRole('dialog').count(), 0, 'no complete-profile dialog');
        await page.getByRole('button', { name: 'Choose a League to Register' }).click();
        await expectText(page, 'Please select a league.');
        await checkPage(page, '/register');

        // A full league refuses, and the page says why.
        await page.getByRole('radio', { name: full.name, exact: true }).click();
        await page.getByRole('button', { name: 'Register Now' }).click();
        await expectText(page, 'Registration failed.');
        await expectText(page, 'This league is full.');

        await openCard.click();
        assert.equal(await openCard.getAttribute('aria-checked'), 'true');
        await page.getByRole('button', { name: 'Register Now' }).click();
        await expectText(page, 'Registration successful!');
        await openCard.getByText('✓ Already Registered', { exact: true }).waitFor();
        const done = page.getByRole('button', { name: 'Already Registered in this League' });
        assert.equal(await done.isDisabled(), true);
        await checkPage(page, '/register after registering');

        // Still so after a reload: it comes from the server.
        await page.reload();
        await openCard.getByText('✓ Already Registered', { exact: true }).waitFor();

        await page.goto('/my-leagues');
        const list = page.getByRole('list', { name: 'My leagues' });
        const card = list.getByRole('listitem').filter({ hasText: open.name });
        const status = card.getByText('Registration Open', { exact: true });
        await status.waitFor();
        await expectWholeBadge(status, 'the Registration Open badge');
        assert.equal(await card.getByRole('link').count(), 0, 'not a link while registration is open');
        await checkPage(page, '/my-leagues with a league');

        await startLeague(adminSession, open.id);
        await page.reload();
        const link = card.getByRole('link', { name: open.name, exact: true });
        await link.waitFor();
        assert.equal(await link.getAttribute('href'), `/leagues/${open.id}`);
        await card.getByText('Active', { exact: true }).waitFor();
        await checkPage(page, '/my-leagues with an active league');
        await link.click();
        await waitForPath(page, `/leagues/${open.id}`);
      });
    });

    test('a player with an incomplete profile is asked to complete it', async () => {
      const { incomplete } = mine();
      await asUser(incomplete, 'incomplete', async (page) => {
        await page.goto('/register');
        const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
        await dialog.waitFor();
        const missing = dialog.getByRole('list', { name: 'Missing from your profile' }).getByRole('listitem');
        assert.deepEqual(await missing.allTextContents(), ['Rating', 'Play type']);
        await checkPage(page, 'the complete-profile dialog');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await waitForPath(page, '/dashboard');

        await page.goto('/register');
        await dialog.getByRole('button', { name: 'Go to Profile' }).click();
        await waitForPath(page, '/profile');
        await expectHeading(page, 'Profile');

        const own = await ApiSession.signIn(suite.server.baseUrl, incomplete);
        assert.deepEqual(await own.request('GET', 'leagues/myLeagues'), [], 'nothing was registered');
      });
    });
  });
}
