import { MAX_GAMES, MIN_GAMES } from './scoring-rules';

/**
 * A game counter's value after any input: whole numbers within 0..max (7 games unless the set's format allows
 * more, e.g. a match tiebreak's points); anything not a number is 0.
 */
export function clampGames(value: unknown, max: number = MAX_GAMES): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return MIN_GAMES;
  return Math.min(max, Math.max(MIN_GAMES, Math.trunc(value)));
}
