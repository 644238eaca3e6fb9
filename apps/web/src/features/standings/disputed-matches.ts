import type { StandingsMatchDto } from '@courtside/shared/schemas/standings';

/** How many of each player's matches have a disputed score (ADR 028: it counts until an admin resolves it). */
export function countDisputedMatches(matches: readonly StandingsMatchDto[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const match of matches) {
    if (match.score_confirmation !== 'disputed') continue;
    for (const playerId of [match.home_player_id, match.away_player_id]) {
      counts.set(playerId, (counts.get(playerId) ?? 0) + 1);
    }
  }
  return counts;
}

export function disputedExplanation(count: number): string {
  return count === 1
    ? '1 match score is disputed; it counts as entered until an admin resolves it.'
    : `${count} match scores are disputed; they count as entered until an admin resolves them.`;
}
