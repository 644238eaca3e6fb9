import { pathToFileURL } from 'node:url';

/** Timing figures of one benchmark, in milliseconds. */
export interface Timing {
  name: string;
  runs: number;
  first: number;
  median: number;
  min: number;
  p90: number;
}

/**
 * Times `fn` `runs` times after `warmup` untimed calls and reports the median (the figure to compare),
 * plus the first call (cold: JIT and caches empty), the fastest and the 90th percentile. `fn` returns a
 * value derived from its work so the engine cannot skip it.
 */
export function measure(name: string, fn: () => unknown, options: { runs: number; warmup: number }): Timing {
  const sink: unknown[] = [];
  let start = performance.now();
  sink.push(fn());
  const first = performance.now() - start;
  for (let i = 0; i < options.warmup; i++) sink.push(fn());
  const times: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    start = performance.now();
    sink.push(fn());
    times.push(performance.now() - start);
    sink.length = 0;
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))] ?? Number.NaN;
  return { name, runs: options.runs, first, median: at(0.5), min: at(0), p90: at(0.9) };
}

/** Prints a timing with its aim; figures are reported, never asserted. */
export function report(timing: Timing, aimMs?: number): void {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const aim = aimMs === undefined ? '' : `  (aim < ${aimMs} ms: ${timing.median < aimMs ? 'met' : 'missed'})`;
  console.info(
    `${timing.name.padEnd(58)} median ${ms(timing.median).padStart(10)}  min ${ms(timing.min).padStart(10)}  ` +
      `p90 ${ms(timing.p90).padStart(10)}  first ${ms(timing.first).padStart(10)}  runs ${timing.runs}${aim}`,
  );
}

/** Whether this module is the one node was started with (to let each benchmark run on its own). */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && moduleUrl === pathToFileURL(entry).href;
}

/** The seed's generator, so every run measures the same data. */
export { seededRandom } from '../apps/api/src/lib/seeded-random';
