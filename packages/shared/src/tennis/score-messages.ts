import { MAX_SETS, SETS_TO_WIN } from './scoring-rules';

/** Match-level messages; the first two are the spec's words, the rest fill what the spec leaves unworded. */
export const SCORE_MESSAGES = {
  mustWinTwoSets: 'One player must win 2 sets in a best-of-three match.',
  thirdSetNotNeeded: 'Third set not needed - match was already won 2-0',
  tooManySets: `A match has at most ${MAX_SETS} sets.`,
  tooFewSets: `At least ${SETS_TO_WIN} sets are required unless a player retired.`,
  setsNotAList: 'Sets must be a list of set scores.',
  invalidOutcome: 'Outcome must be one of: normal, opponent_retired, i_retired, home_retired, away_retired.',
  retiredAfterMatchWon: `A retirement must happen before either player has won ${SETS_TO_WIN} sets.`,
  noScoreRecorded: 'No score recorded',
} as const;

/** Why a single set is not a finished, valid set. */
export type SetProblem = 'negative' | 'over_maximum' | 'incomplete' | 'win_by_two' | 'invalid';

/** Shows a submitted game count; anything that is not a number is shown as '?' so formatting never throws. */
export function formatGames(value: unknown): string {
  return typeof value === 'number' ? String(value) : '?';
}

/** The one message for a set with a problem; N is the set's position among the sets that count. */
export function setProblemMessage(setNumber: number, problem: SetProblem, home: unknown, away: unknown): string {
  const score = `${formatGames(home)}-${formatGames(away)}`;
  switch (problem) {
    case 'negative':
      return `Set ${setNumber}: Scores cannot be negative (${score})`;
    case 'over_maximum':
      return `Set ${setNumber}: A player can win at most 7 games in a set (${score})`;
    case 'incomplete':
      return `Set ${setNumber}: Incomplete set (${score}) - a set is won with 6 games`;
    case 'win_by_two':
      return `Set ${setNumber}: A set must be won by 2 games, or 7-6 after a tiebreak (${score})`;
    case 'invalid':
      return `Set ${setNumber}: Invalid tennis score (${score}). Valid scores: 6-0 through 6-4, 7-5, or 7-6`;
  }
}
