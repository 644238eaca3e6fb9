import type { ReactNode } from 'react';
import type { ButtonVariant, MantineColor } from '@mantine/core';

/** What a column sorts by; null and undefined always sort last. */
export type SortValue = string | number | null | undefined;

export interface DataListColumn<Row> {
  /** Stable and unique within the list: names the column in the sort state. */
  id: string;
  /** The table header on a wide screen, the field label on a phone card, the option in "Sort by". */
  header: string;
  /** Phrasing content only (text, badges, inline buttons): the primary column's cell sits inside a heading. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable. Return a number for dates (Date.parse) so that they sort by time. */
  sortValue?: (row: Row) => SortValue;
  /** Titles the row's card on a phone instead of appearing as a label/value pair. At most one column. */
  primary?: boolean;
}

export interface RowAction<Row> {
  /** The visible text, e.g. 'Delete'. Screen readers hear it with the row's label: 'Delete alice@example.com'. */
  label: string;
  onClick: (row: Row) => void;
  /** Leaves the button out on rows where the action does not apply (default: shown). */
  isShown?: (row: Row) => boolean;
  /** Keeps the button visible but unusable, when seeing that the action exists matters (default: enabled). */
  isDisabled?: (row: Row) => boolean;
  /** Shows a spinner while this row's action is in flight. */
  isBusy?: (row: Row) => boolean;
  color?: MantineColor;
  variant?: ButtonVariant;
}

/**
 * Where the rows come from. A TanStack Query result fits as it is (`query={useAllUsers()}`), so a page does not
 * copy isPending, error and refetch into four props by hand, and every list gets loading, error and Try Again the
 * same way. Rows built some other way (from two queries, or already in hand) pass an object of this shape.
 */
export interface DataListQuery<Row> {
  /** Undefined while the first load is under way (or after it failed). */
  data: readonly Row[] | undefined;
  error: Error | null;
  /** True while Try Again is reloading, to show it busy. */
  isFetching?: boolean;
  refetch: () => unknown;
}

export type SortDirection = 'ascending' | 'descending';

/** The direction words are aria-sort's own values, so a header can use them as they are. */
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** What the table and the cards both draw: one page of rows, already searched and sorted. */
export interface DataListLayoutProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly DataListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowLabel: (row: Row) => string;
  actions: readonly RowAction<Row>[];
}

/** A card's title sits under the page's h1, never beside it. */
export type CardHeadingOrder = 2 | 3 | 4 | 5 | 6;
