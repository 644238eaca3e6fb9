import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/**
 * The explanation shown on hover over a Disputed badge. A module of its own, loaded only by a table that has a
 * disputed player: Mantine's Tooltip and the positioning code it brings are a quarter of the standings page's
 * JavaScript, and most tables have no dispute (issue 10).
 */
export default function DisputedTooltip({ explanation, children }: { explanation: string; children: ReactElement }) {
  return (
    <Tooltip label={explanation} multiline w={240}>
      {children}
    </Tooltip>
  );
}
