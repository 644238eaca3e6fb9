import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_METADATA_KEY_MAX_LENGTH,
  ANALYTICS_METADATA_MAX_KEYS,
  ANALYTICS_METADATA_VALUE_MAX_LENGTH,
  ANALYTICS_TAG_MAX_LENGTH,
  ANALYTICS_TAG_PATTERN,
  type AnalyticsEventType,
} from '../schemas/analytics-limits';
import { PAGE_URL_MAX_LENGTH } from '../schemas/page-url-limit';

/** What the browser's tracker builds: always a page and a timestamp of its own clock. */
export interface CheckedEventFields {
  event_type: AnalyticsEventType;
  tag: string;
  page: string;
  timestamp: string;
  metadata?: Record<string, unknown>;
}

/**
 * The same bounds as `analyticsEventInput` (schemas/analytics.ts), checked without zod so that the tracker,
 * which runs on every first page load, does not need zod there (issue 10). The browser checks each event before
 * queueing it because the server refuses a whole batch for one bad event. `check-event.test.ts` holds the two
 * to the same verdict on valid and invalid events; the server still parses every batch with the schema.
 * Returns null for a valid event, else the first problem in the schema's words.
 */
export function analyticsEventProblem(event: CheckedEventFields): string | null {
  if (!(ANALYTICS_EVENT_TYPES as readonly string[]).includes(event.event_type)) {
    return 'event_type must be click, custom, page_view or error';
  }
  const tagProblem = tagProblemOf(event.tag);
  if (tagProblem) return tagProblem;
  if (typeof event.page !== 'string') return 'page must be a string';
  if (event.page.length > PAGE_URL_MAX_LENGTH) return `page must be at most ${PAGE_URL_MAX_LENGTH} characters`;
  if (typeof event.timestamp !== 'string' || !isIsoDateTime(event.timestamp)) return 'must be an ISO date-time';
  return event.metadata === undefined ? null : metadataProblemOf(event.metadata);
}

function tagProblemOf(tag: unknown): string | null {
  if (typeof tag !== 'string') return 'tag must be a string';
  if (tag.length < 1) return 'tag must not be empty';
  if (tag.length > ANALYTICS_TAG_MAX_LENGTH) return `tag must be at most ${ANALYTICS_TAG_MAX_LENGTH} characters`;
  if (!ANALYTICS_TAG_PATTERN.test(tag)) return 'tag may contain only letters, digits and . _ - : /';
  return null;
}

function metadataProblemOf(metadata: unknown): string | null {
  if (!isPlainObject(metadata)) return 'metadata must be an object of strings, numbers, true/false or null';
  const keys = Object.keys(metadata);
  for (const key of keys) {
    if (key.length > ANALYTICS_METADATA_KEY_MAX_LENGTH) {
      return `metadata keys must be at most ${ANALYTICS_METADATA_KEY_MAX_LENGTH} characters`;
    }
    const value = metadata[key];
    if (typeof value === 'string') {
      if (value.length > ANALYTICS_METADATA_VALUE_MAX_LENGTH) {
        return `metadata values must be at most ${ANALYTICS_METADATA_VALUE_MAX_LENGTH} characters`;
      }
    } else if (!(
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
    )) {
      return 'metadata must be an object of strings, numbers, true/false or null';
    }
  }
  // The schema counts keys after the entries passed, as a refinement of the whole record.
  if (keys.length > ANALYTICS_METADATA_MAX_KEYS) return `metadata may have at most ${ANALYTICS_METADATA_MAX_KEYS} keys`;
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** zod's `z.iso.datetime({ offset: true })`: a real calendar date, a time with seconds (fraction optional), Z or ±hh:mm. */
const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isIsoDateTime(text: string): boolean {
  return ISO_DATE_TIME.test(text);
}
