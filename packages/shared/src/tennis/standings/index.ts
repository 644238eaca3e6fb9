export { compareDivisionStandings, compareOverallStandings } from './compare-standings';
export {
  computeDivisionStandings,
  computeOverallStandings,
  computeStandingRows,
  groupStandingsByDivision,
} from './compute-standings';
export type { DivisionStandings, StandingsDivision } from './compute-standings';
export { divisionRankMessage, findDivisionRank } from './division-rank';
export { computeLeagueStatistics } from './league-statistics';
export type { LeagueStatistics } from './league-statistics';
export { buildLeagueStandings } from './league-standings';
export type { LeagueStandings, StandingsResponse } from './league-standings';
export { newTallyScratch, tallyMatch, tallyMatchInto } from './match-tally';
export type { MatchTally, TallyScratch } from './match-tally';
export { formatPercentage, formatRecord, percentage } from './standing-row';
export type { StandingRow, StandingsPlayer } from './standing-row';
