import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** Generous: under load the server alone can take 10-25 s to start. */
export const SETUP_TIMEOUT_MS = 120_000;
export const TEARDOWN_TIMEOUT_MS = 60_000;

/**
 * Starts a spec file's server and browser side by side. If either fails, the other is shut down before
 * the error is rethrown, so a failed start never leaves a browser or server keeping the run alive.
 */
export async function startServerAndBrowser(): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.allSettled([startServer(), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') {
    return { server: server.value, browser: browser.value };
  }
  if (browser.status === 'fulfilled') await browser.value.close();
  if (server.status === 'fulfilled') await server.value.stop();
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}
