import { describe, expect, it } from 'vitest';
import { nextPosition } from './grid-keys';

const grid = { rows: 32, cols: 7 };

describe('grid keys', () => {
  it('move by one cell with the arrows and stop at the edges', () => {
    expect(nextPosition({ row: 5, col: 3 }, 'ArrowRight', grid)).toEqual({ row: 5, col: 4 });
    expect(nextPosition({ row: 5, col: 6 }, 'ArrowRight', grid)).toEqual({ row: 5, col: 6 });
    expect(nextPosition({ row: 0, col: 0 }, 'ArrowUp', grid)).toEqual({ row: 0, col: 0 });
    expect(nextPosition({ row: 31, col: 2 }, 'ArrowDown', grid)).toEqual({ row: 31, col: 2 });
    expect(nextPosition({ row: 5, col: 0 }, 'ArrowLeft', { rows: 32, cols: 1 })).toEqual({ row: 5, col: 0 });
  });

  it('page by two hours, and go to the ends of the row or, with Ctrl, of the grid', () => {
    expect(nextPosition({ row: 5, col: 3 }, 'PageDown', grid)).toEqual({ row: 9, col: 3 });
    expect(nextPosition({ row: 2, col: 3 }, 'PageUp', grid)).toEqual({ row: 0, col: 3 });
    expect(nextPosition({ row: 5, col: 3 }, 'Home', grid)).toEqual({ row: 5, col: 0 });
    expect(nextPosition({ row: 5, col: 3 }, 'End', { ...grid, ctrl: true })).toEqual({ row: 31, col: 6 });
  });

  it('leave other keys alone', () => {
    expect(nextPosition({ row: 5, col: 3 }, 'a', grid)).toBeNull();
    expect(nextPosition({ row: 5, col: 3 }, 'Tab', grid)).toBeNull();
  });
});
