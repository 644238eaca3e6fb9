import { describe, expect, it } from 'vitest';
import { nextSort, pageOf, pageSummary, searchRows, sortRows } from './list-view';
import type { DataListColumn } from './types';

interface Player {
  name: string;
  rating: number | null;
}

const players: Player[] = [
  { name: 'Zoë', rating: 3.5 },
  { name: 'adam', rating: null },
  { name: 'Beth', rating: 4 },
  { name: 'carl 10', rating: 3.5 },
  { name: 'carl 9', rating: 2 },
];

const columns: DataListColumn<Player>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name },
  { id: 'rating', header: 'Rating', cell: (p) => p.rating, sortValue: (p) => p.rating },
  { id: 'plain', header: 'Plain', cell: (p) => p.name },
];

const names = (rows: Player[]) => rows.map((p) => p.name);

describe('searchRows', () => {
  it('ignores case, accents and surrounding spaces, and keeps every row for a blank query', () => {
    expect(names(searchRows(players, '  ZOE ', (p) => p.name))).toEqual(['Zoë']);
    expect(names(searchRows(players, 'carl', (p) => p.name))).toEqual(['carl 10', 'carl 9']);
    expect(searchRows(players, '   ', (p) => p.name)).toHaveLength(5);
    expect(searchRows(players, 'nobody', (p) => p.name)).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts text without regard to case and numbers inside text by value', () => {
    const ascending = sortRows(players, { columnId: 'name', direction: 'ascending' }, columns);
    expect(names(ascending)).toEqual(['adam', 'Beth', 'carl 9', 'carl 10', 'Zoë']);
    const descending = sortRows(players, { columnId: 'name', direction: 'descending' }, columns);
    expect(names(descending)).toEqual(['Zoë', 'carl 10', 'carl 9', 'Beth', 'adam']);
  });

  it('puts missing values last in both directions and keeps ties in their given order', () => {
    const ascending = sortRows(players, { columnId: 'rating', direction: 'ascending' }, columns);
    expect(names(ascending)).toEqual(['carl 9', 'Zoë', 'carl 10', 'Beth', 'adam']);
    const descending = sortRows(players, { columnId: 'rating', direction: 'descending' }, columns);
    expect(names(descending)).toEqual(['Beth', 'Zoë', 'carl 10', 'carl 9', 'adam']);
  });

  it('leaves the order alone without a sort, or for a column that cannot sort', () => {
    expect(sortRows(players, null, columns)).toEqual(players);
    expect(sortRows(players, { columnId: 'plain', direction: 'descending' }, columns)).toEqual(players);
    expect(sortRows(players, { columnId: 'gone', direction: 'descending' }, columns)).toEqual(players);
  });

  it('does not change the rows it was given', () => {
    const given = [...players];
    sortRows(given, { columnId: 'name', direction: 'descending' }, columns);
    expect(given).toEqual(players);
  });
});

describe('nextSort', () => {
  it('starts ascending, flips on the same column and starts again on another', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'descending',
    });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'ascending',
    });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'rating')).toEqual({
      columnId: 'rating',
      direction: 'ascending',
    });
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 57 }, (_, index) => index + 1);

  it('cuts pages and says which rows a page holds', () => {
    const first = pageOf(rows, 1, 20);
    expect(first).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 20, total: 57 });
    expect(first.rows).toEqual(rows.slice(0, 20));
    expect(pageSummary(first)).toBe('Showing 1–20 of 57');
    const last = pageOf(rows, 3, 20);
    expect(last.rows).toEqual(rows.slice(40));
    expect(pageSummary(last)).toBe('Showing 41–57 of 57');
  });

  it('keeps the page within range when rows disappear under it', () => {
    expect(pageOf(rows.slice(0, 30), 3, 20)).toMatchObject({ page: 2, first: 21, last: 30 });
    expect(pageOf(rows, 0, 20).page).toBe(1);
    expect(pageOf([], 2, 20)).toMatchObject({ rows: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });
});
