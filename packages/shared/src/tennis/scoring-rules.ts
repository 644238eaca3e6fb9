/** Best of three sets (league-play section 9). */
export const MAX_SETS = 3;
export const SETS_TO_WIN = 2;

/** A game counter never leaves 0..7 (league-play sections 5 and 9). */
export const MIN_GAMES = 0;
export const MAX_GAMES = 7;

/** The games a set winner has when the loser has 0..4, and the extended finishes 7-5 and 7-6. */
export const GAMES_TO_WIN_SET = 6;
export const EXTENDED_SET_GAMES = 7;

/** Every finished set from the winner's side; a set is valid when it matches one of these either way round. */
export const VALID_SET_SCORES: readonly (readonly [number, number])[] = [
  [6, 0],
  [6, 1],
  [6, 2],
  [6, 3],
  [6, 4],
  [7, 5],
  [7, 6],
];
