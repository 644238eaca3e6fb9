/** A registered player's name as the board shows it; a player who never filled in a name is still someone. */
export function playerName(player: { id: number; first_name: string; last_name: string }): string {
  const name = `${player.first_name} ${player.last_name}`.trim();
  return name === '' ? `Player ${player.id}` : name;
}

export function ratingText(rating: number | null): string {
  return rating === null ? 'No rating' : `Rating ${rating.toFixed(1)}`;
}
