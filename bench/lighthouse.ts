import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { ApiSession, type Credentials } from '../e2e/support/api';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { OWNER, startServer, type RunningServer } from '../e2e/support/server';
import { setUpMeasuredLeague } from './lighthouse-league';
import { printLighthouseReport, type MeasuredPage } from './lighthouse-report';
import { isMain } from './measure';

// Lighthouse (issue 10): the mobile performance and accessibility scores of the pages a player opens most, on
// the compiled production server, with Lighthouse's default mobile emulation and simulated throttling (a
// mid-range phone on a slow 4G network, computed from one unthrottled load). Printed, never asserted: aims are
// performance >= 95 and accessibility 100. The simulation scales by how fast this machine ran the page, so a
// loaded machine lowers the performance scores; accessibility does not depend on load.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** One page may take this long to load before Lighthouse gives up on it (its default is 45 s). */
const PAGE_LOAD_LIMIT_MS = 45_000;
/** The whole run stops after this, whatever is left: a benchmark must end by itself. */
const RUN_LIMIT_MS = Number(process.env.LIGHTHOUSE_LIMIT_SECONDS ?? 900) * 1000;
const SESSION_COOKIE = 'courtside_session';
/** Tries a page gets when Lighthouse's own recording fails. */
const MEASURE_ATTEMPTS = 3;

interface PageToMeasure {
  name: string;
  path: string;
  /** Who opens it: nobody, the league's player, or the club's owner (for the admin pages). */
  as: 'visitor' | 'player' | 'owner';
}

function ensureBuilt(build: boolean) {
  const built = existsSync(path.join(repoRoot, 'apps/api/dist/server.js'));
  const webBuilt = existsSync(path.join(repoRoot, 'apps/web/dist/index.html'));
  if (built && webBuilt && !build) return;
  console.info('Building the app (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0)
    throw new Error(`npm run build failed; run it yourself:\n${result.stdout}\n${result.stderr}`);
}

/** Signs in over HTTP as the web app does and returns the session cookie, for Lighthouse to send as a header. */
async function sessionCookie(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/1.0/users/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ ...credentials, rememberMe: false }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

/** One Lighthouse navigation; the default config is mobile with simulated throttling, so only the categories are chosen. */
async function measure(chrome: LaunchedChrome, url: string, cookie: string | null): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    logLevel: process.env.LIGHTHOUSE_LOG === 'verbose' ? 'verbose' : 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    maxWaitForLoad: PAGE_LOAD_LIMIT_MS,
    // The session goes with every request the page makes (the document and its API calls) as a header, so
    // nothing is left in the browser's cookie jar: the landing page, measured without it, stays signed out.
    extraHeaders: cookie ? { Cookie: cookie } : null,
  };
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A trace that failed to record (NO_NAVSTART, NO_FCP) happens now and then on a busy machine: run again.
    if (!result.lhr.runtimeError || attempt === MEASURE_ATTEMPTS) return result.lhr;
    console.info(`  ${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

/**
 * A run's simulated first contentful paint, and in brackets the one its unthrottled load showed. The simulation
 * counts every request of high priority that had finished before the observed paint, whether the paint needed it
 * or not: a run whose scripts had arrived before the browser first painted is simulated much later than one whose
 * paint came first (ADR 080).
 */
function firstPaints(run: Result): string {
  const simulated = run.audits['first-contentful-paint']?.numericValue ?? Number.NaN;
  const observed = (run.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
    ?.items?.[0]?.observedFirstContentfulPaint;
  return `${(simulated / 1000).toFixed(1)} s (${observed === undefined ? '?' : Math.round(observed)} ms)`;
}

/** The run whose performance score is the median of `runs` (Lighthouse's own advice for noisy machines). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)]!;
}

function rejectAfter(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the Lighthouse run took longer than ${ms / 1000} s; stopped`)), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Writes each page's report as JSON, for the Lighthouse viewer (https://googlechrome.github.io/lighthouse/viewer/). */
function saveReports(pages: MeasuredPage[]) {
  for (const { name, lhr } of pages) {
    const file = path.join(os.tmpdir(), `courtside-lighthouse-${name.replaceAll(' ', '-')}.json`);
    writeFileSync(file, JSON.stringify(lhr));
    console.info(`  saved ${file}`);
  }
}

interface Options {
  /** Run `npm run build` first even when a build is there. */
  build: boolean;
  /** Lighthouse runs a page; the median (by performance score) is reported. */
  runs: number;
  /** Also write each page's report as JSON to the temp folder. */
  save: boolean;
  /** Page names to measure (every page when empty). */
  only: string[];
}

