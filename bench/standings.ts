import {
  buildLeagueStandings,
  computeDivisionStandings,
  computeOverallStandings,
} from '@courtside/shared/tennis/index';
import type { MatchResultInput, SetScore } from '@courtside/shared/tennis/index';
import { isMain, measure, report, seededRandom } from './measure';

const PLAYERS = 10_000;
const MATCHES = 100_000;
const DIVISION_SIZE = 12;
const FINISHED_SETS: readonly [number, number][] = [
  [6, 0],
  [6, 1],
  [6, 2],
  [6, 3],
  [6, 4],
  [7, 5],
  [7, 6],
];

/** A league of 10,000 players in divisions of 12 and 100,000 matches within divisions, with every outcome. */
export function buildLeague(seed = 2026) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const divisionCount = Math.ceil(PLAYERS / DIVISION_SIZE);
  const players = Array.from({ length: PLAYERS }, (_, index) => ({
    id: index + 1,
    first_name: `First${index % 97}`,
    last_name: `Last${index % 89}`,
    division_id: Math.floor(index / DIVISION_SIZE) + 1,
    division_name: `Division ${Math.floor(index / DIVISION_SIZE) + 1}`,
  }));
  const divisions = Array.from({ length: divisionCount }, (_, index) => ({
    id: index + 1,
    name: `Division ${index + 1}`,
  }));

  /** A finished set (or the given unfinished games) from the side that leads it. */
  const set = (homeWins: boolean, number: number, games: readonly [number, number] = pick(FINISHED_SETS)): SetScore => {
    const [winner, loser] = games;
    return { set_number: number, home_games: homeWins ? winner : loser, away_games: homeWins ? loser : winner };
  };
  const matches: MatchResultInput[] = Array.from({ length: MATCHES }, () => {
    const division = Math.floor(random() * divisionCount);
    const size = Math.min(DIVISION_SIZE, PLAYERS - division * DIVISION_SIZE);
    const home = division * DIVISION_SIZE + Math.floor(random() * size) + 1;
    let away = division * DIVISION_SIZE + Math.floor(random() * size) + 1;
    if (away === home) away = home === division * DIVISION_SIZE + 1 ? home + 1 : home - 1;
    // One literal for every row, as a database row mapper produces: one object shape, like real input.
    const row = (status: string, set_scores: SetScore[]): MatchResultInput => ({
      status,
      home_player_id: home,
      away_player_id: away,
      submitted_by_player_id: pick([home, away]),
      set_scores,
    });
    const roll = random();
    const homeWins = random() < 0.5;
    if (roll < 0.1) return row('scheduled', []);
    if (roll < 0.15) return row(pick(['opponent_retired', 'i_retired', 'home_retired', 'away_retired']), []);
    if (roll < 0.2) {
      return row(pick(['opponent_retired', 'i_retired']), [set(random() < 0.5, 1), set(random() < 0.5, 2, [3, 2])]);
    }
    const straight = random() < 0.6;
    return row(
      'normal',
      straight ? [set(homeWins, 1), set(homeWins, 2)] : [set(homeWins, 1), set(!homeWins, 2), set(homeWins, 3)],
    );
  });
  return { players, matches, divisions };
}

export function runStandingsBenchmarks(): void {
  const { players, matches, divisions } = buildLeague();
  console.info(
    `standings: ${PLAYERS.toLocaleString('en')} players, ${MATCHES.toLocaleString('en')} matches, divisions of ${DIVISION_SIZE}`,
  );
  const options = { runs: 25, warmup: 3 };
  report(
    measure(
      'overall standings (computeOverallStandings)',
      () => computeOverallStandings(players, matches).length,
      options,
    ),
    100,
  );
  report(
    measure(
      'division standings (computeDivisionStandings)',
      () => computeDivisionStandings(players, matches, divisions).length,
      options,
    ),
    100,
  );
  // The same rows built four ways, so property reads meet several object shapes (mixed callers).
  const mixed = matches.map((match, index): MatchResultInput => {
    const { status, set_scores, ...ids } = match;
    if (index % 4 === 0) return { ...ids, status, set_scores };
    if (index % 4 === 1) return { status, ...ids, set_scores };
    if (index % 4 === 2) return { set_scores, ...ids, status };
    return { set_scores, status, ...ids };
  });
  report(
    measure(
      'overall standings, rows in 4 object shapes',
      () => computeOverallStandings(players, mixed).length,
      options,
    ),
  );
  report(
    measure(
      'whole standings page (buildLeagueStandings)',
      () =>
        buildLeagueStandings({ allPlayers: players, allMatches: matches, divisions, currentPlayerId: 1 }).overall
          .length,
      options,
    ),
  );
}

if (isMain(import.meta.url)) runStandingsBenchmarks();
