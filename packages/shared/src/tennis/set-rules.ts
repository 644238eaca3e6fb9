import type { SetProblem } from './score-messages';
import { EXTENDED_SET_GAMES, GAMES_TO_WIN_SET, MAX_GAMES, MIN_GAMES } from './scoring-rules';
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
const PROBLEM: Record<SetProblem, SetClassification> = {
  negative: Object.freeze({ kind: 'problem', problem: 'negative' }),
  over_maximum: Object.freeze({ kind: 'problem', problem: 'over_maximum' }),
  incomplete: Object.freeze({ kind: 'problem', problem: 'incomplete' }),
  win_by_two: Object.freeze({ kind: 'problem', problem: 'win_by_two' }),
  invalid: Object.freeze({ kind: 'problem', problem: 'invalid' }),
};

export function classifySet(home: unknown, away: unknown): SetClassification {
  if (!Number.isInteger(home) || !Number.isInteger(away)) return PROBLEM.invalid;
  const h = home as number;
  const a = away as number;
  if (h < MIN_GAMES || a < MIN_GAMES) return PROBLEM.negative;
  if (h > MAX_GAMES || a > MAX_GAMES) return PROBLEM.over_maximum;

  const high = h > a ? h : a;
  const low = h > a ? a : h;
  const winner: Side = h > a ? 'home' : 'away';
  if (high === GAMES_TO_WIN_SET && low <= GAMES_TO_WIN_SET - 2) return COMPLETE[winner];
  if (high === EXTENDED_SET_GAMES && (low === GAMES_TO_WIN_SET - 1 || low === GAMES_TO_WIN_SET)) {
    return COMPLETE[winner];
  }
  if (high < GAMES_TO_WIN_SET) return IN_PROGRESS_INCOMPLETE;
  // 6-5 and 6-6 are reached on the way to 7-5 or 7-6: the set is still being played.
  if (high === GAMES_TO_WIN_SET) return IN_PROGRESS_WIN_BY_TWO;
  // 7-0 to 7-4 (the set ended at 6) and 7-7 cannot happen.
  return PROBLEM.invalid;
}

/** The winner of a finished, valid set, or null for any other score. */
export function setWinner(home: unknown, away: unknown): Side | null {
  const result = classifySet(home, away);
  return result.kind === 'complete' ? result.winner : null;
}

/** A set counts only when either side has a game; 0-0 rows are empty counters, not sets. */
export function isEmptySet(home: unknown, away: unknown): boolean {
  return home === 0 && away === 0;
}
