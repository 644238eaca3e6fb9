import { useId } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { OpponentChoice, OverlapChoice } from '@/lib/availability-queries';
import { formatProposalTime } from '@/lib/match-display';
import { OpponentRow } from './opponent-row';
import { dayLabel, durationText, slotTimes, type OverlapDayGroup } from './overlap-view';
import classes from './schedule-overlaps.module.css';
import cardList from '@/components/card-list.module.css';

export type ProposeHandler = (overlap: OverlapChoice, opponent: OpponentChoice) => void;

/** The overlaps grouped by date (league-play section 2), each slot with the opponents free in it. */
export function OverlapDays({ days, onPropose }: { days: readonly OverlapDayGroup[]; onPropose: ProposeHandler }) {
  return (
    <Stack gap="xl">
      {days.map((day) => (
        <OverlapDay key={day.date} day={day} onPropose={onPropose} />
      ))}
    </Stack>
  );
}

function OverlapDay({ day, onPropose }: { day: OverlapDayGroup; onPropose: ProposeHandler }) {
  const titleId = useId();
  const label = dayLabel(day.date);
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {label}
      </Title>
      <ul role="list" aria-label={`Overlaps on ${label}`} className={cardList.list}>
        {day.overlaps.map((overlap) => (
          <OverlapSlot key={overlap.start_time} overlap={overlap} onPropose={onPropose} />
        ))}
      </ul>
    </Stack>
  );
}

function OverlapSlot({ overlap, onPropose }: { overlap: OverlapChoice; onPropose: ProposeHandler }) {
  const when = formatProposalTime(overlap.start_time);
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs">
        <div>
          <Text fw={600}>
            <time dateTime={overlap.start_time}>{slotTimes(overlap)}</time>
          </Text>
          <Text size="sm" c="dimmed">
            {durationText(overlap.duration)}
          </Text>
        </div>
        <Text size="sm" fw={500}>
          Available opponents
        </Text>
        <ul role="list" aria-label={`Opponents free ${when}`} className={classes.opponents}>
          {overlap.opponents.map((opponent) => (
            <OpponentRow
              key={opponent.id}
              opponent={opponent}
              when={when}
              onPropose={() => onPropose(overlap, opponent)}
            />
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
