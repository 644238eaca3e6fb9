import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { COLOR_SCHEME_COOKIE } from '../packages/shared/src/web/color-scheme';
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

/** The system's colour scheme, and the one chosen with the header's switch, if any (its cookie, ADR 054). */
interface Colours {
  system: Scheme;
  chosen?: Scheme;
}

async function ownerContext(
  viewport: Viewport,
  javaScriptEnabled: boolean,
  colours: Colours = { system: 'light' },
): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport,
    javaScriptEnabled,
    colorScheme: colours.system,
    ...BLOCK_SERVICE_WORKERS,
  });
  setStepTimeouts(context);
  await signInContext(context, OWNER);
  if (colours.chosen)
    await context.addCookies([{ name: COLOR_SCHEME_COOKIE, value: colours.chosen, url: suite.server.baseUrl }]);
  return context;
}

async function onPage(
  viewport: Viewport,
  javaScriptEnabled: boolean,
  name: string,
  body: (page: Page) => Promise<void>,
  colours?: Colours,
) {
  const context = await ownerContext(viewport, javaScriptEnabled, colours);
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

/**
 * How an h1 is drawn: its colour and font, and the page's colour behind it: the body's once the app's styles
 * give it one (Mantine's), before that the root's (index.html's own).
 */
const looks = (heading: Locator) =>
  heading.evaluate((element) => {
    const style = getComputedStyle(element);
    const { color, fontFamily, fontSize, fontWeight, lineHeight } = style;
    const body = getComputedStyle(document.body).backgroundColor;
    const transparent = body === 'rgba(0, 0, 0, 0)';
    return {
      color,
      fontFamily,
      fontSize,
      fontWeight,
      lineHeight,
      page: transparent ? getComputedStyle(document.documentElement).backgroundColor : body,
    };
  });

const COLOURS: { name: string; colours: Colours }[] = [
  { name: 'light colours', colours: { system: 'light' } },
  { name: "a dark system's colours", colours: { system: 'dark' } },
  { name: 'dark colours chosen on a light system', colours: { system: 'light', chosen: 'dark' } },
  { name: 'light colours chosen on a dark system', colours: { system: 'dark', chosen: 'light' } },
];

for (const { name, colours } of COLOURS) {
  test(`in ${name}, the boot heading is drawn as the app draws its h1`, async () => {
    let boot: Awaited<ReturnType<typeof looks>> | undefined;
    // Without JavaScript: the first paint, before any script has run (public/color-scheme.js, deferred, nor the
    // app's) and before the shell's stylesheets, which the app applies (ADR 080). index.html's own styles find
    // the scheme, from the server's attribute for a choice or from the system's setting.
    const slug = name.replaceAll(' ', '-').replaceAll("'", '');
    await onPage(
      PHONE,
      false,
      `boot-heading-${slug}-static`,
      async (page) => {
        await page.goto('/admin/analytics');
        boot = await looks(page.locator('#boot-heading'));
      },
      colours,
    );
    await onPage(
      PHONE,
      true,
      `boot-heading-${slug}-app`,
      async (page) => {
        await page.goto('/admin/analytics');
        const h1 = page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' });
        await h1.waitFor();
        assert.deepEqual(await looks(h1), boot);
      },
      colours,
    );
  });
}

test('the boot header and heading are painted while every script and stylesheet is still on its way', async () => {
  await onPage(PHONE, true, 'boot-heading-first-paint', async (page) => {
    // Never answered: a stylesheet or script that held up the first paint would hold it up for good.
    const held: string[] = [];
    await page.route(/\/assets\/|\/color-scheme\.js$/, (route) => {
      held.push(new URL(route.request().url()).pathname);
    });
    await page.goto('/admin/analytics', { waitUntil: 'commit' });
    await page.waitForFunction(() =>
      performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
    );
    assert.equal((await page.locator('#boot-heading').innerText()).trim(), 'Analytics Dashboard');
    // The browser had asked for them: they were on their way, not left out.
    assert.ok(
      held.some((path) => path.endsWith('.css')),
      `a stylesheet was asked for: ${held.join(', ')}`,
    );
    assert.ok(held.includes('/color-scheme.js'), `color-scheme.js was asked for: ${held.join(', ')}`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
