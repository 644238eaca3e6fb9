import type { Id } from '../ids';
import { computeStandingRows, groupStandingsByDivision } from './compute-standings';
import type { DivisionStandings, StandingsDivision } from './compute-standings';
import { compareOverallStandings } from './compare-standings';
import { findDivisionRank } from './division-rank';
import { computeLeagueStatistics } from './league-statistics';
import type { LeagueStatistics } from './league-statistics';
import { explainTableOrder, findNeighbourMeetings } from './order-reasons';
import type { MeetingInput, OrderReason } from './order-reasons';
import type { StandingRow, StandingsPlayer } from './standing-row';

/** The standings response of league-play section 3. */
export interface StandingsResponse<P extends StandingsPlayer = StandingsPlayer> {
  allPlayers: readonly P[];
  allMatches: readonly MeetingInput[];
  divisions: readonly StandingsDivision[];
  currentPlayerId?: Id | null;
}

export interface LeagueStandings<P extends StandingsPlayer = StandingsPlayer> {
  overall: StandingRow<P>[];
  /** Why each overall row is above the next, index for index; null for the last. */
  overall_reasons: (OrderReason | null)[];
  by_division: (DivisionStandings<P> & { reasons: (OrderReason | null)[] })[];
  /** For 'You are ranked #N in your division'; null when the current player is in no division. */
  current_player_rank: number | null;
  statistics: LeagueStatistics;
}

/** Everything the standings page shows, from one response; the rows are computed once for both views. */
export function buildLeagueStandings<P extends StandingsPlayer>(response: StandingsResponse<P>): LeagueStandings<P> {
  const rows = computeStandingRows(response.allPlayers, response.allMatches);
  const byDivision = groupStandingsByDivision(rows, response.divisions);
  const overall = [...rows].sort(compareOverallStandings);
  const meetings = findNeighbourMeetings([overall, ...byDivision.map((group) => group.rows)], response.allMatches);
  return {
    overall,
    overall_reasons: explainTableOrder('overall', overall, meetings),
    by_division: byDivision.map((group) => ({
      ...group,
      reasons: explainTableOrder('division', group.rows, meetings),
    })),
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
