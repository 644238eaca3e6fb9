import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Request, Response } from 'playwright-core';
import { ApiSession, createPlayerAccount, type Credentials } from '../e2e/support/api';
import { launchBrowser } from '../e2e/support/browser';
import { setUpLeaguePages } from '../e2e/support/league-play';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad, openAndWaitForQuiet } from '../e2e/support/page-weight';
import { OWNER, startServer } from '../e2e/support/server';
import { isMain } from './measure';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'apps/web/dist');

/** What a browser that supports both asks for; the server also serves gzip to those without brotli. */
const ACCEPT_ENCODING = 'br, gzip';
const CATEGORIES = ['HTML', 'JS', 'CSS', 'fonts', 'API', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

interface Transfer {
  url: string;
  category: Category;
  encoding: string;
  /** Body bytes as they came over the wire (compressed when the server compressed them). */
  transferred: number;
  /** Body bytes after decoding. */
  uncompressed: number;
  headers: number;
  acceptEncodingSent: string;
}

function categoryOf(response: Response): Category {
  switch (response.request().resourceType()) {
    case 'document':
      return 'HTML';
    case 'script':
      return 'JS';
    case 'stylesheet':
      return 'CSS';
    case 'font':
      return 'fonts';
    case 'fetch':
    case 'xhr':
      return 'API';
    default:
      return 'other';
  }
}

async function transferOf(response: Response): Promise<Transfer> {
  const sizes = await response.request().sizes();
  // Redirects and No Content answers carry no body, and Chromium refuses to be asked for one.
  const status = response.status();
  const bodiless = status === 204 || (status >= 300 && status < 400);
  const body = bodiless
    ? Buffer.alloc(0)
    : // Chromium keeps no body of a worker's script for Playwright: the same file, asked for again, stands in.
      await response.body().catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
  const requestHeaders = await response.request().allHeaders();
  const responseHeaders = await response.allHeaders();
  return {
    url: new URL(response.url()).pathname,
    category: categoryOf(response),
    encoding: responseHeaders['content-encoding'] ?? 'identity',
    transferred: sizes.responseBodySize,
    uncompressed: body.length,
    headers: sizes.responseHeadersSize,
    acceptEncodingSent: requestHeaders['accept-encoding'] ?? '(none)',
  };
}

/**
 * Loads `pathname` in a new browser context (an empty cache, as on a first visit) and records every
 * response until the network is quiet, so the API calls the page makes while rendering count too.
 */
async function loadPage(browser: Browser, baseUrl: string, pathname: string, signedIn: boolean) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'Accept-Encoding': ACCEPT_ENCODING },
  });
  try {
    if (signedIn) {
      // The context's request client shares the browser's cookies: the page opens already signed in.
      const signIn = await context.request.post('/api/1.0/users/verify', {
        data: { email: OWNER.email, password: OWNER.password, rememberMe: false },
      });
      if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}: ${await signIn.text()}`);
    }
    const page = await context.newPage();
    const responses: Response[] = [];
    const finished = new Set<Request>();
    page.on('response', (response) => responses.push(response));
    page.on('requestfinished', (request) => finished.add(request));
    await openAndWaitForQuiet(page, pathname);
    const finalPath = new URL(page.url()).pathname;
    // Chromium never reports the analytics beacon's request finished when extra headers are set, and
    // asking for the sizes or body of an unfinished request waits forever: those are left out, and said so.
    const unfinished = responses.filter((response) => !finished.has(response.request()));
    for (const response of unfinished)
      console.info(`  (not counted, never finished: ${new URL(response.url()).pathname})`);
    const transfers = await Promise.all(
      responses.filter((response) => finished.has(response.request())).map(transferOf),
    );
    return { finalPath, transfers };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printPage(title: string, pathname: string, finalPath: string, transfers: Transfer[]) {
  const redirected = finalPath === pathname ? '' : ` (ended on ${finalPath})`;
  console.info(`${title}${redirected}`);
  console.info(
    `  ${'kind'.padEnd(8)}${'requests'.padStart(9)}${'transferred'.padStart(14)}${'uncompressed'.padStart(15)}`,
  );
  const line = (label: string, rows: Transfer[]) => {
    const transferred = rows.reduce((sum, row) => sum + row.transferred, 0);
    const uncompressed = rows.reduce((sum, row) => sum + row.uncompressed, 0);
    console.info(
      `  ${label.padEnd(8)}${String(rows.length).padStart(9)}${kB(transferred).padStart(14)}${kB(uncompressed).padStart(15)}`,
    );
  };
  for (const category of CATEGORIES)
    line(
      category,
      transfers.filter((row) => row.category === category),
    );
  line('total', transfers);
  const headerBytes = transfers.reduce((sum, row) => sum + row.headers, 0);
  console.info(`  (plus ${kB(headerBytes)} of response headers; bodies only above)`);
  for (const row of transfers) {
    console.info(
      `    ${row.url.padEnd(40)} ${row.category.padEnd(6)} ${row.encoding.padEnd(9)}` +
        `${kB(row.transferred).padStart(11)} of ${kB(row.uncompressed)}`,
    );
  }
}

function buildWebApp() {
  console.info('Building the web app (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

type Who = 'visitor' | 'player' | 'league player' | 'owner';

interface RouteToWeigh {
  name: string;
  pathname: string;
  who: Who;
  /** One of the six pages issue 32 holds to FIRST_LOAD_BUDGET_BYTES. */
  budget?: boolean;
}

/** Every page of the app, each opened first in an empty browser, by someone who may see it. */
function routesToWeigh(league: { leagueId: number; playedMatchId: number; scheduledMatchId: number }) {
  const inLeague = (page: string) => `/leagues/${league.leagueId}${page}`;
  const routes: RouteToWeigh[] = [
    { name: 'landing', pathname: '/', who: 'visitor', budget: true },
    { name: 'sign in', pathname: '/sign-in', who: 'visitor', budget: true },
    { name: 'sign up', pathname: '/sign-up', who: 'visitor' },
    { name: 'coming soon', pathname: '/coming-soon', who: 'visitor' },
    { name: 'dashboard', pathname: '/dashboard', who: 'player' },
    { name: 'dashboard', pathname: '/dashboard', who: 'league player', budget: true },
    { name: 'profile', pathname: '/profile', who: 'player' },
    { name: 'register', pathname: '/register', who: 'player' },
    { name: 'my leagues', pathname: '/my-leagues', who: 'league player' },
    { name: 'scheduled matches', pathname: '/scheduled-matches', who: 'league player' },
    { name: 'my availability', pathname: '/availability', who: 'league player' },
    { name: 'add availability', pathname: '/availability/add', who: 'league player' },
    { name: 'feedback', pathname: '/feedback', who: 'player' },
    { name: 'league home', pathname: inLeague(''), who: 'league player', budget: true },
    { name: 'division', pathname: inLeague('/division'), who: 'league player' },
    { name: 'weekly calendar', pathname: inLeague('/schedule'), who: 'league player', budget: true },
    { name: 'standings', pathname: inLeague('/standings'), who: 'league player', budget: true },
    { name: 'match history', pathname: inLeague('/schedule/full'), who: 'league player' },
    { name: 'overlaps', pathname: inLeague('/find-matches'), who: 'league player' },
    { name: 'proposals', pathname: inLeague('/proposals'), who: 'league player' },
    { name: 'match score', pathname: inLeague(`/match/${league.playedMatchId}/score`), who: 'league player' },
    { name: 'schedule match', pathname: inLeague(`/match/${league.scheduledMatchId}/schedule`), who: 'league player' },
    { name: 'admin dashboard', pathname: '/admin', who: 'owner' },
    { name: 'users', pathname: '/admin/users', who: 'owner' },
    { name: 'invite codes', pathname: '/admin/invite-codes', who: 'owner' },
    { name: 'leagues', pathname: '/admin/leagues-registrations', who: 'owner' },
    { name: 'league editor', pathname: '/admin/leagues/editor', who: 'owner' },
    { name: 'feedback list', pathname: '/admin/feedback', who: 'owner' },
    { name: 'analytics', pathname: '/admin/analytics', who: 'owner' },
    { name: 'locations', pathname: '/locations', who: 'owner' },
    { name: 'not found', pathname: '/no-such-page', who: 'visitor' },
  ];
  return routes;
}

/**
 * The first-load JavaScript and CSS of every route, gzip and as served (brotli), against issue 32's budget.
 * A league player (in a started league with a played and a scheduled match) opens the league pages.
 */
async function printRouteWeights(browser: Browser, baseUrl: string) {
  const owner = await ApiSession.signIn(baseUrl);
  const { leaguePlayer, pages } = await setUpLeaguePages(owner);
  const accounts: Record<Who, Credentials | undefined> = {
    visitor: undefined,
    player: await createPlayerAccount(owner),
    'league player': leaguePlayer,
    owner: OWNER,
  };
  const budget = kB(FIRST_LOAD_BUDGET_BYTES);
  console.info(
    `First load of every route: JavaScript + CSS (kB = 1000 bytes), budget ${budget} gzip for the six marked`,
  );
  console.info(
    `  ${'route'.padEnd(20)}${'path'.padEnd(34)}${'as'.padEnd(15)}${'files'.padStart(6)}` +
      `${'gzip'.padStart(11)}${'brotli'.padStart(11)}`,
  );
  let overBudget = 0;
  for (const route of routesToWeigh(pages)) {
    const load = await measureFirstLoad(browser, baseUrl, route.pathname, accounts[route.who]);
    const ended = load.finalPath === route.pathname ? '' : ` (ended on ${load.finalPath})`;
    let mark = '';
    if (route.budget) {
      const within = load.gzip <= FIRST_LOAD_BUDGET_BYTES;
      if (!within) overBudget += 1;
      mark = within ? `  within ${budget}` : `  OVER ${budget} by ${kB(load.gzip - FIRST_LOAD_BUDGET_BYTES)}`;
    }
    console.info(
      `  ${route.name.padEnd(20)}${route.pathname.padEnd(34)}${route.who.padEnd(15)}${String(load.files.length).padStart(6)}` +
        `${kB(load.gzip).padStart(11)}${kB(load.served).padStart(11)}${mark}${ended}`,
    );
  }
  console.info(
    overBudget === 0
      ? '  All six budget routes are within the budget.'
      : `  ${overBudget} budget route(s) over the budget.`,
  );
  console.info('  Nothing is fetched ahead at idle: every figure is what the page itself needs.\n');
}

/** Bytes a first visit downloads: figures for people to read; e2e/page-weight-budget.spec.ts asserts the budget. */
export async function runPageWeightBenchmark(options: { build: boolean }) {
  if (options.build) buildWebApp();
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`no built web app in ${distDir}: run without --no-build, or npm run build first`);
  }
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    await printRouteWeights(browser, server.baseUrl);
    const pages = [
      { title: '/ (signed out)', pathname: '/', signedIn: false },
      { title: '/dashboard (signed in as the owner)', pathname: '/dashboard', signedIn: true },
    ];
    const loads = [];
    for (const page of pages)
      loads.push({ page, ...(await loadPage(browser, server.baseUrl, page.pathname, page.signedIn)) });

    const sent = new Set(loads.flatMap((load) => load.transfers.map((row) => row.acceptEncodingSent)));
    console.info(
      `Courtside page weight in detail: Chromium ${browser.version()}, first visit (empty cache), ` +
        `Accept-Encoding sent: ${[...sent].join(' | ')}; kB = 1000 bytes\n`,
    );
    for (const load of loads) {
      printPage(load.page.title, load.page.pathname, load.finalPath, load.transfers);
      console.info('');
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  await runPageWeightBenchmark({ build: !process.argv.includes('--no-build') });
}
