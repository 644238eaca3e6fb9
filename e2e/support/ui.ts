import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Credentials } from './api';

const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Runs a test body and, when it fails, saves a full-page screenshot to e2e/artifacts/ before rethrowing. */
export async function withScreenshotOnFailure<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    try {
      await mkdir(artifactsDir, { recursive: true });
      const file = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
      await page.screenshot({ path: path.join(artifactsDir, file), fullPage: true });
    } catch {
      // The screenshot is a courtesy; the test's own error is what matters.
    }
    throw error;
  }
}

/** True when the page's path (not the host or query) is `pathname`. */
export const atPath = (pathname: string) => (url: URL) => url.pathname === pathname;

export async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL(atPath(pathname));
}

/** Waits until the exact text is on screen (toasts included); the first match is enough. */
export async function expectText(scope: Page | Locator, text: string | RegExp) {
  await scope
    .getByText(text, { exact: typeof text === 'string' ? true : undefined })
    .first()
    .waitFor();
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The value of a form field, found by its visible label. */
export async function fieldValue(page: Page | Locator, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).inputValue();
}

/** The sign-in page as a person uses it. Does not wait for the outcome. */
export async function submitSignIn(page: Page, credentials: Credentials, options: { remember?: boolean } = {}) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  if (options.remember) await page.getByLabel('Remember me for 24 hours').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signInThroughUi(page: Page, credentials: Credentials, options: { remember?: boolean } = {}) {
  await submitSignIn(page, credentials, options);
  await waitForPath(page, '/dashboard');
  await expectHeading(page, /^Welcome/);
}

/** A refused sign-in: the spec's 'unauthorized' message and a return to the landing page. */
export async function expectSignInRefused(page: Page, credentials: Credentials) {
  await submitSignIn(page, credentials);
  await expectText(page, 'unauthorized');
  await waitForPath(page, '/');
  await page.getByRole('link', { name: 'Join Now' }).waitFor();
}

/**
 * Signs a browser context in without clicking: the context's request client shares its cookie jar,
 * so pages opened afterwards are signed in.
 */
export async function signInContext(context: BrowserContext, credentials: Credentials) {
  const response = await context.request.post('/api/1.0/users/verify', {
    data: { ...credentials, rememberMe: false },
  });
  assert.equal(response.status(), 200, `sign-in of ${credentials.email} failed: ${await response.text()}`);
}

/**
 * Runs `body` on a new page of `context` signed in as `account` (with a screenshot named `name` if it fails),
 * then closes the context: each browser test's "as this person" step.
 */
export async function inSignedInPage(
  context: BrowserContext,
  account: Credentials,
  name: string,
  body: (page: Page) => Promise<void>,
) {
  try {
    await signInContext(context, account);
    const page = await context.newPage();
    await withScreenshotOnFailure(page, name, () => body(page));
  } finally {
    await context.close();
  }
}

/** The header's Main navigation: inline on a desktop, inside the Burger menu below 768 px. */
export async function openHeaderNavigation(page: Page): Promise<Locator> {
  const burger = page.getByRole('button', { name: 'Open menu' });
  const inline = page.getByRole('navigation', { name: 'Main' });
  await burger.or(inline).first().waitFor();
  if (await burger.isVisible()) {
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    return menu.getByRole('navigation', { name: 'Main' });
  }
  return inline;
}

/** Clicks the header's Logout (through the menu on a phone) and waits for the landing page. */
export async function logoutThroughHeader(page: Page) {
  const nav = await openHeaderNavigation(page);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/');
  await page.getByRole('link', { name: 'Join Now' }).waitFor();
}

/**
 * Waits for CSS transitions and finite animations (Mantine modals, drawers, toasts) to finish, so that
 * checks such as colour contrast see the final colours. Endless ones (spinners) are ignored.
 */
export async function waitForAnimations(page: Page) {
  // Mantine mounts a modal in a 'pre-entering' state and starts its transition on a later animation frame, so
  // right after the dialog appears there may be nothing running yet. Let two frames pass before looking.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * An admin list's row that has a cell whose whole text is `text`: the table row from 768 px, the card (list
 * item) on a phone, where the same value is the card's heading or one of its values.
 */
export function rowWithCell(page: Page, text: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) })
    .or(page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) }));
}

/**
 * An admin list's row (table row or phone card) that shows `text` exactly somewhere inside it, e.g. an
 * invite code beside its copy button.
 */
export function rowWithText(page: Page, text: string): Locator {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByText(text, { exact: true }) });
}
