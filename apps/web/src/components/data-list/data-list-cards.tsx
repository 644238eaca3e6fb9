import { Card, Title } from '@mantine/core';
import classes from './data-list.module.css';
import { RowActions } from './row-actions';
import type { CardHeadingOrder, DataListLayoutProps } from './types';
import cardList from '../card-list.module.css';

interface DataListCardsProps<Row> extends DataListLayoutProps<Row> {
  headingOrder: CardHeadingOrder;
}

/**
 * The phone layout: one card per row, titled by the primary column (or the row's label), the other columns as
 * label/value pairs and the actions underneath, so that every row's buttons sit beside the row's name.
 */
export function DataListCards<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowLabel,
  actions,
  headingOrder,
}: DataListCardsProps<Row>) {
  const primary = columns.find((column) => column.primary);
  const fields = columns.filter((column) => column !== primary);
  return (
    // list-style: none makes Safari drop the list role; saying it keeps "list, 20 items" for VoiceOver.
    <ul className={cardList.list} aria-label={label} role="list">
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} withBorder padding="md" radius="md">
          <Title order={headingOrder} size="h4" className={classes.value}>
            {primary ? primary.cell(row) : rowLabel(row)}
          </Title>
          {fields.length > 0 ? (
            <dl className={classes.fields}>
              {fields.map((column) => (
                <div key={column.id} className={classes.field}>
                  <dt className={classes.fieldLabel}>{column.header}</dt>
                  <dd className={classes.value}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <RowActions row={row} label={rowLabel(row)} actions={actions} layout="card" />
        </Card>
      ))}
    </ul>
  );
}
