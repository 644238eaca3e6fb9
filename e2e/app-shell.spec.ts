import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { ApiSession, createInviteCode, createPlayerAccount, unique, type Account } from './support/api';
import { BLOCK_SERVICE_WORKERS, DESKTOP, PHONE, setStepTimeouts } from './support/browser';
import {
  openAdminDashboard,
  openDashboard,
  openLanding,
  openProfile,
  openSignIn,
  openSignUp,
  type PageState,
  type Who,
} from './support/pages';
import { OWNER } from './support/server';
import { SETUP_TIMEOUT_MS, useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectText,
  openHeaderNavigation,
  signInContext,
  submitSignIn,
  waitForAnimations,
  waitForPath,
  withScreenshotOnFailure,
} from './support/ui';

/**
 * The app shell around every page: where toasts appear, the header's Back and current-page marks, the skip
 * link, focus after navigation, the focus ring, and the light and dark colour schemes.
 */

type Scheme = 'light' | 'dark';
type Viewport = typeof DESKTOP | typeof PHONE;

let owner: ApiSession;
let player: Account;
/** An invite code for the owner's Invite Codes page to list (as the server spells it). */
let listedCode: string;

const suite = useServerAndBrowser(async ({ server }) => {
  owner = await ApiSession.signIn(server.baseUrl);
  player = await createPlayerAccount(owner, { firstname: 'Shelly', lastname: 'Shell' });
  listedCode = await createInviteCode(owner, { code: unique('SHELL-'), maxUses: 3 });
});

async function newShellContext(viewport: Viewport, colorScheme: Scheme = 'light'): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport,
    colorScheme,
    ...BLOCK_SERVICE_WORKERS,
  });
  setStepTimeouts(context);
  return context;
}

/** Runs `body` on a new page in a context of its own (signed in as `account` when given), then closes it. */
async function onPage(
  name: string,
  options: { viewport: Viewport; account?: Account | typeof OWNER; colorScheme?: Scheme },
  body: (page: Page) => Promise<void>,
) {
  const context = await newShellContext(options.viewport, options.colorScheme);
  try {
    if (options.account) await signInContext(context, options.account);
    const page = await context.newPage();
    await withScreenshotOnFailure(page, name, () => body(page));
  } finally {
    await context.close();
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, `${String(locator)} has no box on screen`);
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A toast (Mantine notifications have the alert role) with this text, once it has finished sliding in. */
async function toast(page: Page, text: string | RegExp): Promise<Locator> {
  const found = page.getByRole('alert').filter({ hasText: text });
  await found.waitFor();
  await waitForAnimations(page);
  return found;
}

/** Fails if the toast covers the header, or any control listed in `controls`; checks its corner too. */
async function expectToastClearOf(
  page: Page,
  toastLocator: Locator,
  viewport: Viewport,
  controls: Locator,
  where = 'as the page stands',
) {
  const toastBox = await boxOf(toastLocator);
  const header = await boxOf(page.locator('header'));
  assert.ok(toastBox.y >= header.y + header.height, `the toast ${JSON.stringify(toastBox)} reaches into the header`);
  const covered: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    if (overlaps(toastBox, await boxOf(control))) covered.push((await control.innerText()) || String(control));
  }
  assert.deepEqual(covered, [], `controls under the toast, ${where}`);

  const centre = toastBox.x + toastBox.width / 2;
  assert.ok(toastBox.y > viewport.height / 2, `the toast is not at the bottom: ${JSON.stringify(toastBox)}`);
  if (viewport === PHONE) {
    assert.ok(Math.abs(centre - viewport.width / 2) <= 2, `the toast is not centred: ${JSON.stringify(toastBox)}`);
  } else {
    assert.ok(toastBox.x > viewport.width / 2, `the toast is not on the right: ${JSON.stringify(toastBox)}`);
  }
}

/** Every 40 px from the top of the page to its end. */
async function scrollPositions(page: Page): Promise<number[]> {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const positions = [];
  for (let top = 0; top < end; top += 40) positions.push(top);
  return [...positions, end];
}

