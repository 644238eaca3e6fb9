import type { ReactNode } from 'react';
import plainType from './plain-type.module.css';
import classes from './page-header.module.css';

/**
 * The page's one h1, an optional lead sentence and optional actions on the right. Plain elements: every page
 * draws this first, and its heading is the page's largest paint (issue 10).
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={classes.header}>
      <div className={classes.titles}>
        <h1 className={plainType.h1}>{title}</h1>
        {description ? <p className={`${plainType.text} ${plainType.dimmed}`}>{description}</p> : null}
      </div>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  );
}
