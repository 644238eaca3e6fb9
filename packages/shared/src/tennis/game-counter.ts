import { MAX_GAMES, MIN_GAMES } from './scoring-rules';

/** A game counter's value after any input: whole games within 0..7; anything not a number is 0. */
export function clampGames(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return MIN_GAMES;
  return Math.min(MAX_GAMES, Math.max(MIN_GAMES, Math.trunc(value)));
}
