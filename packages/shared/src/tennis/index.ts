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
export { describeScore, formatScore } from './score-display';
export type { SideNames } from './score-display';
export { SCORE_MESSAGES, formatGames, scoreMessagesFor, setProblemMessage, validSetScoresText } from './score-messages';
export type { ScoreMessages, SetProblem } from './score-messages';
export {
  DEFAULT_SCORING_FORMAT,
  FORMAT_RULES,
  MATCH_TIEBREAK_POINTS,
  MAX_TIEBREAK_POINTS,
  SCORING_FORMATS,
  formatRules,
  isMatchTiebreakSet,
  isScoringFormat,
  maxEntryFor,
  maxGamesInSet,
} from './scoring-formats';
export type { FormatRules, ScoringFormat, SetRules } from './scoring-formats';
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
export { classifyMatchTiebreak, classifySet, classifySetOfFormat, isEmptySet, setWinner } from './set-rules';
export type { SetClassification } from './set-rules';
export { otherSide } from './types';
export type { MatchOutcome, MatchResultInput, MatchStatus, SetScore, Side } from './types';
export { findUnplayedOpponents } from './unplayed-opponents';
export * from './standings/index';
