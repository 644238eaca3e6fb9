import { Badge, Button, Group, Text } from '@mantine/core';
import { OPPONENT_SLOT_LABELS } from '@courtside/shared/availability/index';
import { RescheduleLink } from '@/components/reschedule-link';
import type { OpponentChoice } from '@/lib/availability-queries';
import classes from './schedule-overlaps.module.css';

/**
 * One opponent free in an overlap: 'Scheduled Match', 'Proposal sent', a Propose Match button, or Reschedule
 * when their match with the viewer is scheduled at another time.
 */
export function OpponentRow({
  opponent,
  when,
  onPropose,
}: {
  opponent: OpponentChoice;
  /** The overlap's start as words, so every button on the page has its own name. */
  when: string;
  onPropose: () => void;
}) {
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" className={classes.opponentRow}>
      <Text className={classes.wrap}>{opponent.name}</Text>
      {opponent.status === 'available' ? (
        <Button size="xs" onClick={onPropose} aria-label={`Propose Match with ${opponent.name} on ${when}`}>
          {OPPONENT_SLOT_LABELS.available}
        </Button>
      ) : opponent.scheduledMatch ? (
        <RescheduleLink match={opponent.scheduledMatch} opponentName={opponent.name} />
      ) : (
        <Badge variant="light" color={opponent.status === 'scheduled_match' ? 'green' : 'blue'}>
          {OPPONENT_SLOT_LABELS[opponent.status]}
        </Badge>
      )}
    </Group>
  );
}
