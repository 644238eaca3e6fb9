import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { checkPageAt } from './support/accessibility';
import { ApiSession, createPlayerAccount, type Account } from './support/api';
import { PHONE, newContext } from './support/browser';
import { openProfile } from './support/pages';
import { useServerAndBrowser } from './support/suite';
import { expectText, signInContext, withScreenshotOnFailure } from './support/ui';

/**
 * Web Push in the browser (ADR 065), as far as headless Chromium goes. It has the Push API and shows
 * notifications, but it has no push service to register with (no Firebase Cloud Messaging here, and headless
 * refuses every subscription), so the subscription itself is covered by the component tests and the server's
 * tests with a push service of their own. Here: the profile offers notifications on a phone that allows them and
 * asks for permission on the tap, and the real service worker shows a pushed message, delivered to it through
 * the DevTools protocol exactly as a push service's message arrives.
 */

let player: Account;

const suite = useServerAndBrowser(async ({ server }) => {
  player = await createPlayerAccount(await ApiSession.signIn(server.baseUrl), { firstname: 'Nia', lastname: 'Okafor' });
});

const notificationsSection = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A phone that allows service workers, signed in, with notifications allowed or not yet asked. */
async function phone(permission: 'granted' | 'ask'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(suite.browser, suite.server.baseUrl, PHONE, { serviceWorkers: 'allow' });
  if (permission === 'granted') await context.grantPermissions(['notifications'], { origin: suite.server.baseUrl });
  await signInContext(context, player);
  return { context, page: await context.newPage() };
}

/** Until the app's service worker is active and controls the page. */
async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The id DevTools knows the site's service worker registration by, once it has reported it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string };
}

/**
 * The notifications the worker shows with `tag`, once there is one. Asked again until then: page.waitForFunction
 * cannot wait for an async check (the promise it returns is truthy at once).
 */
async function shownWithTag(page: Page, tag: string): Promise<ShownNotification[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const shown = await page.evaluate(async (wanted) => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications({ tag: wanted });
      return notifications.map(({ title, body, tag: shownTag, data }) => ({
        title,
        body,
        tag: shownTag,
        data: data as { url: string },
      }));
    }, tag);
    if (shown.length > 0) return shown;
    assert.ok(Date.now() < deadline, `timed out waiting for a notification tagged ${tag}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('the profile offers notifications on a phone and asks for permission only on the tap', async () => {
  const { context, page } = await phone('ask');
  await withScreenshotOnFailure(page, 'push-profile', async () => {
    await openProfile(page);
    await workerReady(page);
    const section = notificationsSection(page);
    await expectText(section, 'Off');
    const permissionBeforeTap = await page.evaluate(() => Notification.permission);
    assert.equal(permissionBeforeTap, 'default', 'opening the profile asks nothing');
    await checkPageAt(page, 'profile with notifications off', PHONE);

    await context.grantPermissions(['notifications'], { origin: suite.server.baseUrl });
    await section.getByRole('button', { name: 'Notify me on this device' }).click();
    // Headless Chromium has no push service: the browser refuses the subscription and the profile says so.
    await expectText(page, /^Notifications could not be turned on: /);
    await expectText(section, 'Off');
  });
  await context.close();
});

test('the service worker shows a pushed notification, and one it cannot trust leads to /notifications', async () => {
  const { context, page } = await phone('granted');
  await withScreenshotOnFailure(page, 'push-worker', async () => {
    const origin = suite.server.baseUrl;
    const cdp = await context.newCDPSession(page);
    const registration = registrationId(cdp, origin);
    await openProfile(page);
    await workerReady(page);

    const message = {
      title: 'New match proposal',
      body: 'Ana Silva proposed Sat 14 Mar, 10:00 at Riverside Courts.',
      url: '/match-proposals',
      tag: 'proposal-12',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${origin}/`,
      registrationId: await registration,
      data: JSON.stringify(message),
    });
    assert.deepEqual(await shownWithTag(page, 'proposal-12'), [
      { title: message.title, body: message.body, tag: message.tag, data: { url: '/match-proposals' } },
    ]);

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${origin}/`,
      registrationId: await registration,
      data: JSON.stringify({ ...message, tag: 'elsewhere', url: 'https://elsewhere.example/' }),
    });
    assert.deepEqual(
      (await shownWithTag(page, 'elsewhere')).map((shown) => shown.data),
      [{ url: '/notifications' }],
    );
  });
  await context.close();
});
