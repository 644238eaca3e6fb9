import type { Page } from 'playwright-core';
import { expectHeading, expectText, rowWithText } from './ui';

/**
 * Who a page is opened as: each gets a browser context of its own, signed in or not. A league player plays in
 * a started league (see LeaguePages), which the plain player does not.
 */
export type Who = 'visitor' | 'player' | 'owner' | 'leaguePlayer';

/** A page in one state, for checks that walk many pages (axe, colour schemes). */
export interface PageState {
  name: string;
  who: Who;
  /** Brings the page into the state to check and waits until it is fully shown. */
  open: (page: Page) => Promise<void>;
  phoneOnly?: boolean;
}

// Each opener waits for content that only the finished page shows, so a check never runs on a half-drawn page.

export async function openLanding(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Join Now' }).waitFor();
}

export async function openSignIn(page: Page) {
  await page.goto('/sign-in');
  await expectHeading(page, 'Sign In');
}

export async function openSignUp(page: Page) {
  await page.goto('/sign-up');
  await expectHeading(page, 'Create your account');
}

export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expectHeading(page, /^Welcome/);
  await page.getByRole('link', { name: 'Register for League' }).waitFor();
}

export async function openProfile(page: Page) {
  await page.goto('/profile');
  await expectHeading(page, 'Profile');
  await page.getByLabel('First Name', { exact: true }).waitFor();
}

export async function openAdminDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await expectHeading(page, 'Admin Dashboard');
  await page.getByRole('link', { name: 'Manage Codes' }).waitFor();
}

/**
 * A started league as its pages need it: the league player has played one opponent (who entered the score,
 * so it waits for the league player's confirmation) and is scheduled to play the other.
 */
export interface LeaguePages {
  leagueId: number;
  leagueName: string;
  playedMatchId: number;
  playedOpponent: string;
  scheduledMatchId: number;
  scheduledOpponent: string;
}

/**
 * The league-play pages of a started league, each fully drawn: league home, division, standings, match
 * history, score entry, View Score, reschedule and My Scheduled Matches. `league` is read when a page opens,
 * so a spec can pass its fixture before setting it up.
 */
export function leaguePageStates(league: () => LeaguePages): PageState[] {
  const leaguePath = () => `/leagues/${league().leagueId}`;
  return [
    {
      name: 'league home',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto(leaguePath());
        await expectHeading(page, league().leagueName);
        await page.getByRole('list', { name: 'Scheduled matches' }).waitFor();
        await page.getByRole('list', { name: 'Past matches' }).waitFor();
      },
    },
    {
      name: 'division',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto(`${leaguePath()}/division`);
        await expectHeading(page, `Division 1 · League ${league().leagueId}`);
        await rowWithText(page, league().scheduledOpponent).waitFor();
      },
    },
    {
      name: 'standings',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto(`${leaguePath()}/standings`);
        await expectHeading(page, 'League Standings');
        await expectText(page, /^You are ranked #\d+ in your division$/);
        await page.locator('tr[aria-current="true"]').waitFor();
      },
    },
    {
      name: 'match history',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto(`${leaguePath()}/schedule/full`);
        await expectHeading(page, 'Match History');
        await page
          .getByRole('table', { name: 'Matches' })
          .or(page.getByRole('list', { name: 'Matches' }))
          .waitFor();
      },
    },
    {
      name: 'score entry',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto(`${leaguePath()}/match/${league().scheduledMatchId}/score`);
        await expectHeading(page, 'Match Score Entry');
        await page.getByRole('button', { name: 'Submit Score' }).waitFor();
        await page.getByRole('region', { name: 'Change Log' }).getByRole('list').waitFor();
      },
    },
    {
      name: 'View Score asking for a confirmation',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto(`${leaguePath()}/match/${league().playedMatchId}/score`);
        await expectHeading(page, 'View Score');
        await page.getByRole('button', { name: 'Confirm Score' }).waitFor();
        await page.getByRole('region', { name: 'Change Log' }).getByRole('list').waitFor();
      },
    },
    {
      name: 'reschedule',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto(`${leaguePath()}/match/${league().scheduledMatchId}/schedule`);
        await expectHeading(page, 'Reschedule Match');
        await page.getByRole('button', { name: 'Reschedule Match' }).waitFor();
      },
    },
    {
      name: 'scheduled matches',
      who: 'leaguePlayer',
      open: async (page) => {
        await page.goto('/scheduled-matches');
        await expectHeading(page, 'Scheduled Matches');
        await page.getByRole('heading', { name: `vs ${league().scheduledOpponent}` }).waitFor();
      },
    },
  ];
}
