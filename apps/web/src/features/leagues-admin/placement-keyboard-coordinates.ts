import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { playerOf, type ColumnDropData } from './placement-drag-data';

/** Right and Down go to the next column, Left and Up to the previous one (the columns wrap on a phone). */
const STEPS: Partial<Record<string, number>> = {
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Up]: -1,
};

/** How far below a column's top edge a carried card is put: inside it, under its heading. */
const INSET_FROM_TOP = 48;

/** The column `step` places away from `from` in `order`, staying at the first and the last. */
export function neighbourColumn(order: readonly string[], from: string, step: number): string | undefined {
  if (order.length === 0) return undefined;
  const index = order.indexOf(from);
  const next = Math.min(order.length - 1, Math.max(0, (index === -1 ? 0 : index) + step));
  return order[next];
}

/**
 * Keyboard moves between columns: each arrow key carries the picked-up card into the neighbouring column
 * (dnd-kit's default moves it 25 px, which would take many presses to leave a column). The columns' order is
 * the one they are drawn in, which each column gives in its drop data.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const order = droppableContainers
    .getEnabled()
    .map((container) => ({ id: String(container.id), data: container.data.current as ColumnDropData | undefined }))
    .filter((column) => column.data !== undefined)
    .sort((a, b) => a.data!.position - b.data!.position)
    .map((column) => column.id);
  const from = over ? String(over.id) : (playerOf(active)?.columnId ?? '');
  const target = neighbourColumn(order, from, step);
  const rect = target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + Math.max(0, Math.min(INSET_FROM_TOP, rect.height - collisionRect.height)),
  };
};
