import { useId, type ReactNode } from 'react';
import plainType from './plain-type.module.css';
import classes from './info-notice.module.css';

/**
 * A blue notice with an icon, a title, a sentence and a button: what Mantine's Alert drew on the league home, in
 * plain elements, since the league home draws it in its first load (issue 10). It keeps the Alert's semantics:
 * role alert, named by its title and described by its message.
 */
export function InfoNotice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action: ReactNode;
}) {
  const id = useId();
  return (
    <div role="alert" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} className={classes.notice}>
      <div className={classes.icon}>{icon}</div>
      <div className={classes.body}>
        <div className={classes.title} id={`${id}-title`}>
          {title}
        </div>
        <div className={classes.message} id={`${id}-body`}>
          <div className={classes.row}>
            <p className={plainType.textSm}>{text}</p>
            {action}
          </div>
        </div>
      </div>
    </div>
  );
}
