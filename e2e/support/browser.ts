import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's Chromium; the browser tests and the benchmarks that drive a browser all use it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless, with the background services off: this machine has no network beyond loopback. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** How the browser tests (playwright.config.ts) and the benchmarks that drive a browser launch it. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** Playwright gives each launch a new empty profile of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/**
 * Service workers are blocked unless a spec asks for them: the production build installs one (ADR 037), and
 * Playwright's page.route cannot see the requests a worker answers, so specs would test the worker's cache
 * instead of the page. offline.spec.ts opts in.
 */
export const BLOCK_SERVICE_WORKERS = { serviceWorkers: 'block' } as const;

/**
 * How long one step (a click, a wait for an element or an address, a page load) may take in the specs' own
 * contexts. Navigation gets it too, explicitly: Playwright Test gives every context a navigation timeout of its
 * own (playwright.config.ts), which a default timeout set afterwards no longer covers.
 */
export function setStepTimeouts(context: BrowserContext) {
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(15_000);
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, ...BLOCK_SERVICE_WORKERS, ...options });
  setStepTimeouts(context);
  return context;
}
