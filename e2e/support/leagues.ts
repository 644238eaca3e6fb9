import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { ApiSession, type Credentials } from './api';

/** A league entry of GET leagues/myLeagues. */
export interface MyLeagueEntry {
  league_id: number;
  league_name: string;
  league_status: string;
}

interface OwnPlayer {
  id: number;
  primary_player: boolean;
  first_name: string;
  last_name: string;
}

/**
 * Fills in what registration asks of a profile (rating and play type, besides the names), as the player
 * would on /profile.
 */
export async function completeProfile(
  baseUrl: string,
  player: Credentials,
  details: { rating: number; gender: 'Mens' | 'Ladies' },
): Promise<void> {
  const session = await ApiSession.signIn(baseUrl, player);
  const players = await session.request<OwnPlayer[]>('GET', 'players/getMyPlayers');
  const primary = players.find((candidate) => candidate.primary_player);
  assert.ok(primary, `${player.email} has no primary player`);
  await session.request('PUT', 'players/update', {
    id: primary.id,
    first_name: primary.first_name,
    last_name: primary.last_name,
    ...details,
  });
}

/** The player's leagues as the dashboard and My Leagues read them. */
export async function myLeagues(baseUrl: string, player: Credentials): Promise<MyLeagueEntry[]> {
  const session = await ApiSession.signIn(baseUrl, player);
  return session.request<MyLeagueEntry[]>('GET', 'leagues/myLeagues');
}

/** The id of a league by its name, from the admin's list. */
export async function leagueIdByName(admin: ApiSession, name: string): Promise<number> {
  const leagues = await admin.request<{ id: number; name: string }[]>('GET', 'leagues/all');
  const found = leagues.find((league) => league.name === name);
  assert.ok(found, `no league named ${name}`);
  return found.id;
}

// --- The placement board of the Manage panel ---

/** A division column (or Unassigned) of the board: a region named by its heading. */
export const boardColumn = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A player card's drag handle: a button named by the player's name and rating. */
export const dragHandle = (page: Page, playerName: string) =>
  page.getByRole('button', { name: new RegExp(`^${playerName} (Rating|No rating)`) });

/** dnd-kit's live region, where the moves are announced for screen readers. */
const announcements = (page: Page) => page.locator('[id^="DndLiveRegion"]');

export async function expectAnnouncement(page: Page, text: string) {
  await announcements(page).filter({ hasText: text }).waitFor({ state: 'attached' });
}

/**
 * Drags a player card onto a column with the mouse, in small steps as a hand would. Each position is measured
 * just before it is used: the page may still be scrolling (a closing dialog hands focus back to its button).
 */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  // hover() waits until the handle is visible, still and the one to receive the pointer.
  await handle.hover();
  const from = await handle.boundingBox();
  assert.ok(from, 'the card is not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.down();
  // Past the few pixels the board waits for before a press becomes a drag.
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
  await handle.and(page.locator('[aria-pressed="true"]')).waitFor();
  const to = await target.boundingBox();
  assert.ok(to, 'the column is not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 80), { steps: 20 });
  await page.mouse.up();
}

/**
 * Moves a player card with the keyboard: Space picks it up, each ArrowRight carries it one column on, Space
 * drops it. Each step waits for its announcement, as a screen reader user would hear it.
 */
export async function dragWithKeyboard(page: Page, playerName: string, columnsOnward: string[]): Promise<void> {
  const handle = dragHandle(page, playerName);
  await handle.focus();
  await page.keyboard.press('Space');
  await expectAnnouncement(page, `Picked up ${playerName} from`);
  // dnd-kit starts listening for the arrow keys in a timeout it sets on pick-up, and the announcement may be
  // drawn before that timeout has run (ADR 042, "When what effects change is drawn"). No hand is that quick;
  // a test is, on a busy machine: one task of the page's own, queued after dnd-kit's, lets it run first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  for (const column of columnsOnward) {
    await page.keyboard.press('ArrowRight');
    await expectAnnouncement(page, `Moved ${playerName} over ${column}.`);
  }
  await page.keyboard.press('Space');
  await expectAnnouncement(page, `Dropped ${playerName} in ${columnsOnward.at(-1)}.`);
}

/** Fails when the page is wider than the window (a phone would scroll sideways). */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${label} scrolls sideways: ${scrollWidth} > ${clientWidth}`);
}
