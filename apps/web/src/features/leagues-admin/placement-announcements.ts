import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { columnOf, playerOf } from './placement-drag-data';

/** Read out when a player card gets focus. */
export const placementInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this player, press Space to pick them up, use the arrow keys to move between divisions, and press ' +
    'Space again to drop them there, or Escape to cancel. You can also choose a division in the select beside them.',
};

/**
 * What a screen reader hears while a player card is moved, in words rather than dnd-kit's ids. One set per
 * board: it remembers whether the card has just been picked up, because the first "over" of a drag is the
 * card's own column, and announcing it would replace "Picked up …" before it is heard.
 */
export function createPlacementAnnouncements(): Announcements {
  let justPickedUp = false;
  return {
    onDragStart({ active }) {
      const player = playerOf(active);
      justPickedUp = true;
      return player ? `Picked up ${player.name} from ${player.columnName}.` : undefined;
    },
    onDragOver({ active, over }) {
      const player = playerOf(active);
      const stillAtStart = justPickedUp && over !== null && String(over.id) === player?.columnId;
      justPickedUp = false;
      if (!player || stillAtStart) return undefined;
      const column = columnOf(over);
      return column ? `Moved ${player.name} over ${column.name}.` : `${player.name} is not over a division.`;
    },
    onDragEnd({ active, over }) {
      justPickedUp = false;
      const player = playerOf(active);
      if (!player) return undefined;
      const column = columnOf(over);
      return column
        ? `Dropped ${player.name} in ${column.name}.`
        : `Dropped ${player.name} outside the divisions. They stay in ${player.columnName}.`;
    },
    onDragCancel({ active }) {
      justPickedUp = false;
      const player = playerOf(active);
      return player ? `Moving ${player.name} was cancelled. They stay in ${player.columnName}.` : undefined;
    },
  };
}
