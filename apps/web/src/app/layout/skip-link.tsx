import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

export const MAIN_ID = 'main';

/**
 * "Skip to main content", the first thing Tab reaches, so keyboard users need not pass the header's buttons
 * on every page. The click moves focus itself: a plain #main jump would also add a history entry.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