/** What has keyboard focus: its tag, id and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? '',
      id: active?.id ?? '',
      text: active?.textContent?.trim() ?? '',
      inMain: Boolean(active?.closest('#main')),
    };
  });
}

const colorSchemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`the app shell at ${width} width (${viewport.width} px)`, () => {
    test('toasts cover neither the header, nor its buttons, nor the Save bar', async () => {
      await onPage(`shell-${width}-toast-visitor`, { viewport }, async (page) => {
        await submitSignIn(page, { email: player.email, password: 'not-the-password' });
        const refused = await toast(page, 'unauthorized');
        await expectToastClearOf(page, refused, viewport, page.locator('header').locator('a, button'));
      });

      await onPage(`shell-${width}-toast-profile`, { viewport, account: player }, async (page) => {
        await page.goto('/profile');
        await expectHeading(page, 'Profile');
        await page.getByLabel('Bio', { exact: true }).click();
        const save = page.getByRole('button', { name: 'Save', exact: true });
        await save.waitFor();
        // The connection drops as the profile is saved: the error toast comes up while Save is still needed.
        await page.route('**/api/1.0/**', (route) =>
          route.request().method() === 'GET' ? route.continue() : route.abort('connectionrefused'),
        );
        await save.click();
        // The pointer rests on the toast as soon as it is up, as on one being read, which keeps it up: it closes by
        // itself 8 s after it came, and the sweep below takes longer than that on a busy machine. (Scrolling the
        // window, unlike the wheel, is no gesture to dismiss it.)
        await page
          .getByRole('alert')
          .filter({ hasText: /^Error updating profile:/ })
          .hover();
        const failed = await toast(page, /^Error updating profile:/);
        const controls = page
          .locator('header')
          .locator('a, button')
          .or(page.getByRole('button', { name: /^(Save|Cancel)$/ }));
        // Where the form ends is on the screen or below it depending on the scroll, and on the fonts: look at each.
        for (const top of await scrollPositions(page)) {
          await page.evaluate((y) => window.scrollTo(0, y), top);
          await waitForAnimations(page);
          await expectToastClearOf(page, failed, viewport, controls, `scrolled to ${top}`);
        }
        // Scrolled to the end, the last of the page is above the bar, not under it.
        const pageEnd = await boxOf(page.locator('#main > div'));
        const bar = await boxOf(page.locator('.mantine-Paper-root').filter({ has: save }));
        assert.ok(
          pageEnd.y + pageEnd.height <= bar.y,
          `the page ends under the bar: ${JSON.stringify({ pageEnd, bar })}`,
        );
      });
    });

    test('an error toast goes away when the next attempt succeeds', async () => {
      const inviteCode = await createInviteCode(owner);
      await onPage(`shell-${width}-stale-error`, { viewport }, async (page) => {
        const password = 'shell-password-1';
        await page.goto('/sign-up');
        await expectHeading(page, 'Create your account');
        await page.getByLabel('Email', { exact: true }).fill(`${unique('shell')}@e2e.test`);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByLabel('Confirm Password', { exact: true }).fill(password);
        await page.getByLabel('Invite Code', { exact: true }).fill('NO-SUCH-CODE');
        await page.getByRole('button', { name: 'Sign Up' }).click();
        const refused = await toast(page, /^Error submitting form:/);

        await page.getByLabel('Invite Code', { exact: true }).fill(inviteCode);
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await toast(page, 'Your account was created successfully!');
        await refused.waitFor({ state: 'detached' });
        await waitForPath(page, '/dashboard');
      });
    });

    test('Tab first reaches "Skip to main content", which moves focus into the page', async () => {
      await onPage(`shell-${width}-skip-link`, { viewport, account: player }, async (page) => {
        await page.goto('/dashboard');
        await expectHeading(page, /^Welcome/);
        await page.keyboard.press('Tab');
        assert.deepEqual(await focused(page), { tag: 'A', id: '', text: 'Skip to main content', inMain: false });
        const skip = await boxOf(page.getByRole('link', { name: 'Skip to main content' }));
        assert.ok(
          skip.y >= 0 && skip.x >= 0 && skip.width > 0,
          `the focused skip link is off screen: ${JSON.stringify(skip)}`,
        );

        await page.keyboard.press('Enter');
        assert.equal((await focused(page)).id, 'main');
        await page.keyboard.press('Tab');
        assert.equal((await focused(page)).inMain, true, 'the next Tab stays inside the page');
      });
    });

    test("after a header link, focus is on the new page's h1, and the tab is named after it", async () => {
      await onPage(`shell-${width}-focus-h1`, { viewport, account: player }, async (page) => {
        await page.goto('/dashboard');
        await expectHeading(page, /^Welcome/);
        assert.equal(await page.title(), 'Dashboard · Courtside');
        const nav = await openHeaderNavigation(page);
        await nav.getByRole('link', { name: 'Profile' }).click();
        await expectHeading(page, 'Profile');
        await page.waitForFunction(() => document.activeElement?.matches('#main h1') ?? false);
        assert.equal((await focused(page)).text, 'Profile');
        assert.equal(await page.title(), 'Profile · Courtside');
      });
    });

    test('Back on a freshly opened tab goes to the dashboard instead of leaving the app', async () => {
      await onPage(`shell-${width}-back-fresh-tab`, { viewport, account: player }, async (page) => {
        await page.goto('/profile');
        await expectHeading(page, 'Profile');
        const nav = await openHeaderNavigation(page);
        await nav.getByRole('button', { name: 'Back', exact: true }).click();
        await waitForPath(page, '/dashboard');
        await expectHeading(page, /^Welcome/);
      });
    });

    test('a signed-in user who opens /sign-in or /sign-up lands on the dashboard', async () => {
      await onPage(`shell-${width}-signed-in-forms`, { viewport, account: player }, async (page) => {
        for (const pathname of ['/sign-in', '/sign-up']) {
          await page.goto(pathname);
          await waitForPath(page, '/dashboard');
          await expectHeading(page, /^Welcome/);
        }
      });
    });

    test('the header marks the current page', async () => {
      await onPage(`shell-${width}-current-page`, { viewport, account: player }, async (page) => {
        await page.goto('/profile');
        await expectHeading(page, 'Profile');
        const nav = await openHeaderNavigation(page);
        await waitForAnimations(page);
        const current = nav.getByRole('link', { name: 'Profile' });
        const other = nav.getByRole('link', { name: 'Home' });
        assert.equal(await current.getAttribute('aria-current'), 'page');
        assert.equal(await other.getAttribute('aria-current'), null);
        const look = (link: Locator) =>
          link.evaluate((element) => {
            const style = getComputedStyle(element);
            return { background: style.backgroundColor, shadow: style.boxShadow };
          });
        const [currentLook, otherLook] = [await look(current), await look(other)];
        assert.notEqual(currentLook.background, otherLook.background, 'the current page has a fill of its own');
        assert.notEqual(currentLook.shadow, 'none', 'the current page is underlined, not marked by colour alone');
      });
    });

    test('keyboard focus shows a ring, on buttons and on the profile fields in view mode', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await onPage(
          `shell-${width}-focus-ring-${colorScheme}`,
          { viewport, account: player, colorScheme },
          async (page) => {
            await page.goto('/profile');
            await expectHeading(page, 'Profile');
            // Tab past the skip link to the brand link, then on to the first header control: the Feedback button
            // on a desktop, the notifications bell (a link, beside the menu button) on a phone.
            await page.keyboard.press('Tab');
            await page.keyboard.press('Tab');
            await page.keyboard.press('Tab');
            const outline = () =>
              page.evaluate(() => {
                const active = document.activeElement;
                if (!active) return null;
                const style = getComputedStyle(active);
                return {
                  tag: active.tagName,
                  name: active.getAttribute('aria-label') ?? active.textContent,
                  style: style.outlineStyle,
                  width: parseFloat(style.outlineWidth),
                };
              });
            const onButton = await outline();
            if (viewport === PHONE) {
              assert.equal(onButton?.tag, 'A');
              assert.match(onButton?.name ?? '', /^Notifications/);
            } else {
              assert.equal(onButton?.tag, 'BUTTON');
            }
            assert.notEqual(onButton?.style, 'none');
            assert.ok((onButton?.width ?? 0) >= 2, `outline ${JSON.stringify(onButton)}`);

            await page.getByLabel('First Name', { exact: true }).focus();
            const onField = await outline();
            assert.equal(onField?.tag, 'INPUT');
            assert.notEqual(onField?.style, 'none');
            assert.ok((onField?.width ?? 0) >= 2, `outline ${JSON.stringify(onField)}`);
            assert.equal(
              await page.getByRole('button', { name: 'Save', exact: true }).count(),
              0,
              'still in view mode',
            );
          },
        );
      }
    });
  });
}

const schemePages: PageState[] = [
  {
    name: 'landing',
    who: 'visitor',
    open: openLanding,
  },
  {
    name: 'sign-in',
    who: 'visitor',
    open: openSignIn,
  },
  {
    name: 'sign-up',
    who: 'visitor',
    open: openSignUp,
  },
  {
    name: 'dashboard',
    who: 'player',
    open: openDashboard,
  },
  {
    name: 'profile',
    who: 'player',
    open: openProfile,
  },
  {
    name: 'admin dashboard',
    who: 'owner',
    open: openAdminDashboard,
  },
  {
    name: 'users',
    who: 'owner',
    open: async (page) => {
      await page.goto('/admin/users');
      await expectHeading(page, 'Manage Users');
      await expectText(page, OWNER.email);
    },
  },
  {
    name: 'invite codes',
    who: 'owner',
    open: async (page) => {
      await page.goto('/admin/invite-codes');
      await expectHeading(page, 'Invite Codes');
      await expectText(page, listedCode);
    },
  },
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test.describe(`with a system set to ${colorScheme} colours, at ${width} width`, () => {
      const contexts = new Map<Who, BrowserContext>();
      test.beforeAll(async () => {
        test.setTimeout(SETUP_TIMEOUT_MS);
        for (const [who, account] of [
          ['visitor', null],
          ['player', player],
          ['owner', OWNER],
        ] as const) {
          const context = await newShellContext(viewport, colorScheme);
          if (account) await signInContext(context, account);
          contexts.set(who, context);
        }
      });
      test.afterAll(async () => {
        await Promise.all([...contexts.values()].map((context) => context.close()));
      });

      for (const state of schemePages) {
        test(`${state.name} follows the system and passes axe`, async () => {
          const context = contexts.get(state.who);
          assert.ok(context);
          const page = await context.newPage();
          try {
            await withScreenshotOnFailure(page, `shell-${colorScheme}-${width}-${state.name}`, async () => {
              await state.open(page);
              assert.equal(await colorSchemeOf(page), colorScheme);
              await waitForAnimations(page);
              await expectNoSeriousA11yViolations(page, `${state.name} in ${colorScheme} colours at ${width} width`);
            });
          } finally {
            await page.close();
          }
        });
      }
    });
  }
}

test.describe('the colour scheme switch', () => {
  test('flips a dark system to light colours, and the choice outlasts a reload', async () => {
    await onPage('shell-switch-desktop', { viewport: DESKTOP, account: player, colorScheme: 'dark' }, async (page) => {
      await page.goto('/dashboard');
      await expectHeading(page, /^Welcome/);
      assert.equal(await colorSchemeOf(page), 'dark');
      await page.getByRole('button', { name: 'Use light colours' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'light');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(background, 'rgb(255, 255, 255)');

      await page.reload();
      await expectHeading(page, /^Welcome/);
      assert.equal(await colorSchemeOf(page), 'light');
      await page.getByRole('button', { name: 'Use dark colours' }).waitFor();

      // The choice is in place before the app's own script runs: no flash of the system's colours.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      assert.equal(await colorSchemeOf(page), 'light');
      // Nor does it wait for color-scheme.js: the server writes it into the HTML, from the switch's cookie (ADR 054).
      await page.route('**/color-scheme.js', (route) => route.abort());
      await page.reload();
      assert.equal(await colorSchemeOf(page), 'light');
    });
  });

  test('is in the phone menu and in the visitor header', async () => {
    await onPage('shell-switch-phone-menu', { viewport: PHONE, account: player }, async (page) => {
      await page.goto('/dashboard');
      await expectHeading(page, /^Welcome/);
      assert.equal(await colorSchemeOf(page), 'light');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Use dark colours' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
      await menu.getByRole('button', { name: 'Use light colours' }).waitFor();
    });

    await onPage('shell-switch-visitor', { viewport: PHONE }, async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Join Now' }).waitFor();
      await page.getByRole('button', { name: 'Use dark colours' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
      await expectText(page, 'Tennis leagues that fit your life');
    });
  });
});

test.describe('the header drawn before the app has loaded (index.html)', () => {
  test('shows the brand across the top while the JavaScript is still on its way', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await withScreenshotOnFailure(page, 'boot-header-without-js', async () => {
        await page.goto('/dashboard');
        const bootHeader = page.locator('#boot-header');
        assert.equal((await bootHeader.innerText()).trim(), 'Courtside');
        assert.deepEqual(await boxOf(bootHeader), { x: 0, y: 0, width: PHONE.width, height: 64 });
      });
    } finally {
      await context.close();
    }
  });

  test("gives way to the app's own header in the same place", async () => {
    for (const account of [undefined, player]) {
      await onPage('boot-header-replaced', { viewport: PHONE, account }, async (page) => {
        await page.goto(account ? '/dashboard' : '/');
        await expectHeading(page, account ? /^Welcome/ : 'Tennis leagues that fit your life');
        assert.equal(await page.locator('#boot-header').count(), 0);
        const header = await boxOf(page.locator('header'));
        assert.deepEqual({ y: header.y, height: header.height }, { y: 0, height: 64 });
      });
    }
  });
});
