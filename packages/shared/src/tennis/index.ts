export { clampGames } from './game-counter';
export { compareIds, idKey, sameId } from './ids';
export type { Id } from './ids';
export {
  COMPLETED_MATCH_STATUSES,
  RETIREMENT_OUTCOMES,
  countMatchesByState,
  getMatchState,
  getResultLabel,
  haveCompletedMatch,
  isMatchOutcome,
  isRetirementOutcome,
  progressPercentage,
} from './match-status';
export type { MatchState, ResultLabel } from './match-status';
export {
  countSetsWon,
  getMatchWinnerId,
  getMatchWinnerSide,
  getRetiringSide,
  retiringSideOf,
  sideOfPlayer,
} from './match-winner';
export { formatScore } from './score-display';
export { SCORE_MESSAGES, formatGames, setProblemMessage } from './score-messages';
export type { SetProblem } from './score-messages';
export { validateScore } from './score-validation';
export type { ScoreValidation } from './score-validation';
export {
  EXTENDED_SET_GAMES,
  GAMES_TO_WIN_SET,
  MAX_GAMES,
  MAX_SETS,
  MIN_GAMES,
  SETS_TO_WIN,
  VALID_SET_SCORES,
} from './scoring-rules';
export { classifySet, isEmptySet, setWinner } from './set-rules';
export type { SetClassification } from './set-rules';
export { otherSide } from './types';
export type { MatchOutcome, MatchResultInput, MatchStatus, SetScore, Side } from './types';
export { findUnplayedOpponents } from './unplayed-opponents';
export * from './standings/index';
