import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import classes from './data-list.module.css';
import { RowActions } from './row-actions';
import type { DataListColumn, DataListLayoutProps, SortState } from './types';

interface DataListTableProps<Row> extends DataListLayoutProps<Row> {
  sort: SortState | null;
  onSort: (columnId: string) => void;
}

const ACTIONS_HEADER = 'Actions';

/** The wide-screen layout: a plain table whose cells wrap instead of pushing the page sideways. */
export function DataListTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowLabel,
  actions,
  sort,
  onSort,
}: DataListTableProps<Row>) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <SortableHeader key={column.id} column={column} sort={sort} onSort={onSort} />
          ))}
          {actions.length > 0 ? <Table.Th scope="col">{ACTIONS_HEADER}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.id}>
                <div className={column.primary ? `${classes.tableValue} ${classes.primaryValue}` : classes.tableValue}>
                  {column.cell(row)}
                </div>
              </Table.Td>
            ))}
            {actions.length > 0 ? (
              <Table.Td>
                <RowActions row={row} label={rowLabel(row)} actions={actions} layout="table" />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SortableHeader<Row>({
  column,
  sort,
  onSort,
}: {
  column: DataListColumn<Row>;
  sort: SortState | null;
  onSort: (columnId: string) => void;
}) {
  if (!column.sortValue) return <Table.Th scope="col">{column.header}</Table.Th>;
  const direction = sort?.columnId === column.id ? sort.direction : undefined;
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  // aria-sort goes on the sorted header only; the button inside keeps the header's text as its name.
  return (
    <Table.Th scope="col" aria-sort={direction}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column.id)}>
        {column.header}
        <Icon size={14} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}
