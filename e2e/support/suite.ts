import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** Generous: under load the server alone can take 10-25 s to start. */
export const SETUP_TIMEOUT_MS = 120_000;
const TEARDOWN_TIMEOUT_MS = 60_000;

export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts a spec file's server and browser side by side. If either fails, the other is shut down before
 * the error is rethrown, so a failed start never leaves a browser or server keeping the run alive.
 */
async function startServerAndBrowser(): Promise<ServerAndBrowser> {
  const [server, browser] = await Promise.allSettled([startServer(), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') {
    return { server: server.value, browser: browser.value };
  }
  if (browser.status === 'fulfilled') await browser.value.close();
  if (server.status === 'fulfilled') await server.value.stop();
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

/**
 * A server and a browser for the tests of the file, or of the `describe` block, it is called in: started in
 * a `before` hook and stopped in an `after` hook that it registers itself. `setUp` runs in that same `before`
 * hook once both are up, so a spec's own accounts and leagues share the start's time budget, and the `after`
 * hook shuts both down even when `setUp` fails.
 *
 * The getters throw until the hook has started them: a spec that reads them too early (at load time, while
 * its tests are being declared) fails with that message rather than later on an `undefined`.
 */
export function useServerAndBrowser(setUp?: (started: ServerAndBrowser) => Promise<void>): ServerAndBrowser {
  let started: ServerAndBrowser | undefined;
  before(
    async () => {
      started = await startServerAndBrowser();
      await setUp?.(started);
    },
    { timeout: SETUP_TIMEOUT_MS },
  );
  after(
    async () => {
      await started?.browser.close();
      await started?.server.stop();
    },
    { timeout: TEARDOWN_TIMEOUT_MS },
  );
  const ready = () => {
    if (!started) throw new Error('useServerAndBrowser starts them in a before hook: read them in a hook or test');
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
