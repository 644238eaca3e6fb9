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

/** Playwright gives each launch a new empty profile of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Service workers are blocked unless a spec asks for them: the production build installs one (ADR 037), and
 * Playwright's page.route cannot see the requests a worker answers, so specs would test the worker's cache
 * instead of the page. offline.spec.ts opts in.
 */
export const BLOCK_SERVICE_WORKERS = { serviceWorkers: 'block' } as const;

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, ...BLOCK_SERVICE_WORKERS, ...options });
  context.setDefaultTimeout(15_000);
  return context;
}
