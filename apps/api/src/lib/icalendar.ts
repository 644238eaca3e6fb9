// A writer for the small part of iCalendar (RFC 5545, with RFC 7986's calendar name and refresh interval)
// that a published feed of one-off events needs. Pure: the caller passes the clock.

export type EventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface CalendarEvent {
  /** Stable for the life of the event, so calendar apps update it in place instead of adding a copy. */
  uid: string;
  /** Grows with every significant change (a new time, a cancellation), as RFC 5545 section 3.8.7.4 asks. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  location?: string | null;
  description?: string | null;
  status: EventStatus;
}

export interface Calendar {
  /** The calendar's name as apps show it (NAME and X-WR-CALNAME). */
  name: string;
  /** PRODID: who wrote the calendar, as an FPI such as -//Courtside//Matches//EN. */
  productId: string;
  /** How often subscribers should fetch it again, in minutes (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
/** RFC 5545 section 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** The whole calendar as text, lines ending in CRLF and folded at 75 octets. */
export function writeCalendar(calendar: Calendar, now: Date): string {
  const refresh = formatDuration(calendar.refreshMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtcDateTime(now)}`,
    `DTSTART:${formatUtcDateTime(event.start)}`,
    `DURATION:${formatDuration(event.durationMinutes)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma are escaped, every kind of line
 * break becomes \n, and other control characters, which TEXT may not hold, are dropped.
 */
export function escapeText(value: string): string {
  let escaped = '';
  const text = value.replace(/\r\n?/g, '\n');
  for (const character of text) {
    if (character === '\n') escaped += '\\n';
    else if (character === '\\' || character === ';' || character === ',') escaped += `\\${character}`;
    else if (character === '\t' || !isControl(character.charCodeAt(0))) escaped += character;
  }
  return escaped;
}

const isControl = (code: number) => code < 0x20 || code === 0x7f;

/** UTC date-time form 2 (RFC 5545 section 3.3.5): 20261124T180000Z. */
export function formatUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A positive duration in whole minutes (RFC 5545 section 3.3.6): 90 is PT1H30M, 60 is PT1H. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (whole === 0) return 'PT0M';
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 ? `${rest}M` : ''}`;
}

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets; each continuation starts with one space, which
 * counts towards its 75. Cuts fall between characters, never inside a character's UTF-8 bytes, so every
 * physical line is valid UTF-8 on its own and unfolding gives back the line exactly.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}
