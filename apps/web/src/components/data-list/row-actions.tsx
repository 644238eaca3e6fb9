import { Button } from '@mantine/core';
import classes from './data-list.module.css';
import type { RowAction } from './types';

interface RowActionsProps<Row> {
  row: Row;
  /** The row's human name, added to every button's accessible name. */
  label: string;
  actions: readonly RowAction<Row>[];
  layout: 'table' | 'card';
}

/**
 * One row's buttons. The visible text stays short ('Delete') while the accessible name says which row it acts
 * on ('Delete alice@example.com'): a screen reader listing the page's buttons, or a test, can tell thirty
 * Delete buttons apart. The name starts with the visible text, as WCAG's "label in name" asks.
 */
export function RowActions<Row>({ row, label, actions, layout }: RowActionsProps<Row>) {
  const shown = actions.filter((action) => action.isShown?.(row) ?? true);
  if (shown.length === 0) return null;
  return (
    <div className={layout === 'card' ? classes.cardActions : classes.tableActions}>
      {shown.map((action) => (
        <Button
          key={action.label}
          size={layout === 'card' ? 'sm' : 'xs'}
          variant={action.variant ?? 'light'}
          color={action.color}
          disabled={action.isDisabled?.(row) ?? false}
          loading={action.isBusy?.(row) ?? false}
          aria-label={`${action.label} ${label}`}
          onClick={() => action.onClick(row)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
