import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
// The route table is plain data: every page the server gives a boot heading is checked here, with no list to
// keep in step by hand.
import { PAGE_ROUTES } from '../packages/shared/src/web/page-routes';
import { BLOCK_SERVICE_WORKERS, DESKTOP, PHONE, setStepTimeouts } from './support/browser';
import { OWNER } from './support/server';
import { useServerAndBrowser } from './support/suite';
import { signInContext, withScreenshotOnFailure } from './support/ui';

/**
 * The boot heading (ADR 079): on a page that always opens with the same h1, the server writes that h1 into the
 * HTML, and the browser draws it with the boot header before any script has run. The app then draws its own h1
 * and removes the boot one in the same frame, so the two must be the same words in the same place, or the page
 * would jump as it starts. Each page is opened twice, on a phone and on a desktop: without JavaScript (what a
 * slow phone shows first) and with it (the app).
 */

const suite = useServerAndBrowser();

const HEADED_PAGES = PAGE_ROUTES.flatMap((route) =>
  route.bootHeading === undefined ? [] : [{ path: route.path, heading: route.bootHeading }],
);

type Viewport = typeof PHONE | typeof DESKTOP;

type Scheme = 'light' | 'dark';

async function ownerContext(
  viewport: Viewport,
  javaScriptEnabled: boolean,
  colorScheme: Scheme = 'light',
): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport,
    javaScriptEnabled,
    colorScheme,
    ...BLOCK_SERVICE_WORKERS,
  });
  setStepTimeouts(context);
  await signInContext(context, OWNER);
  return context;
}

async function onPage(
  viewport: Viewport,
  javaScriptEnabled: boolean,
  name: string,
  body: (page: Page) => Promise<void>,
  colorScheme: Scheme = 'light',
) {
  const context = await ownerContext(viewport, javaScriptEnabled, colorScheme);
  try {
    const page = await context.newPage();
    await withScreenshotOnFailure(page, name, () => body(page));
  } finally {
    await context.close();
  }
}

/**
 * Where the element's words are drawn, in whole pixels: the box of its text, not of the element, which is the
 * page's width for the boot heading and the words' width in the app's header row.
 */
async function wordsBox(locator: Locator) {
  const box = await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
  assert.ok(box.width > 0 && box.height > 0, `${String(locator)} has no words on screen`);
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

test('the route table gives the pages an administrator opens most a boot heading', () => {
  assert.ok(
    HEADED_PAGES.some((page) => page.path === '/admin/analytics'),
    'the analytics page has a boot heading',
  );
  // Only addresses without parameters: the test opens each as it is written.
  for (const page of HEADED_PAGES) assert.doesNotMatch(page.path, /[:*]/, `${page.path} has a parameter`);
});

for (const [screen, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${screen}, each page's boot heading is its h1, in the place the app draws it`, async () => {
    for (const { path, heading } of HEADED_PAGES) {
      let bootBox: Awaited<ReturnType<typeof wordsBox>> | undefined;
      await onPage(viewport, false, `boot-heading-${screen}-static${path.replaceAll('/', '-')}`, async (page) => {
        await page.goto(path);
        const boot = page.locator('#boot-heading');
        assert.equal((await boot.innerText()).trim(), heading, `${path}: the boot heading's words`);
        bootBox = await wordsBox(boot);
      });

      await onPage(viewport, true, `boot-heading-${screen}-app${path.replaceAll('/', '-')}`, async (page) => {
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
        await h1.waitFor();
        assert.equal(await page.locator('#boot-heading').count(), 0, `${path}: the app removed the boot heading`);
        assert.deepEqual(await wordsBox(h1), bootBox, `${path}: the app's h1 is where the boot heading was`);
      });
    }
  });
}

/** How an h1 is drawn: its colour and font, and the page's background behind it. */
const looks = (heading: Locator) =>
  heading.evaluate((element) => {
    const style = getComputedStyle(element);
    const { color, fontFamily, fontSize, fontWeight, lineHeight } = style;
    return {
      color,
      fontFamily,
      fontSize,
      fontWeight,
      lineHeight,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });

for (const scheme of ['light', 'dark'] as const) {
  test(`in ${scheme} colours, the boot heading is drawn as the app draws its h1`, async () => {
    let boot: Awaited<ReturnType<typeof looks>> | undefined;
    // The colour scheme is set by index.html's first script (public/color-scheme.js), which runs before the
    // first paint; the app's own code (under /assets) is held back, as it is for a while on a slow phone.
    await onPage(
      PHONE,
      true,
      `boot-heading-${scheme}-static`,
      async (page) => {
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/admin/analytics');
        boot = await looks(page.locator('#boot-heading'));
      },
      scheme,
    );
    await onPage(
      PHONE,
      true,
      `boot-heading-${scheme}-app`,
      async (page) => {
        await page.goto('/admin/analytics');
        const h1 = page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' });
        await h1.waitFor();
        assert.deepEqual(await looks(h1), boot);
      },
      scheme,
    );
  });
}
