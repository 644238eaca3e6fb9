import { useState } from 'react';
import { Button, Table, Text } from '@mantine/core';
import type { AnalyticsEventDto } from '@courtside/shared/schemas/analytics';
import { AnalyticsSection } from './analytics-section';
import { formatEventTime } from './analytics-format';
import { NO_EVENTS_YET } from './analytics-messages';
import { EventDetailsModal } from './event-details-modal';
import { eventUserLabel } from './event-fields';
import classes from './analytics.module.css';

/** accounts-and-admin section 9: of the 100 events fetched, the first 50 are shown. */
export const EVENTS_SHOWN = 50;

function tableDescription(total: number): string {
  const shown = Math.min(total, EVENTS_SHOWN);
  const which = total > shown ? `The latest ${shown} of the last ${total} events` : 'The latest events';
  return `${which}, newest first. Choose a row to see all of an event's details.`;
}

/**
 * The newest events. A click anywhere on a row opens its details; each row's Details button does the same from
 * the keyboard (Enter or Space). On a narrow screen the table scrolls sideways inside its own box, which the
 * keyboard can focus to scroll, so the page itself never does.
 */
export function RecentEventsTable({ events }: { events: readonly AnalyticsEventDto[] }) {
  const [selected, setSelected] = useState<AnalyticsEventDto | null>(null);
  const shown = events.slice(0, EVENTS_SHOWN);
  return (
    <AnalyticsSection
      title="Recent Events"
      description={events.length > 0 ? tableDescription(events.length) : undefined}
    >
      {shown.length === 0 ? (
        <Text>{NO_EVENTS_YET}</Text>
      ) : (
        // The browser's own scroll box (type native), as the standings table has: Mantine's ScrollArea adds its own
        // scrollbar elements and measures and redraws them after the first render, for what the browser already does.
        <Table.ScrollContainer
          type="native"
          minWidth={760}
          tabIndex={0}
          role="region"
          aria-label="Recent events, scrollable"
        >
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Recent events">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Time</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Tag</Table.Th>
                <Table.Th scope="col">Page</Table.Th>
                <Table.Th scope="col">User</Table.Th>
                <Table.Th scope="col">Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((event) => {
                const time = formatEventTime(event.timestamp);
                return (
                  <Table.Tr key={event.id} className={classes.clickableRow} onClick={() => setSelected(event)}>
                    <Table.Td>
                      <time dateTime={event.timestamp}>{time}</time>
                    </Table.Td>
                    <Table.Td>{event.event_type}</Table.Td>
                    <Table.Td className={classes.wrapAnywhere}>{event.tag}</Table.Td>
                    <Table.Td className={classes.pageCell}>
                      <Text size="sm" lineClamp={2} className={classes.wrapAnywhere}>
                        {event.page || '–'}
                      </Text>
                    </Table.Td>
                    <Table.Td className={classes.wrapAnywhere}>{eventUserLabel(event)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Details ${event.tag} at ${time}`}
                        onClick={(click) => {
                          // The row's own click handler would open the same dialog a second time.
                          click.stopPropagation();
                          setSelected(event);
                        }}
                      >
                        Details
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <EventDetailsModal event={selected} onClose={() => setSelected(null)} />
    </AnalyticsSection>
  );
}
