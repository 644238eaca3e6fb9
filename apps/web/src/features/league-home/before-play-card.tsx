import { Alert } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { formatDate } from '@/lib/format-date';

export const playStartsOn = (playStart: string) => `Play starts on ${formatDate(playStart)}`;
export const BEFORE_PLAY_NOTE = 'Your matches against the players of your division appear here when the league starts.';

/**
 * A league whose players are placed but whose play has not started has no matches yet: it says when play
 * starts instead of showing empty counts that read like a finished season ("No more matches!").
 */
export function BeforePlayCard({ playStart }: { playStart: string }) {
  return (
    <Alert variant="light" color="blue" title={playStartsOn(playStart)} icon={<IconCalendarTime aria-hidden="true" />}>
      {BEFORE_PLAY_NOTE}
    </Alert>
  );
}
