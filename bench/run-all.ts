import { runAnalyticsIngestBenchmarks } from './analytics-ingest';
import { runAnalyticsQueriesBenchmarks } from './analytics-queries';
import { runLighthouseBenchmark } from './lighthouse';
import { runLoadBenchmarks } from './load';
import { runOverlapsBenchmarks } from './overlaps';
import { runStandingsBenchmarks } from './standings';

// Figures are printed for people to read; nothing here asserts on time.
console.info(`Courtside domain benchmarks (Node ${process.version}, TZ=${process.env.TZ ?? 'unset'})\n`);
runStandingsBenchmarks();
console.info('');
runOverlapsBenchmarks();

// The analytics benchmarks serve the app and fill a database (a million events for the dashboard's
// queries), which takes a minute or two, so they run only when asked: `--analytics`, with PG_ADMIN_URL or
// BENCH_DATABASE_URL naming the PostgreSQL server the dashboard figures are for.
if (process.argv.includes('--analytics')) {
  console.info('');
  await runAnalyticsIngestBenchmarks();
  console.info('');
  await runAnalyticsQueriesBenchmarks({ pglite: process.argv.includes('--pglite') });
}

// The load benchmark keeps 50 connections busy for 10 seconds a route on each database (about two minutes a
// database, and it takes both cores), so it too runs only when asked: `--load` (PostgreSQL with PG_ADMIN_URL or
// BENCH_DATABASE_URL).
if (process.argv.includes('--load')) {
  console.info('');
  await runLoadBenchmarks();
}

// Lighthouse builds the app when no build is there, serves it and loads five pages in Chromium (a minute or
// two), so it runs only when asked: `--lighthouse`.
if (process.argv.includes('--lighthouse')) {
  console.info('');
  await runLighthouseBenchmark({ build: false, runs: 1, save: false, only: [] });
}
