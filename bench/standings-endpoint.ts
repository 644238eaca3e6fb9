import { randomBytes } from 'node:crypto';
import { roundRobin } from '@courtside/shared/league/round-robin';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { insertBenchLeague, type BenchLeaguePlan, type BenchMatchPlan } from '../apps/api/src/db/queries/bench-league';
import { insertUser } from '../apps/api/src/db/queries/users';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { benchOnEachDatabase, listenOnFreePort, signInOverHttp, timeSeries, timedGet } from './http-timing';
import { isMain, seededRandom } from './measure';

// GET /api/1.0/leagues/standings over real HTTP, against a league of 2,000 players: 100 divisions of 20,
// whose round robin is 100 x 190 = 19,000 matches. Figures are printed, never asserted.

const DIVISIONS = 100;
const DIVISION_SIZE = 20;
const WARMUP = 5;
const RUNS = 50;
const PASSWORD = 'benchmark password';
const FINISHED_SETS: readonly [number, number][] = [
  [6, 0],
  [6, 1],
  [6, 2],
  [6, 3],
  [6, 4],
  [7, 5],
  [7, 6],
];

/**
 * The league, from a seeded generator: 80% of matches played (of those, 5% retirements, half before a ball
 * was struck and half in the second set), 10% scheduled, 10% not yet arranged.
 */
export function planBenchLeague(runId: string, seed = 2026): BenchLeaguePlan {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const set = (n: number, homeWins: boolean, [winner, loser] = pick(FINISHED_SETS)) => ({
    set_number: n,
    home_games: homeWins ? winner : loser,
    away_games: homeWins ? loser : winner,
  });
  const match = (home: number, away: number): BenchMatchPlan => {
    const roll = random();
    const homeWins = random() < 0.5;
    const when = new Date(Date.UTC(2026, 1, 1) + Math.floor(random() * 300) * 86_400_000 + 18 * 3_600_000);
    const base = { home, away, matchDatetime: when, submittedBy: pick(['home', 'away'] as const) };
    if (roll < 0.1)
      return {
        ...base,
        matchDatetime: null,
        submittedBy: null,
        status: 'unscheduled',
        scoreConfirmation: null,
        sets: [],
      };
    if (roll < 0.2) return { ...base, submittedBy: null, status: 'scheduled', scoreConfirmation: null, sets: [] };
    const played = { ...base, scoreConfirmation: pick(['pending', 'confirmed', 'confirmed', 'confirmed'] as const) };
    if (roll < 0.24) {
      const retired = homeWins ? 'away_retired' : 'home_retired';
      const sets = random() < 0.5 ? [] : [set(1, homeWins), set(2, !homeWins, [3, 2])];
      return { ...played, status: retired, sets };
    }
    const straight = random() < 0.6;
    return {
      ...played,
      status: 'normal',
      sets: straight ? [set(1, homeWins), set(2, homeWins)] : [set(1, homeWins), set(2, !homeWins), set(3, homeWins)],
    };
  };
  return {
    leagueName: `Benchmark League ${runId}`,
    passwordHash: '',
    divisions: Array.from({ length: DIVISIONS }, (_, d) => {
      const positions = Array.from({ length: DIVISION_SIZE }, (_, p) => p);
      return {
        name: `Division ${d + 1}`,
        players: positions.map((p) => ({
          email: `bench-${runId}-${d}-${p}@example.test`,
          firstName: `First${(d * DIVISION_SIZE + p) % 97}`,
          lastName: `Last${(d * DIVISION_SIZE + p) % 89}`,
          rating: pick([3, 3.5, 4, 4.5, null]),
        })),
        matches: roundRobin(positions).map(({ home, away }) => match(home, away)),
      };
    }),
  };
}

/** Builds the league on `handle`, serves the real app on a free loopback port, and times the endpoint. */
export async function benchStandingsEndpoint(handle: DatabaseHandle, label: string) {
  const runId = randomBytes(4).toString('hex');
  const plan = planBenchLeague(runId);
  plan.passwordHash = await hashPassword(PASSWORD);
  const start = performance.now();
  const built = await insertBenchLeague(handle.db, plan);
  const buildMs = performance.now() - start;
  const adminEmail = `bench-admin-${runId}@example.test`;
  await insertUser(handle.db, { email: adminEmail, passwordHash: plan.passwordHash, userType: 'admin' });

  const { app, port } = await listenOnFreePort(handle.db);
  try {
    const cookie = await signInOverHttp(port, adminEmail, PASSWORD);
    const path = `/api/1.0/leagues/standings?league_id=${built.leagueId}`;
    console.info(
      `${label}: ${built.players.toLocaleString('en')} players in ${DIVISIONS} divisions of ${DIVISION_SIZE}, ` +
        `${built.matches.toLocaleString('en')} matches, ${built.sets.toLocaleString('en')} sets ` +
        `(built in ${(buildMs / 1000).toFixed(1)} s)`,
    );
    const cold = await timedGet(port, path, { cookie });
    console.info(`  ${'first request (cold)'.padEnd(38)} ${cold.ms.toFixed(1)} ms`);
    const series = { runs: RUNS, warmup: WARMUP, cpu: true };
    await timeSeries(port, path, { cookie, 'accept-encoding': 'identity' }, { label: 'uncompressed', ...series });
    await timeSeries(
      port,
      path,
      { cookie, 'accept-encoding': 'br, gzip' },
      { label: 'as a browser asks (br)', ...series },
    );
  } finally {
    await app.close();
  }
}

export async function runStandingsEndpointBenchmarks() {
  console.info(`standings endpoint (Node ${process.version}); ${WARMUP} warm-up requests, then ${RUNS} in a row\n`);
  await benchOnEachDatabase(benchStandingsEndpoint);
}

if (isMain(import.meta.url)) await runStandingsEndpointBenchmarks();
