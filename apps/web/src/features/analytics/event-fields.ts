import type { AnalyticsEventDto } from '@courtside/shared/schemas/analytics';
import { formatEventTime } from './analytics-format';

export const ANONYMOUS = 'Anonymous';

/** Who sent an event: their email; an id alone when the account was since removed; else an anonymous visitor. */
export function eventUserLabel(event: AnalyticsEventDto): string {
  if (event.user_email) return event.user_email;
  return event.user_id === null ? ANONYMOUS : `User ${event.user_id}`;
}

export interface EventField {
  label: string;
  /** What the dialog shows. */
  display: string;
  /** What its copy button copies; null when there is nothing to copy. */
  copy: string | null;
  /** Metadata is JSON: shown as a code block. */
  code?: boolean;
}

/** The whole event, pretty-printed: what "Copy as JSON" copies. */
export const eventAsJson = (event: AnalyticsEventDto) => JSON.stringify(event, null, 2);

/** Every field of an event, in the order the dialog lists them. */
export function eventFields(event: AnalyticsEventDto): EventField[] {
  const metadata = event.metadata && Object.keys(event.metadata).length > 0 ? event.metadata : null;
  const metadataJson = metadata ? JSON.stringify(metadata, null, 2) : null;
  return [
    { label: 'ID', display: String(event.id), copy: String(event.id) },
    { label: 'Type', display: event.event_type, copy: event.event_type },
    { label: 'Tag', display: event.tag, copy: event.tag },
    { label: 'Page', display: event.page || 'None', copy: event.page || null },
    {
      label: 'User ID',
      display: event.user_id === null ? 'None' : String(event.user_id),
      copy: event.user_id === null ? null : String(event.user_id),
    },
    {
      label: 'User Email',
      display: event.user_email ?? (event.user_id === null ? ANONYMOUS : 'None'),
      copy: event.user_email,
    },
    // The exact instant is what one searches logs by; the dialog shows both it and the local reading.
    { label: 'Time', display: `${formatEventTime(event.timestamp)} (${event.timestamp})`, copy: event.timestamp },
    { label: 'Metadata', display: metadataJson ?? 'None', copy: metadataJson, code: metadataJson !== null },
  ];
}
