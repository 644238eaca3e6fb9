export { compareDivisionStandings, compareOverallStandings, decideOrder, ORDER_CRITERIA } from './compare-standings';
export type { OrderCriterion, OrderDecision, StandingsOrder } from './compare-standings';
export { explainTableOrder, findNeighbourMeetings } from './order-reasons';
export type { Meeting, MeetingInput, OrderReason } from './order-reasons';
export { describeOrderReason, explainPlace, explainRank } from './order-reason-text';
export type { ExplainedRow, ReasonFigures, ReasonText, ReasonWording } from './order-reason-text';
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
