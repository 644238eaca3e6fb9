/** A position in the grid: a body row (0 = 6:00) and a shown column. */
export interface GridPosition {
  row: number;
  col: number;
}

/** Rows a Page Up or Page Down moves: two hours. */
export const PAGE_ROWS = 4;

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * Where a key moves the focus in a grid of `rows` by `cols` (the ARIA grid pattern): arrows by one cell,
 * Home and End to the row's ends (with Ctrl, to the grid's corners), Page Up and Page Down by two hours.
 * Null when the key does not move the focus.
 */
export function nextPosition(
  from: GridPosition,
  key: string,
  { rows, cols, ctrl = false }: { rows: number; cols: number; ctrl?: boolean },
): GridPosition | null {
  const lastRow = rows - 1;
  const lastCol = cols - 1;
  switch (key) {
    case 'ArrowRight':
      return { row: from.row, col: clamp(from.col + 1, lastCol) };
    case 'ArrowLeft':
      return { row: from.row, col: clamp(from.col - 1, lastCol) };
    case 'ArrowDown':
      return { row: clamp(from.row + 1, lastRow), col: from.col };
    case 'ArrowUp':
      return { row: clamp(from.row - 1, lastRow), col: from.col };
    case 'PageDown':
      return { row: clamp(from.row + PAGE_ROWS, lastRow), col: from.col };
    case 'PageUp':
      return { row: clamp(from.row - PAGE_ROWS, lastRow), col: from.col };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: from.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: from.row, col: lastCol };
    default:
      return null;
  }
}
