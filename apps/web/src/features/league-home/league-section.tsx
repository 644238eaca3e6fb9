import { useId, type ReactNode } from 'react';
import plainType from '@/components/plain-type.module.css';
import classes from './league-section.module.css';

/**
 * A titled part of a league page: an h2 that names the region for screen readers, and optional actions. Plain
 * elements, as the league home draws several of these in its first load (issue 10).
 */
export function LeagueSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classes.section}>
      <div className={classes.header}>
        <h2 className={plainType.h3} id={titleId}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
