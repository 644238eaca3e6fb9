import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { ApiSession, type Credentials } from '../e2e/support/api';
import { launchBrowser } from '../e2e/support/browser';
import { OWNER, startServer } from '../e2e/support/server';
import { setUpMeasuredLeague } from './lighthouse-league';
import { isMain } from './measure';
import {
  readPageTasks,
  type FunctionShare,
  type PageTasks,
  type ShareOptions,
  type TraceEvent,
} from './page-tasks-trace';

// The long main-thread tasks of a page's first load, with what ran in each (issue 10): what Lighthouse's Total
// Blocking Time is made of, and where to look next. The pages and data are lighthouse.ts's; the CPU is slowed
// down as Lighthouse's simulation assumes (four times), and Chromium's timeline is recorded with its CPU
// samples. Printed, never asserted. Function names are readable in a build made with `--minify false`.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Lighthouse's mobile screen. */
const PHONE_SCREEN = { width: 412, height: 823 };
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  // The paint timings, and navigationStart, which the times are counted from.
  'loading',
  'blink.user_timing',
];
/** After the network is quiet, for the renders and layouts that follow the last answer. */
const SETTLE_MS = 1_000;

interface Options {
  pages: string[];
  /** How many times slower than this machine the CPU runs. */
  rate: number;
  /** The shortest task printed, in milliseconds at that speed. */
  minimumMs: number;
  /** Which functions each task lists, and how many. */
  shares: ShareOptions;
}

/** Loads `address` in a new tab of `context` with the CPU slowed down, and returns its trace. */
async function traceLoad(context: BrowserContext, address: string, rate: number): Promise<TraceEvent[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await page.goto(address, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return events;
}

const percent = (shares: FunctionShare[]) =>
  shares.map(({ label, share }) => `${label} ${Math.round(share * 100)} %`).join(' | ');

function printPage(name: string, rate: number, result: PageTasks) {
  const at = (ms: number | null) => (ms === null ? '?' : `${Math.round(ms)} ms`);
  console.info(
    `\n${name} at CPU x${rate}: first contentful paint ${at(result.firstContentfulPaint)}, ` +
      `largest ${at(result.largestContentfulPaint)}, blocking time ${Math.round(result.blockingTime)} ms, ` +
      `main thread busy ${Math.round(result.busyTime)} ms`,
  );
  for (const task of result.tasks) {
    console.info(`  task at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms: ${task.steps.join(', ')}`);
    if (task.samples === 0) continue;
    console.info(`    inclusive: ${percent(task.inclusive)}`);
    console.info(`    self:      ${percent(task.self)}`);
  }
}

export async function runPageTasks(options: Options) {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('no build in apps/web/dist: run npm run build (or vite build --minify false) first');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const owner = await ApiSession.signIn(server.baseUrl);
    const { leagueId, viewer } = await setUpMeasuredLeague(owner);
    // Who opens each page, as in lighthouse.ts: nobody, the league's player, or the club's owner.
    const pages: Record<string, { address: string; as: Credentials | null }> = {
      landing: { address: '/', as: null },
      dashboard: { address: '/dashboard', as: viewer },
      'league-home': { address: `/leagues/${leagueId}`, as: viewer },
      calendar: { address: `/leagues/${leagueId}/schedule`, as: viewer },
      standings: { address: `/leagues/${leagueId}/standings`, as: viewer },
      analytics: { address: '/admin/analytics', as: OWNER },
    };
    const chosen = options.pages.length > 0 ? options.pages : Object.keys(pages);
    for (const name of chosen) {
      const page = pages[name];
      if (!page) throw new Error(`no page named ${name}: ${Object.keys(pages).join(', ')}`);
      // A new context each time: nothing cached, as on a first visit.
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: PHONE_SCREEN,
        serviceWorkers: 'block',
      });
      try {
        if (page.as) {
          const signIn = await context.request.post('/api/1.0/users/verify', {
            data: { email: page.as.email, password: page.as.password, rememberMe: false },
            headers: { Origin: server.baseUrl },
          });
          if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
        }
        const events = await traceLoad(context, page.address, options.rate);
        printPage(name, options.rate, readPageTasks(events, options.minimumMs, options.shares));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const valueOf = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  await runPageTasks({
    pages: valueOf('pages')?.split(',') ?? [],
    rate: Math.max(1, Number(valueOf('rate') ?? 4) || 4),
    minimumMs: Math.max(1, Number(valueOf('min') ?? 50) || 50),
    shares: {
      functions: Math.max(1, Number(valueOf('functions') ?? 12) || 12),
      only: valueOf('only') === undefined ? undefined : new RegExp(valueOf('only')!),
    },
  });
}
