import type { Page } from 'playwright-core';
import { expectHeading } from './ui';

/** Who a page is opened as: each gets a browser context of its own, signed in or not. */
export type Who = 'visitor' | 'player' | 'owner';

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
