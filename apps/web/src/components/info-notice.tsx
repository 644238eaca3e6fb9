import { useId, type ReactNode } from 'react';
import plainType from './plain-type.module.css';
import classes from './info-notice.module.css';

/**
 * A blue notice with an icon, a sentence and, when given, a title and a button: what Mantine's Alert drew on the
 * league home and the standings, in plain elements, since those pages draw it in their first load (issue 10). It
 * keeps the Alert's semantics: role alert, named by its title when it has one and described by its message.
 */
export function InfoNotice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title?: string;
  text: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <div
      role="alert"
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={`${id}-body`}
      className={classes.notice}
    >
      <div className={classes.icon}>{icon}</div>
      <div className={classes.body}>
        {title ? (
          <div className={classes.title} id={`${id}-title`}>
            {title}
          </div>
        ) : null}
        <div className={classes.message} id={`${id}-body`}>
          {action ? (
            <div className={classes.row}>
              <p className={plainType.textSm}>{text}</p>
              {action}
            </div>
          ) : (
            text
          )}
        </div>
      </div>
    </div>
  );
}
