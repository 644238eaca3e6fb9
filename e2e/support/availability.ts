import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BLOCK_SERVICE_WORKERS, DESKTOP, setStepTimeouts } from './browser';
import { expectHeading, expectText, waitForPath } from './ui';

/**
 * Availability, overlaps and proposals through the pages (league-play sections 2 and 4): a browser in a known
 * zone, the texts the pages write for a shared evening, the add form as a player fills it in, and a count of
 * the clicks a flow takes.
 */

/** The browser's zone: the pages read and show every time in it, so the expected texts follow from it. */
export const ZONE = 'America/New_York';
/** How the pages name ZONE: by its city. */
export const ZONE_NOTE = 'Times are in New York time';

/** A context like support/browser.ts newContext, in ZONE. */
export async function newZonedContext(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, timezoneId: ZONE, ...BLOCK_SERVICE_WORKERS });
  setStepTimeouts(context);
  return context;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');
const clock = (hour: number, minute = 0) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;

/** Today's calendar date in ZONE, 'yyyy-MM-dd'. */
export function todayInZone(now = Date.now()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(now));
}

/** The date `days` after a 'yyyy-MM-dd' date. */
export function addDays(date: string, days: number): string {
  const shifted = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}

/** The calendar's week (Sunday to Saturday, as US calendars show) holding a date, as ?week= names it. */
export function weekOf(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** A free evening shared by two players: what the add form takes and how each page then writes it. */
export interface SharedEvening {
  /** The date input's value, 'yyyy-MM-dd' in ZONE. */
  date: string;
  /** The start and end selects' values, '18:00'. */
  start: string;
  end: string;
  /** The overlaps page's day heading: 'Tuesday, Nov 24, 2026'. */
  dayHeading: string;
  /** A proposal's time at the evening's start (lib/match-display formatProposalTime): 'Tuesday, Nov 24 at 6:00 PM'. */
  proposalTime: string;
  /** Every start the Propose Match modal offers: the evening's start, then every 30 minutes while both are free. */
  proposalTimes: string[];
  /** A scheduled match at the evening's start (formatMatchTime): 'Tuesday, Nov 24, 2026 at 6:00 PM'. */
  matchTime: string;
  /** My Availability's range (availability-text formatSlotRange): 'Tuesday, Nov 24, 2026, 6:00 PM – 8:00 PM'. */
  slotRange: string;
}

/** The evening `days` from today in ZONE, from `startHour` to `endHour` o'clock. */
export function sharedEvening(days: number, startHour: number, endHour: number): SharedEvening {
  const date = addDays(todayInZone(), days);
  const day = new Date(`${date}T00:00:00Z`);
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
  const dayText = `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[m]} ${d}`;
  return {
    date,
    start: `${pad(startHour)}:00`,
    end: `${pad(endHour)}:00`,
    dayHeading: `${dayText}, ${y}`,
    proposalTime: `${dayText} at ${clock(startHour)}`,
    proposalTimes: Array.from(
      { length: (endHour - startHour) * 2 },
      (_, step) => `${dayText} at ${clock(startHour + Math.floor(step / 2), (step % 2) * 30)}`,
    ),
    matchTime: `${dayText}, ${y} at ${clock(startHour)}`,
    slotRange: `${dayText}, ${y}, ${clock(startHour)} – ${clock(endHour)}`,
  };
}

/**
 * Fills in and sends the league's Add Availability form, waits for its toast and for the move to the league's
 * availability 1.5 s later. `check` runs on the filled-in form before it is sent.
 */
export async function addAvailabilityThroughForm(
  page: Page,
  leagueId: number,
  evening: SharedEvening,
  check: (page: Page) => Promise<void> = async () => {},
) {
  await page.goto(`/leagues/${leagueId}/availability/add`);
  await expectHeading(page, 'Add Availability');
  await expectText(page, ZONE_NOTE);
  const form = page.getByRole('form', { name: 'Add availability' });
  // The slot is filed under the division, which the form loads first.
  await form.getByText('Loading your division...').waitFor({ state: 'detached' });
  await form.getByLabel('Date', { exact: true }).fill(evening.date);
  await form.getByLabel('Start time', { exact: true }).selectOption(evening.start);
  await form.getByLabel('End time', { exact: true }).selectOption(evening.end);
  await check(page);
  await form.getByRole('button', { name: 'Add Availability', exact: true }).click();
  await expectText(page, 'Availability added successfully!');
  await waitForPath(page, `/leagues/${leagueId}/availability`);
}

/** Clicks that are counted, for flows the spec limits to a number of clicks. */
export class ClickCounter {
  count = 0;

  async click(target: Locator) {
    await target.click();
    this.count += 1;
  }

  expectAtMost(limit: number, flow: string) {
    assert.ok(this.count <= limit, `${flow} took ${this.count} clicks; at most ${limit} are allowed`);
  }
}
