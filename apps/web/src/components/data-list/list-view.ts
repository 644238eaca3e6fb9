import type { DataListColumn, SortState, SortValue } from './types';

/** Case- and accent-blind, so that "ALICE" and "Alicé" find alice. */
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Rows whose search text contains the query; a blank query keeps every row. */
export function searchRows<Row>(rows: readonly Row[], query: string, searchText: (row: Row) => string): Row[] {
  const needle = normalize(query.trim());
  if (needle === '') return [...rows];
  return rows.filter((row) => normalize(searchText(row)).includes(needle));
}

function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A stable sort by one column. Missing values go last in both directions: a user without a created date is
 * never the "newest" one.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState | null,
  columns: readonly DataListColumn<Row>[],
): Row[] {
  const sortValue = columns.find((column) => column.id === sort?.columnId)?.sortValue;
  if (!sort || !sortValue) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValue(row) }));
  keyed.sort((left, right) => {
    const leftMissing = left.value === null || left.value === undefined;
    const rightMissing = right.value === null || right.value === undefined;
    if (leftMissing || rightMissing) return Number(leftMissing) - Number(rightMissing);
    return sign * compareSortValues(left.value, right.value);
  });
  return keyed.map(({ row }) => row);
}

export interface Page<Row> {
  rows: Row[];
  /** 1-based and always within [1, pageCount], even after rows were removed from under it. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 for an empty list. */
  first: number;
  last: number;
  total: number;
}

export function pageOf<Row>(rows: readonly Row[], requestedPage: number, pageSize: number): Page<Row> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const start = (page - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return {
    rows: shown,
    page,
    pageCount,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
    total,
  };
}

/** "Showing 1–20 of 57" (with an en dash). */
export function pageSummary({ first, last, total }: Pick<Page<unknown>, 'first' | 'last' | 'total'>): string {
  return `Showing ${first}–${last} of ${total}`;
}

/** The next state when a column's header is clicked: ascending first, then flipping. */
export function nextSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId === columnId && current.direction === 'ascending') {
    return { columnId, direction: 'descending' };
  }
  return { columnId, direction: 'ascending' };
}
