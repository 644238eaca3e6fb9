import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { newContext } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

test('the server answers health and serves the web app for client routes', async () => {
  const health = await fetch(`${suite.server.baseUrl}/api/health`);
  assert.equal(health.status, 200);
  const context = await newContext(suite.browser, suite.server.baseUrl);
  const page = await context.newPage();
  const response = await page.goto('/some/client/route');
  assert.equal(response?.status(), 200);
  assert.match((await response?.headerValue('content-type')) ?? '', /text\/html/);
  await context.close();
});
