import type { ReactNode } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import type { ToneColor } from './badge-colors';
import classes from './analytics.module.css';

/**
 * A status or timing badge. The dot variant carries the colour in its dot and keeps the text in the page's own
 * colour: Mantine's light green and orange badges put their text under 4.5:1 contrast. `spoken` says in words
 * what the colour means, for screen readers.
 */
export function ToneBadge({ color, children, spoken }: { color: ToneColor; children: ReactNode; spoken?: string }) {
  return (
    <Badge component="span" variant="dot" color={color} tt="none" className={classes.badge} data-tone={color}>
      {children}
      {spoken ? <VisuallyHidden>, {spoken}</VisuallyHidden> : null}
    </Badge>
  );
}
