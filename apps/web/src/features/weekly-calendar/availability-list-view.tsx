import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { OPPONENT_SLOT_LABELS } from '@courtside/shared/availability/index';
import { formatClock, formatDayLabel, wallTimeOf } from './calendar-time';
import { LIST_BADGES, type ListSlot, type OpponentList } from './list-view-model';
import classes from './weekly-calendar.module.css';
import cardList from '@/components/card-list.module.css';
import { RescheduleLink } from '@/components/reschedule-link';

export const NO_UNPLAYED_OPPONENTS = 'You have played every opponent in your division.';
export const NO_UPCOMING_SLOTS = 'No upcoming availability';

/** 'Tuesday, Nov 24, 6:00 PM – 8:00 PM' (the end's day too when it is another day). */
export function formatSlotRange(slot: { start_time: string; end_time: string }, zone: string): string {
  const start = wallTimeOf(slot.start_time, zone);
  const end = wallTimeOf(slot.end_time, zone);
  if (!start || !end) return '';
  const endText =
    end.date === start.date ? formatClock(end.minutes) : `${formatDayLabel(end.date)}, ${formatClock(end.minutes)}`;
  return `${formatDayLabel(start.date)}, ${formatClock(start.minutes)} – ${endText}`;
}

/** List View (league-play section 2): each unplayed opponent's upcoming free time, merged, with badges. */
export function AvailabilityListView({
  lists,
  zone,
  onPropose,
}: {
  lists: readonly OpponentList[];
  zone: string;
  onPropose: (list: OpponentList, slot: ListSlot) => void;
}) {
  if (lists.length === 0) return <Text>{NO_UNPLAYED_OPPONENTS}</Text>;
  return (
    <Stack gap="md">
      {lists.map((list) => {
        const headingId = `opponent-${list.opponent.id}-availability`;
        return (
          <Card key={list.opponent.id} component="section" withBorder padding="md" aria-labelledby={headingId}>
            <Title order={2} size="h4" id={headingId} className={classes.wrap} mb="sm">
              {list.name}
            </Title>
            {list.slots.length === 0 ? (
              <Text c="dimmed">{NO_UPCOMING_SLOTS}</Text>
            ) : (
              <ul role="list" className={cardList.list}>
                {list.slots.map((slot) => {
                  const range = formatSlotRange(slot, zone);
                  return (
                    <li key={slot.start_time}>
                      <Group justify="space-between" gap="sm" wrap="wrap">
                        <Stack gap={4} className={classes.grow}>
                          <Text className={classes.wrap}>{range}</Text>
                          <SlotBadges slot={slot} />
                        </Stack>
                        {slot.status === 'match_scheduled' && slot.scheduledMatch ? (
                          <RescheduleLink
                            match={slot.scheduledMatch}
                            opponentName={list.name}
                            size="sm"
                            variant="light"
                          />
                        ) : slot.status === 'available' ? (
                          <Button
                            size="sm"
                            variant="light"
                            leftSection={<IconSend size={16} aria-hidden="true" />}
                            aria-label={`Propose Match to ${list.name}, ${range}`}
                            onClick={() => onPropose(list, slot)}
                          >
                            Propose Match
                          </Button>
                        ) : null}
                      </Group>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

function SlotBadges({ slot }: { slot: ListSlot }) {
  const badges: { label: string; color: string }[] = [];
  if (slot.overlapsMine) badges.push({ label: LIST_BADGES.overlaps, color: 'violet' });
  if (slot.status !== 'available') {
    badges.push({
      label: OPPONENT_SLOT_LABELS[slot.status],
      color: slot.status === 'scheduled_match' ? 'blue' : 'orange',
    });
  }
  if (slot.proposalReceived) badges.push({ label: LIST_BADGES.received, color: 'orange' });
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map((badge) => (
        <Badge key={badge.label} tt="none" variant="light" color={badge.color}>
          {badge.label}
        </Badge>
      ))}
    </Group>
  );
}
