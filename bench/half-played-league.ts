import { roundRobin } from '@courtside/shared/league/round-robin';
import type { BenchLeaguePlan } from '../apps/api/src/db/queries/bench-league';

/**
 * Two divisions of `divisionSize` players, every other match of each round robin played in two sets and
 * confirmed, the rest not yet arranged: a league half way through its season, as the HTTP benchmarks need it.
 */
export function planHalfPlayedLeague(leagueName: string, runId: string, passwordHash: string, divisionSize: number) {
  const positions = Array.from({ length: divisionSize }, (_, p) => p);
  const plan = {
    leagueName,
    passwordHash,
    divisions: [0, 1].map((d) => ({
      name: `Division ${d + 1}`,
      players: positions.map((p) => ({
        email: `bench-${runId}-${d}-${p}@example.test`,
        firstName: `First${p}`,
        lastName: `Last${d}`,
        rating: 3.5,
      })),
      matches: roundRobin(positions).map(({ home, away }, i) =>
        i % 2 === 0
          ? {
              home,
              away,
              status: 'normal' as const,
              matchDatetime: new Date(Date.UTC(2026, 2, 1 + i, 18)),
              submittedBy: 'home' as const,
              scoreConfirmation: 'confirmed' as const,
              sets: [
                { set_number: 1, home_games: 6, away_games: 3 },
                { set_number: 2, home_games: 6, away_games: 4 },
              ],
            }
          : {
              home,
              away,
              status: 'unscheduled' as const,
              matchDatetime: null,
              submittedBy: null,
              scoreConfirmation: null,
              sets: [],
            },
      ),
    })),
  } satisfies BenchLeaguePlan;
  return plan;
}
