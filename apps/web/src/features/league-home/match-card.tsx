import type { ReactNode } from 'react';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import classes from './match-card.module.css';
import cardList from '@/components/card-list.module.css';

/**
 * One match in a list: who, when and where on the left, its buttons beside (below on a phone). Plain elements
 * with classes, not Mantine's Card, Group, Stack, Title and Text: a list of these is a task of its own in the
 * league home's first load, and eight components a card made it a long one (issue 10).
 */
export function MatchCard({
  title,
  details,
  badges,
  actions,
}: {
  title: string;
  details: ReactNode[];
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className={plainCard.card}>
      <div className={classes.row}>
        <div className={classes.text}>
          <h3 className={`${plainType.h5} ${classes.title}`}>{title}</h3>
          {details.map((detail, index) => (
            <p className={plainType.textSm} key={index}>
              {detail}
            </p>
          ))}
          {badges ? <div className={classes.badges}>{badges}</div> : null}
        </div>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
    </li>
  );
}

/** A list of match cards, announced as a list with its size. */
export function MatchList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul role="list" aria-label={label} className={cardList.list}>
      {children}
    </ul>
  );
}
