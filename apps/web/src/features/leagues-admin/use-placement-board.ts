import { useMemo, useState } from 'react';
import type { AssignmentDto, DivisionDto } from '@courtside/shared/schemas/divisions';
import type { BoardPlayer } from './player-name';
import {
  assignmentsOf,
  currentPlacement,
  placementChanges,
  placementOf,
  type Placement,
  type PlacementChange,
} from './placement';

export interface PlacementBoardState {
  divisions: readonly DivisionDto[];
  players: readonly BoardPlayer[];
  /** The placement on screen: the saved one with the board's moves laid over it. */
  current: Placement;
  /** What Save Draft would send. */
  unsaved: PlacementChange[];
  /** Players whose place on the board differs from their published placement (what Start League counts). */
  unpublished: PlacementChange[];
  saved: Placement;
  published: Placement;
  move: (playerId: number, divisionId: number | null) => void;
  /** Forgets the moves that `sent` has made real on the server (kept: moves made while it was on its way). */
  settle: (sent: Placement) => void;
  /** The current placement as the publish calls take it. */
  assignments: () => { player_id: number; division_id: number }[];
  /** The server's board version the saved placement was read at: saves and publishes send it back. */
  version: number;
}

/**
 * The board's state. Only the moves since the last save are kept locally; the saved placement is the API's
 * working view (published placements plus the saved draft), so a reload shows the saved draft, and a refresh
 * after another change (a division deleted, a player registered) keeps the moves that still mean something.
 */
export function usePlacementBoard(
  players: readonly BoardPlayer[],
  divisions: readonly DivisionDto[],
  working: readonly AssignmentDto[],
  version: number,
): PlacementBoardState {
  const [moves, setMoves] = useState<Placement>(new Map());

  const derived = useMemo(() => {
    const playerIds = players.map((player) => player.id);
    const saved = placementOf(playerIds, working);
    const published: Placement = new Map(players.map((player) => [player.id, player.division_id]));
    const current = currentPlacement(saved, moves, new Set(divisions.map((division) => division.id)));
    return {
      saved,
      published,
      current,
      unsaved: placementChanges(saved, current),
      unpublished: placementChanges(published, current),
    };
  }, [players, divisions, working, moves]);

  return {
    divisions,
    players,
    ...derived,
    move: (playerId, divisionId) => setMoves((previous) => new Map(previous).set(playerId, divisionId)),
    settle: (sent) =>
      setMoves((previous) => {
        const remaining = new Map(previous);
        for (const [playerId, divisionId] of sent) {
          if (remaining.get(playerId) === divisionId) remaining.delete(playerId);
        }
        return remaining;
      }),
    assignments: () => assignmentsOf(derived.current),
    version,
  };
}
