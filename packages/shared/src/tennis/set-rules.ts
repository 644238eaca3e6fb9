import type { SetProblem } from './score-messages';
import { MIN_GAMES } from './scoring-rules';
import {
  FORMAT_RULES,
  MATCH_TIEBREAK_POINTS,
  MAX_TIEBREAK_POINTS,
  isMatchTiebreakSet,
  type FormatRules,
  type SetRules,
} from './scoring-formats';
import type { Side } from './types';

/**
 * What one set's games say:
 * - complete: a valid finished set with its winner;
 * - in_progress: a score a set passes through before it ends (a retirement may stop there);
 * - problem: neither, with the reason.
 */
export type SetClassification =
  | { kind: 'complete'; winner: Side }
  | { kind: 'in_progress'; problem: 'incomplete' | 'win_by_two' }
  | { kind: 'problem'; problem: SetProblem };

// Results are shared constants: classifying allocates nothing, which matters when standings read 300k sets.
const COMPLETE: Record<Side, SetClassification> = {
  home: Object.freeze({ kind: 'complete', winner: 'home' }),
  away: Object.freeze({ kind: 'complete', winner: 'away' }),
};
const IN_PROGRESS_INCOMPLETE: SetClassification = Object.freeze({ kind: 'in_progress', problem: 'incomplete' });
const IN_PROGRESS_WIN_BY_TWO: SetClassification = Object.freeze({ kind: 'in_progress', problem: 'win_by_two' });
const STANDARD_SET_RULES = FORMAT_RULES.best_of_three.set;

const PROBLEM: Record<SetProblem, SetClassification> = {
  negative: Object.freeze({ kind: 'problem', problem: 'negative' }),
  over_maximum: Object.freeze({ kind: 'problem', problem: 'over_maximum' }),
  incomplete: Object.freeze({ kind: 'problem', problem: 'incomplete' }),
  win_by_two: Object.freeze({ kind: 'problem', problem: 'win_by_two' }),
  invalid: Object.freeze({ kind: 'problem', problem: 'invalid' }),
};

/**
 * Classifies one ordinary set under `rules` (default: sets to 6, tiebreak at 6-6). A set is finished at
 * gamesToWin with the loser 2 or more behind, at gamesToWin + 1 after gamesToWin - 1 (7-5) when the tiebreak
 * comes at gamesToWin all, or at tiebreakAt + 1 to tiebreakAt after the tiebreak (7-6, 9-8, Fast4's 4-3).
 */
export function classifySet(home: unknown, away: unknown, rules: SetRules = STANDARD_SET_RULES): SetClassification {
  if (!Number.isInteger(home) || !Number.isInteger(away)) return PROBLEM.invalid;
  const h = home as number;
  const a = away as number;
  if (h < MIN_GAMES || a < MIN_GAMES) return PROBLEM.negative;
  const { gamesToWin, tiebreakAt } = rules;
  if (h > tiebreakAt + 1 || a > tiebreakAt + 1) return PROBLEM.over_maximum;

  const high = h > a ? h : a;
  const low = h > a ? a : h;
  const winner: Side = h > a ? 'home' : 'away';
  if (high === gamesToWin && low <= gamesToWin - 2) return COMPLETE[winner];
  if (high === tiebreakAt + 1 && low === tiebreakAt) return COMPLETE[winner];
  if (tiebreakAt === gamesToWin && high === gamesToWin + 1 && low === gamesToWin - 1) return COMPLETE[winner];
  if (high < gamesToWin) return IN_PROGRESS_INCOMPLETE;
  // 6-5 and 6-6 are reached on the way to 7-5 or 7-6: the set is still being played.
  if (high === gamesToWin && tiebreakAt === gamesToWin) return IN_PROGRESS_WIN_BY_TWO;
  // 7-0 to 7-4 (the set ended at 6) and 7-7 cannot happen.
  return PROBLEM.invalid;
}

/**
 * Classifies a match tiebreak entered as its points: finished at 10 with the loser on 8 or fewer, or beyond 10
 * by exactly 2 (11-9, 12-10). 9-9 and 10-9 are on the way; 12-5 cannot happen.
 */
export function classifyMatchTiebreak(home: unknown, away: unknown): SetClassification {
  if (!Number.isInteger(home) || !Number.isInteger(away)) return PROBLEM.invalid;
  const h = home as number;
  const a = away as number;
  if (h < MIN_GAMES || a < MIN_GAMES) return PROBLEM.negative;
  if (h > MAX_TIEBREAK_POINTS || a > MAX_TIEBREAK_POINTS) return PROBLEM.over_maximum;
  const high = h > a ? h : a;
  const low = h > a ? a : h;
  const winner: Side = h > a ? 'home' : 'away';
  if (high === MATCH_TIEBREAK_POINTS && low <= MATCH_TIEBREAK_POINTS - 2) return COMPLETE[winner];
  if (high > MATCH_TIEBREAK_POINTS && high - low === 2) return COMPLETE[winner];
  if (high < MATCH_TIEBREAK_POINTS) return IN_PROGRESS_INCOMPLETE;
  if (high - low < 2) return IN_PROGRESS_WIN_BY_TWO;
  return PROBLEM.invalid;
}

/** Classifies the set at 0-based `position` among the sets that count, under a format's rules. */
export function classifySetOfFormat(
  home: unknown,
  away: unknown,
  rules: FormatRules,
  position: number,
): SetClassification {
  return isMatchTiebreakSet(rules, position) ? classifyMatchTiebreak(home, away) : classifySet(home, away, rules.set);
}

/** The winner of a finished, valid set, or null for any other score. */
export function setWinner(home: unknown, away: unknown, rules: SetRules = STANDARD_SET_RULES): Side | null {
  const result = classifySet(home, away, rules);
  return result.kind === 'complete' ? result.winner : null;
}

/** A set counts only when either side has a game; 0-0 rows are empty counters, not sets. */
export function isEmptySet(home: unknown, away: unknown): boolean {
  return home === 0 && away === 0;
}
