import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { newContext } from './support/browser';
import type { RunningServer } from './support/server';
import { SETUP_TIMEOUT_MS, TEARDOWN_TIMEOUT_MS, startServerAndBrowser } from './support/suite';

let server: RunningServer;
let browser: Browser;
before(
  async () => {
    ({ server, browser } = await startServerAndBrowser());
  },
  { timeout: SETUP_TIMEOUT_MS },
);
after(
  async () => {
    await browser?.close();
    await server?.stop();
  },
  { timeout: TEARDOWN_TIMEOUT_MS },
);

test('the server answers health and serves the web app for client routes', async () => {
  const health = await fetch(`${server.baseUrl}/api/health`);
  assert.equal(health.status, 200);
  const context = await newContext(browser, server.baseUrl);
  const page = await context.newPage();
  const response = await page.goto('/some/client/route');
  assert.equal(response?.status(), 200);
  assert.match((await response?.headerValue('content-type')) ?? '', /text\/html/);
  await context.close();
});
