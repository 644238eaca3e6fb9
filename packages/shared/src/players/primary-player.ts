/**
 * Spec: a user's own profile is the player whose primary_player is true. A user may have none yet (sign-up
 * creates it in a second call that can be cut off), which callers must treat as "no profile", not an error.
 */
export function primaryPlayerOf<T extends { primary_player: boolean }>(
  players: readonly T[] | null | undefined,
): T | null {
  return players?.find((player) => player.primary_player) ?? null;
}
