import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import classes from './data-list.module.css';
import type { DataListColumn, SortDirection, SortState } from './types';

interface DataListToolbarProps<Row> {
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** Given on a phone, where there are no column headers to click. */
  sort?: {
    columns: readonly DataListColumn<Row>[];
    value: SortState | null;
    onChange: (next: SortState | null) => void;
  };
}

const UNSORTED = '';
const directions: SortDirection[] = ['ascending', 'descending'];

// The direction follows the last ':', so a column id may contain one itself.
const optionValue = (sort: SortState) => `${sort.columnId}:${sort.direction}`;

function parseOption(value: string): SortState | null {
  const separator = value.lastIndexOf(':');
  if (value === UNSORTED || separator < 0) return null;
  return { columnId: value.slice(0, separator), direction: value.slice(separator + 1) as SortDirection };
}

export function DataListToolbar<Row>({ search, sort }: DataListToolbarProps<Row>) {
  const sortable = sort?.columns.filter((column) => column.sortValue) ?? [];
  if (!search && sortable.length === 0) return null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {search ? (
        <TextInput
          className={classes.searchField}
          type="search"
          label={search.label}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
        />
      ) : null}
      {sort && sortable.length > 0 ? (
        <NativeSelect
          className={classes.sortField}
          label="Sort by"
          value={sort.value ? optionValue(sort.value) : UNSORTED}
          onChange={(event) => sort.onChange(parseOption(event.currentTarget.value))}
          data={[
            { value: UNSORTED, label: 'Default order' },
            ...sortable.flatMap((column) =>
              directions.map((direction) => ({
                value: optionValue({ columnId: column.id, direction }),
                label: `${column.header} (${direction})`,
              })),
            ),
          ]}
        />
      ) : null}
    </Group>
  );
}
