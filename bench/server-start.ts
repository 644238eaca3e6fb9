import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from './measure';

// How long the production server takes from `node …` until GET /api/health answers 200, run from its
// TypeScript sources through tsx (before ADR 035) and as the compiled bundle `npm start` now runs.
// Figures are printed for people to read; nothing is asserted.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const WAYS = [
  { name: 'tsx from source', args: ['--import', 'tsx', 'apps/api/src/server.ts'] },
  { name: 'compiled bundle', args: ['--enable-source-maps', 'apps/api/dist/server.js'] },
] as const;

/** How often the health check is asked while the server starts: the figures' resolution. */
const POLL_MS = 5;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Clock ticks per second of /proc's CPU times (Linux), or null where there is no /proc. */
const clockTicks = (() => {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(answer.stdout);
  return answer.status === 0 && ticks > 0 ? ticks : null;
})();

/**
 * The CPU time (user and system, every thread) a process has used so far, in ms, from /proc/<pid>/stat; null
 * off Linux. Unlike the wall-clock figure, it moves little when other processes share the machine.
 */
function cpuMsOf(pid: number): number | null {
  if (clockTicks === null) return null;
  try {
    // The fields after the command's name (which is in parentheses and may hold spaces): utime and stime are
    // the 14th and 15th of the whole line.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}

interface StartTime {
  /** From spawn until /api/health answered 200. */
  wallMs: number;
  /** The server's CPU time by then. */
  cpuMs: number | null;
}

/** Starts the server one way on `dataDir` and times it until /api/health answered 200. */
async function timeStart(args: readonly string[], dataDir: string): Promise<StartTime> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  try {
    const deadline = start + 60_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${errors}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.status === 200) {
          const wallMs = performance.now() - start;
          return { wallMs, cpuMs: child.pid === undefined ? null : cpuMsOf(child.pid) };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`the server did not answer /api/health within 60 s:\n${errors}`);
  } finally {
    await stop(child);
  }
}

function summary(times: (number | null)[]) {
  const sorted = times.filter((time) => time !== null).sort((a, b) => a - b);
  const p50 = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  return { p50, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

function buildServer() {
  const result = spawnSync(process.execPath, ['apps/api/scripts/build-server.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Each way is started `runs` times on a fresh data folder (PGlite creates its cluster and every migration
 * runs) and `runs` times on an existing one (the usual restart), the two ways taking turns so a busy
 * machine slows both alike.
 */
export async function runServerStartBenchmark(options: { runs: number; build: boolean }) {
  if (options.build) buildServer();
  const workFolder = await mkdtemp(path.join(tmpdir(), 'courtside-start-'));
  try {
    const existing = WAYS.map((_, index) => path.join(workFolder, `existing-${index}`));
    // The existing folders are made (and migrated) once, untimed, by the way that then reuses them.
    for (const [index, way] of WAYS.entries()) await timeStart(way.args, existing[index]!);

    const figures = WAYS.map(() => ({ fresh: [] as StartTime[], existing: [] as StartTime[] }));
    for (let run = 0; run < options.runs; run++) {
      for (const [index, way] of WAYS.entries()) {
        const fresh = path.join(workFolder, `fresh-${index}-${run}`);
        figures[index]!.fresh.push(await timeStart(way.args, fresh));
        await rm(fresh, { recursive: true, force: true });
        figures[index]!.existing.push(await timeStart(way.args, existing[index]!));
      }
    }

    console.info(
      `Courtside server start-up (Node ${process.version}): spawn until GET /api/health answers 200, ` +
        `${options.runs} runs each, polled every ${POLL_MS} ms\n`,
    );
    const ms = (value: number) => `${Number.isNaN(value) ? '-' : Math.round(value).toLocaleString('en-US')} ms`;
    for (const folder of ['fresh', 'existing'] as const) {
      const p50s = WAYS.map((way, index) => {
        const times = figures[index]![folder];
        const wall = summary(times.map((time) => time.wallMs));
        const cpu = summary(times.map((time) => time.cpuMs));
        console.info(
          `${`${folder} data folder, ${way.name}`.padEnd(40)} p50 ${ms(wall.p50).padStart(9)}  ` +
            `min ${ms(wall.min).padStart(9)}  max ${ms(wall.max).padStart(9)}  cpu p50 ${ms(cpu.p50).padStart(9)}`,
        );
        return { wall: wall.p50, cpu: cpu.p50 };
      });
      const [before, after] = [p50s[0]!, p50s[1]!];
      console.info(
        `${''.padEnd(40)} compiled saves ${ms(before.wall - after.wall)} at p50 ` +
          `(${Math.round((1 - after.wall / before.wall) * 100)}%), ${ms(before.cpu - after.cpu)} of CPU\n`,
      );
    }
  } finally {
    await rm(workFolder, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag === -1 ? 10 : Number(process.argv[runsFlag + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  await runServerStartBenchmark({ runs, build: !process.argv.includes('--no-build') });
}
