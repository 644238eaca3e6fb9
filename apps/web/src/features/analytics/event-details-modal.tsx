import { ActionIcon, Box, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { AnalyticsEventDto } from '@courtside/shared/schemas/analytics';
import { copyToClipboard } from '@/lib/clipboard';
import { eventAsJson, eventFields, type EventField } from './event-fields';
import classes from './analytics.module.css';

/** Every field of one event, each with a copy button, and the whole event as JSON. Escape closes it. */
export function EventDetailsModal({ event, onClose }: { event: AnalyticsEventDto | null; onClose: () => void }) {
  return (
    <Modal opened={event !== null} onClose={onClose} title="Event Details" size="lg">
      {event ? (
        <Stack gap="md">
          <Stack component="dl" gap="sm" m={0}>
            {eventFields(event).map((field) => (
              <EventFieldRow key={field.label} field={field} />
            ))}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="light"
              leftSection={<IconCopy size={18} aria-hidden="true" />}
              onClick={() => void copyToClipboard(eventAsJson(event))}
            >
              Copy as JSON
            </Button>
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** A label and its value, the value's copy button beside it (inside the dd, where a description list allows it). */
function EventFieldRow({ field }: { field: EventField }) {
  const { copy } = field;
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {field.label}
      </Text>
      <Box component="dd" m={0}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          {field.code ? (
            <Code block className={`${classes.json} ${classes.grow}`}>
              {field.display}
            </Code>
          ) : (
            <Text className={`${classes.wrapAnywhere} ${classes.grow}`}>{field.display}</Text>
          )}
          {copy !== null ? (
            <ActionIcon variant="subtle" aria-label={`Copy ${field.label}`} onClick={() => void copyToClipboard(copy)}>
              <IconCopy size={18} aria-hidden="true" />
            </ActionIcon>
          ) : null}
        </Group>
      </Box>
    </div>
  );
}
