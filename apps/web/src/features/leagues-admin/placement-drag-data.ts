import type { Active, Over } from '@dnd-kit/core';

/** What a player card tells dnd-kit about itself, for the drop and the announcements. */
export interface PlayerDragData {
  playerId: number;
  name: string;
  /** The column the card sits in now, and its name as the screen reader says it. */
  columnId: string;
  columnName: string;
}

/** What a column tells dnd-kit about itself: null is the Unassigned column. */
export interface ColumnDropData {
  divisionId: number | null;
  name: string;
  /** The column's place on the board (Unassigned is 0), which the arrow keys follow. */
  position: number;
}

export const UNASSIGNED_COLUMN_ID = 'unassigned';
export const columnIdOf = (divisionId: number | null) =>
  divisionId === null ? UNASSIGNED_COLUMN_ID : `division-${divisionId}`;
export const cardIdOf = (playerId: number) => `player-${playerId}`;

export const playerOf = (active: Active | null): PlayerDragData | undefined =>
  active?.data.current as PlayerDragData | undefined;
export const columnOf = (over: Over | null): ColumnDropData | undefined =>
  over?.data.current as ColumnDropData | undefined;
