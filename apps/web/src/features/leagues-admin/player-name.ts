import type { LeaguePlayerDto } from '@courtside/shared/schemas/registrations';

/**
 * One card of the placement board: a registered player, or in a doubles league a complete pair under its
 * anchor's player id, with the pair's name as `label` and both ratings as `detail` (ADR 078).
 */
export type BoardPlayer = LeaguePlayerDto & { label?: string; detail?: string };

/** A registered player's name as the board shows it; a player who never filled in a name is still someone. */
export function playerName(player: { id: number; first_name: string; last_name: string; label?: string }): string {
  if (player.label) return player.label;
  const name = `${player.first_name} ${player.last_name}`.trim();
  return name === '' ? `Player ${player.id}` : name;
}

export function ratingText(rating: number | null): string {
  return rating === null ? 'No rating' : `Rating ${rating.toFixed(1)}`;
}
