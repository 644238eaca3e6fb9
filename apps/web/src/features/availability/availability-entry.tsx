import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRepeat, IconTrash } from '@tabler/icons-react';
import type { AvailabilitySlotDto } from '@courtside/shared/schemas/availability';
import { formatDate } from '@/lib/format-date';
import { formatSlotRange } from './availability-text';
import classes from '@/components/card-list.module.css';
import { describeRecurrence } from './recurrence-description';

/** One slot of My Availability: its time range, its weekly rule when it repeats, when it was added, Delete. */
export function AvailabilityEntry({
  slot,
  leagueName,
  deleting,
  onDelete,
}: {
  slot: AvailabilitySlotDto;
  leagueName: string | undefined;
  deleting: boolean;
  onDelete: () => void;
}) {
  const range = formatSlotRange(slot.start_time, slot.end_time);
  const rule = slot.is_recurring ? describeRecurrence(slot) : null;
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.text}>
          <Text fw={600} className={classes.wrap}>
            <time dateTime={slot.start_time}>{range}</time>
          </Text>
          {slot.is_recurring ? (
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" leftSection={<IconRepeat size={12} aria-hidden="true" />}>
                Recurring
              </Badge>
              {rule ? (
                <Text size="sm" className={classes.wrap}>
                  {rule}
                </Text>
              ) : null}
            </Group>
          ) : null}
          {leagueName ? (
            <Text size="sm" className={classes.wrap}>
              {leagueName}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            Added {formatDate(slot.created_at)}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={deleting}
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          aria-label={`Delete availability ${range}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