async function measureAll(server: RunningServer, chrome: LaunchedChrome, options: Options): Promise<MeasuredPage[]> {
  const owner = await ApiSession.signIn(server.baseUrl);
  const started = performance.now();
  const { leagueId, viewer } = await setUpMeasuredLeague(owner);
  console.info(`League ${leagueId} set up through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const cookies = {
    visitor: null,
    player: await sessionCookie(server.baseUrl, viewer),
    owner: await sessionCookie(server.baseUrl, OWNER),
  };
  const pages: PageToMeasure[] = [
    // The signed-out pages first: nothing the later runs receive can sign them in.
    { name: 'landing', path: '/', as: 'visitor' },
    { name: 'sign in', path: '/sign-in', as: 'visitor' },
    { name: 'dashboard', path: '/dashboard', as: 'player' },
    { name: 'league home', path: `/leagues/${leagueId}`, as: 'player' },
    { name: 'calendar', path: `/leagues/${leagueId}/schedule`, as: 'player' },
    { name: 'standings', path: `/leagues/${leagueId}/standings`, as: 'player' },
    // The page the people who run the club open (issue 36): measured on its own with --pages=analytics.
    { name: 'analytics', path: '/admin/analytics', as: 'owner' },
  ];
  const unknown = options.only.filter((name) => !pages.some((page) => page.name === name));
  if (unknown.length > 0)
    throw new Error(`no page named ${unknown.join(', ')}: ${pages.map((p) => p.name).join(', ')}`);
  const measured: MeasuredPage[] = [];
  for (const page of pages) {
    if (options.only.length > 0 && !options.only.includes(page.name)) continue;
    const results: Result[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      results.push(await measure(chrome, `${server.baseUrl}${page.path}`, cookies[page.as]));
    }
    const lhr = medianRun(results);
    const ended = new URL(lhr.finalDisplayedUrl).pathname;
    // A signed-in page that ended on the sign-in page would measure the wrong page.
    if (ended !== page.path) throw new Error(`${page.name}: ${page.path} ended on ${ended}`);
    const scores = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ');
    // Each run's own benchmark index: on a shared machine it moves from run to run, and the score with it.
    const indexes = results.map((r) => Math.round(r.environment.benchmarkIndex)).join(', ');
    console.info(`  ${page.name}: measured (performance ${scores}; benchmark index ${indexes})`);
    console.info(`    first paint, simulated (observed): ${results.map(firstPaints).join(', ')}`);
    measured.push({ name: page.name, lhr });
  }
  return measured;
}

export async function runLighthouseBenchmark(options: Options) {
  ensureBuilt(options.build);
  const deadline = rejectAfter(RUN_LIMIT_MS);
  let server: RunningServer | undefined;
  let chrome: LaunchedChrome | undefined;
  let stopped = false;
  const cleanUp = async () => {
    stopped = true;
    chrome?.kill();
    chrome = undefined;
    const stopping = server;
    server = undefined;
    await stopping?.stop();
  };
  // Ctrl-C or a kill: stop Chromium and the server and remove the data folder before leaving.
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const work = (async () => {
      server = await startServer();
      chrome = await launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_FLAGS,
        handleSIGINT: false,
        logLevel: 'error',
      });
      // The deadline may have passed while these started: clean-up has run already, so stop them too.
      if (stopped) {
        await cleanUp();
        throw new Error('stopped before Chromium and the server were up');
      }
      return measureAll(server, chrome, options);
    })();
    const pages = await Promise.race([work, deadline.promise]);
    const version = pages[0]?.lhr.lighthouseVersion ?? '?';
    const browser = pages[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '?';
    const benchmarkIndex = pages[0]?.lhr.environment.benchmarkIndex ?? Number.NaN;
    const load = os.loadavg().map((value) => value.toFixed(2));
    console.info(
      `\nCourtside Lighthouse ${version}, ${browser}, mobile, simulated throttling; ` +
        `median of ${options.runs} run(s) a page; machine benchmark index ${Math.round(benchmarkIndex)}; ` +
        `load average ${load.join(' ')} (${os.cpus().length} cores)\n`,
    );
    printLighthouseReport(pages);
    if (options.save) saveReports(pages);
  } finally {
    deadline.cancel();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

if (isMain(import.meta.url)) {
  const valueOf = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const options: Options = {
    build: process.argv.includes('--build'),
    runs: Math.max(1, Number(valueOf('runs') ?? 1) || 1),
    save: process.argv.includes('--save'),
    only: valueOf('pages')?.split(',') ?? [],
  };
  try {
    await runLighthouseBenchmark(options);
  } finally {
    // Lighthouse can leave a socket or timer behind after an error; the run must still end.
    setTimeout(() => process.exit(), 5_000).unref();
  }
}
