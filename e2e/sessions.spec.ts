import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Cookie } from 'playwright-core';
import { ApiSession, createPlayerAccount, type Account } from './support/api';
import { newContext } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { logoutThroughHeader, signInThroughUi, waitForPath, withScreenshotOnFailure } from './support/ui';

const SESSION_COOKIE = 'courtside_session';
const DAY_SECONDS = 24 * 60 * 60;
const TOLERANCE_SECONDS = 5 * 60;

let player: Account;

const suite = useServerAndBrowser(async ({ server }) => {
  player = await createPlayerAccount(await ApiSession.signIn(server.baseUrl));
});

async function sessionCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Runs `body` in a fresh browser context that is closed afterwards. */
async function inFreshContext(name: string, body: (context: BrowserContext) => Promise<void>) {
  const context = await newContext(suite.browser, suite.server.baseUrl);
  try {
    const page = await context.newPage();
    await withScreenshotOnFailure(page, name, () => body(context));
  } finally {
    await context.close();
  }
}

test("'Remember me for 24 hours' gives an HttpOnly, SameSite=Lax cookie that lasts 24 hours", async () => {
  await inFreshContext('sessions-remember-me', async (context) => {
    const [page] = context.pages();
    assert.ok(page);
    const before = Date.now() / 1000;
    await signInThroughUi(page, player, { remember: true });
    const after = Date.now() / 1000;

    const cookie = await sessionCookie(context);
    assert.ok(cookie, 'a session cookie is set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
    assert.ok(
      cookie.expires >= before + DAY_SECONDS - TOLERANCE_SECONDS &&
        cookie.expires <= after + DAY_SECONDS + TOLERANCE_SECONDS,
      `expires ${new Date(cookie.expires * 1000).toISOString()}, about 24 hours after sign-in expected`,
    );
  });
});

test('without Remember me the cookie is a browser-session cookie', async () => {
  await inFreshContext('sessions-browser-session', async (context) => {
    const [page] = context.pages();
    assert.ok(page);
    await signInThroughUi(page, player, { remember: false });

    const cookie = await sessionCookie(context);
    assert.ok(cookie, 'a session cookie is set');
    assert.equal(cookie.expires, -1);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
  });
});

test('Logout removes the cookie, and the dashboard then sends the visitor to /', async () => {
  await inFreshContext('sessions-logout', async (context) => {
    const [page] = context.pages();
    assert.ok(page);
    await signInThroughUi(page, player, { remember: true });
    const cookie = await sessionCookie(context);
    assert.ok(cookie, 'signed in with a cookie');

    await logoutThroughHeader(page);
    assert.equal(await sessionCookie(context), undefined, 'the cookie is gone after Logout');

    await page.goto('/dashboard');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();

    // The server ended the session too: a copy of the old cookie opens nothing.
    await context.addCookies([cookie]);
    await page.goto('/dashboard');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
  });
});
