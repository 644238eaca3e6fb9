import type { Id } from '../ids';
import type { MatchResultInput } from '../types';
import { computeStandingRows, groupStandingsByDivision } from './compute-standings';
import type { DivisionStandings, StandingsDivision } from './compute-standings';
import { compareOverallStandings } from './compare-standings';
import { findDivisionRank } from './division-rank';
import { computeLeagueStatistics } from './league-statistics';
import type { LeagueStatistics } from './league-statistics';
import type { StandingRow, StandingsPlayer } from './standing-row';

/** The standings response of league-play section 3. */
export interface StandingsResponse<P extends StandingsPlayer = StandingsPlayer> {
  allPlayers: readonly P[];
  allMatches: readonly MatchResultInput[];
  divisions: readonly StandingsDivision[];
  currentPlayerId?: Id | null;
}

export interface LeagueStandings<P extends StandingsPlayer = StandingsPlayer> {
  overall: StandingRow<P>[];
  by_division: DivisionStandings<P>[];
  /** For 'You are ranked #N in your division'; null when the current player is in no division. */
  current_player_rank: number | null;
  statistics: LeagueStatistics;
}

/** Everything the standings page shows, from one response; the rows are computed once for both views. */
export function buildLeagueStandings<P extends StandingsPlayer>(response: StandingsResponse<P>): LeagueStandings<P> {
  const rows = computeStandingRows(response.allPlayers, response.allMatches);
  const byDivision = groupStandingsByDivision(rows, response.divisions);
  return {
    overall: [...rows].sort(compareOverallStandings),
    by_division: byDivision,
    current_player_rank: findDivisionRank(
      byDivision.filter((division) => division.division_id !== null),
      response.currentPlayerId,
    ),
    statistics: computeLeagueStatistics({
      players: response.allPlayers,
      matches: response.allMatches,
      divisions: response.divisions,
    }),
  };
}
