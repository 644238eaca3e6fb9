import { test } from '@playwright/test';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from './server';

/** Generous: the server alone takes 10-25 s to start on a quiet machine, and a minute or more on a busy one. */
export const SETUP_TIMEOUT_MS = 300_000;
const TEARDOWN_TIMEOUT_MS = 60_000;

export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * A server of its own, on an empty database, for the tests of the file or the `describe` block it is called
 * in: started in a `beforeAll` hook and stopped in an `afterAll` hook that it registers itself. `setUp` runs in
 * that same `beforeAll` hook once the server is up, so a spec's own accounts and leagues share the start's time
 * budget, and the `afterAll` hook stops the server even when `setUp` fails.
 *
 * The browser is the worker's: Playwright's `browser` fixture, launched as playwright.config.ts says and kept
 * for the spec files the worker runs one after another. Every context opened from the start of the hook on is
 * closed at the end, so nothing a spec leaves open reaches the next file.
 *
 * `options.env` gives the server settings of the spec's own, read when the hook starts it (after the spec's
 * earlier hooks, which may start what the settings point at, such as an SMTP server).
 *
 * The getters throw until the hook has started the server: a spec that reads them too early (at load time,
 * while its tests are being declared) fails with that message rather than later on an `undefined`.
 */
export function useServerAndBrowser(
  setUp?: (started: ServerAndBrowser) => Promise<void>,
  options: { env?: () => Record<string, string> } = {},
): ServerAndBrowser {
  let started: ServerAndBrowser | undefined;
  let contextsBefore = new Set<BrowserContext>();
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    contextsBefore = new Set(browser.contexts());
    started = { server: await startServer({ env: options.env?.() }), browser };
    await setUp?.(started);
  });
  test.afterAll(async ({ browser }) => {
    test.setTimeout(TEARDOWN_TIMEOUT_MS);
    const opened = browser.contexts().filter((context) => !contextsBefore.has(context));
    await Promise.all(opened.map((context) => context.close()));
    await started?.server.stop();
    started = undefined;
  });
  const ready = () => {
    if (!started)
      throw new Error('useServerAndBrowser starts the server in a beforeAll hook: read it in a hook or test');
    return started;
  };
  return {
    get server() {
      return ready().server;
    },
    get browser() {
      return ready().browser;
    },
  };
}
