import { FORMAT_RULES, MATCH_TIEBREAK_POINTS, MAX_TIEBREAK_POINTS, formatRules } from './scoring-formats';
import type { ScoringFormat, SetRules } from './scoring-formats';
import { MAX_SETS, SETS_TO_WIN } from './scoring-rules';

/**
 * Match-level messages of a best-of-three match; the first two are the spec's words, the rest fill what the
 * spec leaves unworded. Other formats word the same rules for themselves (scoreMessagesFor).
 */
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

export type ScoreMessages = { readonly [K in keyof typeof SCORE_MESSAGES]: string };

const FORMAT_MESSAGES: Record<ScoringFormat, ScoreMessages> = {
  best_of_three: SCORE_MESSAGES,
  match_tiebreak: {
    ...SCORE_MESSAGES,
    mustWinTwoSets: 'One player must win 2 sets, counting the match tiebreak as a set.',
    thirdSetNotNeeded: 'Match tiebreak not needed - match was already won 2-0',
    tooManySets: 'A match has at most 2 sets and a match tiebreak.',
    retiredAfterMatchWon: 'A retirement must happen before either player has won the match.',
  },
  pro_set: {
    ...SCORE_MESSAGES,
    mustWinTwoSets: 'One player must win the pro set.',
    thirdSetNotNeeded: 'Only one set is played - the pro set decided the match',
    tooManySets: 'A pro set match has only one set.',
    tooFewSets: 'Enter the score of the pro set unless a player retired.',
    retiredAfterMatchWon: 'A retirement must happen before the pro set is won.',
  },
  fast4: {
    ...SCORE_MESSAGES,
    mustWinTwoSets: 'One player must win 2 sets in a Fast4 match.',
  },
};

/** The match-level messages of a format. */
export function scoreMessagesFor(format: ScoringFormat): ScoreMessages {
  return FORMAT_MESSAGES[formatRules(format).format];
}

/** Why a single set is not a finished, valid set. */
export type SetProblem = 'negative' | 'over_maximum' | 'incomplete' | 'win_by_two' | 'invalid';

/** Shows a submitted game count; anything that is not a number is shown as '?' so formatting never throws. */
export function formatGames(value: unknown): string {
  return typeof value === 'number' ? String(value) : '?';
}

/** The finished scores of a set, e.g. '6-0 through 6-4, 7-5, or 7-6'. */
export function validSetScoresText({ gamesToWin: g, tiebreakAt: t }: SetRules): string {
  const straight = `${g}-0 through ${g}-${g - 2}`;
  return t === g ? `${straight}, ${g + 1}-${g - 1}, or ${t + 1}-${t}` : `${straight}, or ${t + 1}-${t}`;
}

/**
 * The one message for a set with a problem; N is the set's position among the sets that count. `kind` says
 * what the set is: an ordinary set under its rules (sets to 6 unless told), or a match tiebreak.
 */
export function setProblemMessage(
  setNumber: number,
  problem: SetProblem,
  home: unknown,
  away: unknown,
  kind: SetRules | 'match_tiebreak' = FORMAT_RULES.best_of_three.set,
): string {
  const score = `${formatGames(home)}-${formatGames(away)}`;
  if (problem === 'negative') return `Set ${setNumber}: Scores cannot be negative (${score})`;
  if (kind === 'match_tiebreak') {
    const points = MATCH_TIEBREAK_POINTS;
    switch (problem) {
      case 'over_maximum':
        return `Set ${setNumber}: A match tiebreak is entered as its points, at most ${MAX_TIEBREAK_POINTS} (${score})`;
      case 'incomplete':
        return `Set ${setNumber}: Incomplete match tiebreak (${score}) - it is won with ${points} points`;
      case 'win_by_two':
        return `Set ${setNumber}: A match tiebreak must be won by 2 points (${score})`;
      case 'invalid':
        return (
          `Set ${setNumber}: Invalid match tiebreak score (${score}). Valid scores: ${points}-0 through ` +
          `${points}-${points - 2}, or 2 points clear after ${points - 1}-${points - 1} (${points + 1}-${points - 1}, ` +
          `${points + 2}-${points})`
        );
    }
  }
  const { gamesToWin, tiebreakAt } = kind;
  switch (problem) {
    case 'over_maximum':
      return `Set ${setNumber}: A player can win at most ${tiebreakAt + 1} games in a set (${score})`;
    case 'incomplete':
      return `Set ${setNumber}: Incomplete set (${score}) - a set is won with ${gamesToWin} games`;
    case 'win_by_two':
      return `Set ${setNumber}: A set must be won by 2 games, or ${tiebreakAt + 1}-${tiebreakAt} after a tiebreak (${score})`;
    case 'invalid':
      return `Set ${setNumber}: Invalid tennis score (${score}). Valid scores: ${validSetScoresText(kind)}`;
  }
}
