import { sameId } from '../ids';
import type { Id } from '../ids';
import type { DivisionStandings } from './compute-standings';

/** The player's 1-based place in their division's standings, or null when they are in none. */
export function findDivisionRank(
  divisions: readonly DivisionStandings[],
  playerId: Id | null | undefined,
): number | null {
  for (const division of divisions) {
    const index = division.rows.findIndex((row) => sameId(row.player_id, playerId));
    if (index !== -1) return index + 1;
  }
  return null;
}

export function divisionRankMessage(rank: number): string {
  return `You are ranked #${rank} in your division`;
}
