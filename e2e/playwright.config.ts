import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/browser';

/**
 * The browser tests on Playwright Test (issue 32). One worker more than the machine has cores, each running one
 * spec file at a time: a file's tests run in order in one worker, against the server and database (the owner
 * account alone) that the file starts for itself (support/suite.ts), while the other workers run other files.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'artifacts/test-results',
  // One first start of the server, whose data folder every spec file's server starts from a copy of.
  globalSetup: './support/global-setup.ts',
  // A worker spends much of a test waiting on what no core is busy with: transitions that run for their set
  // time, a toast's timer, the server's answer. On 2 cores a third worker fills those gaps (a fifth off the
  // stage's time, for a tenth more time per test; bench/README.md, CI), with each file still alone in its worker.
  workers: availableParallelism() + 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A failure is reported as it happened, not hidden by a second try.
  retries: 0,
  // Per test; a file's server start and setup have their own budget (SETUP_TIMEOUT_MS). Generous, for a busy
  // 2-core machine where the longest tests walk a dozen pages with an axe check on each.
  timeout: 300_000,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    // Playwright's own `browser` fixture, started with Debian's Chromium and our flags, rather than a fixture of
    // our own around support/browser.ts launchBrowser: it is already one browser per worker, closed by
    // Playwright when the worker ends, and the path and flags are the same ones the benchmarks launch with.
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // What playwright-core gives a context that sets none (Playwright Test's own default is none at all, only the
    // test's timeout). The specs' contexts set a shorter one (support/browser.ts setStepTimeouts).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
