import { useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorAlert } from '@/components/error-alert';
import { PageLoader } from '@/components/page-loader';
import { DataListCards } from './data-list-cards';
import { DataListPagination } from './data-list-pagination';
import { DataListTable } from './data-list-table';
import { DataListToolbar } from './data-list-toolbar';
import classes from './data-list.module.css';
import { nextSort, pageOf, searchRows, sortRows } from './list-view';
import type { CardHeadingOrder, DataListColumn, DataListQuery, RowAction, SortState } from './types';

// Mantine's "sm" breakpoint (48em = 768 px), as in the header bar: below it each row becomes a card.
const WIDE_QUERY = '(min-width: 48em)';
const DEFAULT_PAGE_SIZE = 20;

export interface DataListProps<Row> {
  /** Names the table (or the list of cards) for screen readers, e.g. 'Users'. */
  label: string;
  query: DataListQuery<Row>;
  columns: readonly DataListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The row's human name, e.g. its email: names its action buttons and titles its card without a primary column. */
  rowLabel: (row: Row) => string;
  actions?: readonly RowAction<Row>[];
  /** Shown when the list has no rows at all. */
  emptyMessage: string;
  loadingLabel?: string;
  errorTitle?: string;
  /** Adds a search field that keeps the rows whose text contains what is typed. */
  search?: { label: string; text: (row: Row) => string };
  /** Splits the rows into pages of `pageSize`; the controls appear only when there is more than one page. */
  paginate?: boolean;
  pageSize?: number;
  /** Heading level of each card's title on a phone; 2 suits a list right under the page's h1. */
  cardHeadingOrder?: CardHeadingOrder;
}

/**
 * Every admin list: a table on a wide screen and one card per row on a phone, with loading, empty and error
 * states built in. Search, sorting (a column with `sortValue`) and pages turn on by props, so short lists stay
 * plain. Everything happens in the browser: the admin lists are whole collections the API returns at once.
 * A failed reload keeps the rows already shown; the error state is for a list that never loaded.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const { query, emptyMessage, loadingLabel, errorTitle } = props;
  if (query.data === undefined) {
    if (!query.error) return <PageLoader label={loadingLabel} />;
    return (
      <Stack gap="sm">
        <ErrorAlert title={errorTitle}>{query.error.message}</ErrorAlert>
        <Group>
          <Button variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Group>
      </Stack>
    );
  }
  if (query.data.length === 0) return <Text>{emptyMessage}</Text>;
  return <LoadedList {...props} rows={query.data} />;
}

function LoadedList<Row>({
  rows,
  label,
  columns,
  rowKey,
  rowLabel,
  actions = [],
  search,
  paginate = false,
  pageSize = DEFAULT_PAGE_SIZE,
  cardHeadingOrder = 2,
}: DataListProps<Row> & { rows: readonly Row[] }) {
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [requestedPage, setRequestedPage] = useState(1);
  const topRef = useRef<HTMLDivElement>(null);

  const found = search ? searchRows(rows, searchText, search.text) : rows;
  const sorted = sortRows(found, sort, columns);
  const page = paginate ? pageOf(sorted, requestedPage, pageSize) : null;
  const shown = page ? page.rows : sorted;

  // A new search or order starts again at the first page.
  const changeSearch = (text: string) => {
    setSearchText(text);
    setRequestedPage(1);
  };
  const changeSort = (next: SortState | null) => {
    setSort(next);
    setRequestedPage(1);
  };
  // The next page's first row is at the top of the list, not where the pager was.
  const changePage = (next: number) => {
    setRequestedPage(next);
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const layout = { label, rows: shown, columns, rowKey, rowLabel, actions };
  return (
    <Stack gap="md" className={classes.root} ref={topRef}>
      <DataListToolbar
        search={search ? { label: search.label, value: searchText, onChange: changeSearch } : undefined}
        sort={isWide ? undefined : { columns, value: sort, onChange: changeSort }}
      />
      {shown.length === 0 ? (
        <Text role="status">Nothing matches “{searchText.trim()}”.</Text>
      ) : isWide ? (
        <DataListTable {...layout} sort={sort} onSort={(columnId) => changeSort(nextSort(sort, columnId))} />
      ) : (
        <DataListCards {...layout} headingOrder={cardHeadingOrder} />
      )}
      {page && page.pageCount > 1 ? (
        <DataListPagination label={label} page={page} onChange={changePage} compact={!isWide} />
      ) : null}
    </Stack>
  );
}
