import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconSend } from '@tabler/icons-react';
import { OPPONENT_SLOT_LABELS, opponentSlotStatus, scheduledMatchBetween } from '@courtside/shared/availability/index';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { CalendarCell, CellOpponent } from './calendar-model';
import { formatClock, formatDayLabel } from './calendar-time';
import classes from './weekly-calendar.module.css';
import { RescheduleLink } from '@/components/reschedule-link';
import cardList from '@/components/card-list.module.css';

export const OPPONENTS_POPUP_TITLE = 'Available Opponents';

/** What the Available Opponents popup takes: `cell` null closes it. */
export interface OpponentsPopupProps {
  cell: CalendarCell | null;
  myPlayerId: number | null;
  proposals: readonly ProposalDto[];
  matches: readonly MatchDto[];
  onPropose: (opponent: CellOpponent, cell: CalendarCell) => void;
  onEditMine: (cell: CalendarCell) => void;
  onAddMine: (cell: CalendarCell) => void;
  onClose: () => void;
}

/**
 * The popup of a cell where opponents are free. As on the overlaps page, each has 'Scheduled Match' or
 * 'Proposal sent' when one stands within 1 hour of their free time, Reschedule when their match is scheduled at
 * another time, else a Propose Match button.
 */
export function OpponentsPopup({
  cell,
  myPlayerId,
  proposals,
  matches,
  onPropose,
  onEditMine,
  onAddMine,
  onClose,
}: OpponentsPopupProps) {
  const statusOf = (opponent: CellOpponent) =>
    myPlayerId === null
      ? 'available'
      : opponentSlotStatus({
          slot: { start_time: new Date(opponent.start).toISOString(), end_time: new Date(opponent.end).toISOString() },
          viewerPlayerId: myPlayerId,
          opponentPlayerId: opponent.playerId,
          proposals,
          matches,
        });

  return (
    <Modal opened={cell !== null} onClose={onClose} title={OPPONENTS_POPUP_TITLE}>
      {cell ? (
        <Stack gap="md">
          <Text fw={600}>
            {formatDayLabel(cell.date)}, {formatClock(cell.start)}
          </Text>
          <ul role="list" aria-label="Opponents available" className={cardList.list}>
            {cell.opponents.map((opponent) => {
              const status = statusOf(opponent);
              return (
                <li key={opponent.playerId}>
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Text className={`${classes.wrap} ${classes.grow}`}>{opponent.name}</Text>
                    {status === 'match_scheduled' && myPlayerId !== null ? (
                      <RescheduleLink
                        match={scheduledMatchBetween(matches, myPlayerId, opponent.playerId)!}
                        opponentName={opponent.name}
                        size="sm"
                      />
                    ) : status === 'available' ? (
                      <Button
                        size="sm"
                        leftSection={<IconSend size={16} aria-hidden="true" />}
                        aria-label={`Propose Match to ${opponent.name}`}
                        onClick={() => onPropose(opponent, cell)}
                      >
                        Propose Match
                      </Button>
                    ) : (
                      <Badge
                        tt="none"
                        variant="light"
                        size="lg"
                        color={status === 'scheduled_match' ? 'blue' : 'orange'}
                      >
                        {OPPONENT_SLOT_LABELS[status]}
                      </Badge>
                    )}
                  </Group>
                </li>
              );
            })}
          </ul>
          <Group justify="space-between" gap="sm" wrap="wrap">
            {cell.own ? (
              <Button
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => onEditMine(cell)}
              >
                Edit My Availability
              </Button>
            ) : (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => onAddMine(cell)}
              >
                Add My Availability
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
