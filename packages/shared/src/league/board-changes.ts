// What publishing a placement board would take away, in words the admin reads before confirming (ADR 026).
// Without zod, so the admin's board can show it without loading the schemas.

/** The counts of a publish that removes matches or unplaces players. */
export interface BoardRemovals {
  matches: number;
  scheduled_matches: number;
  players_unplaced: number;
}

export const STALE_BOARD_MESSAGE =
  'The placements changed since this board was loaded: another administrator saved or published them. ' +
  'Reload to see them, then try again.';

const matchesPart = ({ matches, scheduled_matches: scheduled }: BoardRemovals) => {
  if (matches === 1) return scheduled === 1 ? '1 scheduled match' : '1 match';
  return `${matches} matches, ${scheduled === 0 ? 'none' : scheduled} of them scheduled`;
};

/** e.g. 'This would remove 58 matches, 30 of them scheduled, and unplace 27 players.' */
export function removalSummary(removals: BoardRemovals): string {
  const parts: string[] = [];
  if (removals.matches > 0) parts.push(`remove ${matchesPart(removals)}`);
  if (removals.players_unplaced > 0) {
    const players = removals.players_unplaced;
    parts.push(`unplace ${players} ${players === 1 ? 'player' : 'players'}`);
  }
  // A comma already inside the first part ("58 matches, 30 of them scheduled") needs one before "and" too.
  const joiner = parts[0]?.includes(',') ? ', and ' : ' and ';
  return `This would ${parts.join(joiner)}.`;
}
