import type { AssignmentDto } from '@courtside/shared/schemas/divisions';

/** Where each registered player is: a division id, or null for unassigned. */
export type Placement = ReadonlyMap<number, number | null>;

/** A draft change as the API takes it: a null division_id means "unassigned". */
export interface PlacementChange {
  player_id: number;
  division_id: number | null;
}

/** Every registered player's division according to a list of assignments; players it leaves out are unassigned. */
export function placementOf(playerIds: readonly number[], assignments: readonly AssignmentDto[]): Placement {
  const divisionOf = new Map(assignments.map((entry) => [entry.player_id, entry.division_id]));
  return new Map(playerIds.map((playerId) => [playerId, divisionOf.get(playerId) ?? null]));
}

/**
 * The moves made on the board since the last save, laid over the saved placement. A move is dropped when it
 * no longer means anything: its player left the league, its division was deleted, or the saved placement
 * already says the same.
 */
export function currentPlacement(saved: Placement, moves: Placement, divisionIds: ReadonlySet<number>): Placement {
  const current = new Map(saved);
  for (const [playerId, divisionId] of moves) {
    if (!saved.has(playerId)) continue;
    if (divisionId !== null && !divisionIds.has(divisionId)) continue;
    current.set(playerId, divisionId);
  }
  return current;
}

/** What Save Draft sends: each player whose division differs between the saved and the current placement. */
export function placementChanges(saved: Placement, current: Placement): PlacementChange[] {
  const changes: PlacementChange[] = [];
  for (const [playerId, divisionId] of current) {
    if ((saved.get(playerId) ?? null) !== divisionId) changes.push({ player_id: playerId, division_id: divisionId });
  }
  return changes.sort((a, b) => a.player_id - b.player_id);
}

/** What publishing sends: the whole picture, every placed player; the API unassigns everyone it leaves out. */
export function assignmentsOf(placement: Placement): { player_id: number; division_id: number }[] {
  return [...placement]
    .filter((entry): entry is [number, number] => entry[1] !== null)
    .map(([playerId, divisionId]) => ({ player_id: playerId, division_id: divisionId }))
    .sort((a, b) => a.player_id - b.player_id);
}
