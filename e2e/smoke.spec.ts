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

test('the page is drawn by React itself, and no Preact code is served (ADR 055)', async () => {
  const context = await newContext(suite.browser, suite.server.baseUrl);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/sign-in');
  const heading = page.getByRole('heading', { name: 'Sign In', level: 1 });
  await heading.waitFor();
  // react-dom keeps each host node's fiber under a property of its own; preact/compat never writes one.
  const reactKeys = await heading.evaluate((node) => Object.keys(node).filter((key) => key.startsWith('__react')));
  assert.ok(
    reactKeys.some((key) => key.startsWith('__reactFiber$')),
    `React's fiber on the h1: ${reactKeys.join(', ')}`,
  );
  assert.ok(scripts.length > 0, 'the page loaded its scripts');
  for (const url of scripts) {
    const body = await (await fetch(url)).text();
    // Preact's vnode marker and the shape of its vnodes, which a minified Preact keeps (its fields are mangled
    // the same way in every build).
    assert.doesNotMatch(body, /Symbol\.for\("pv"\)|__k:null,__:null,__b:0/, `${url} has Preact code`);
  }
  await context.close();
});
