import type { FastifySchemaValidationError } from 'fastify';
import { localDateOf } from '@courtside/shared/availability/index';
import { ANALYTICS_MAX_RANGE_DAYS } from '@courtside/shared/schemas/analytics';
import { REQUIRED_MARKER } from '@courtside/shared/schemas/common';
import { badRequest, type AppError } from '../lib/errors';

export const TOO_MANY_EVENTS_MESSAGE = 'Too many analytics requests. Please wait a minute and try again.';
export const RANGE_TOO_LONG_MESSAGE = `The range may span at most ${ANALYTICS_MAX_RANGE_DAYS} days.`;
export const START_AFTER_END_MESSAGE = 'start_date must not be after end_date.';
export const EARLIEST_DATE_MESSAGE = 'Dates must be from the year 0001 on.';
export const NUL_TEXT_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

/** Enough to fix a batch without a wall of text when all of its 100 events share one mistake. */
const MAX_SENTENCES = 3;

type Issue = Pick<FastifySchemaValidationError, 'instancePath' | 'message' | 'keyword' | 'params'>;

/**
 * A route's schemaErrorFormatter for the analytics calls. The app's error handler names a field by its path,
 * which for a batch reads "0.tag tag must not be empty"; here an event is named by its place in the batch
 * ("Event 1: tag must not be empty."), and the record and union rules of metadata say what they want.
 */
export function analyticsValidationError(issues: Issue[]): AppError {
  // One rule per field is enough to fix it ('' breaks both "not empty" and the pattern).
  const firstPerField = issues.filter(
    (issue, index) => issues.findIndex((other) => other.instancePath === issue.instancePath) === index,
  );
  const sentences = [...new Set(firstPerField.map(describeIssue))];
  const shown = sentences.slice(0, MAX_SENTENCES);
  const more = sentences.length - shown.length;
  return badRequest(
    [...shown, ...(more > 0 ? [`(${more} more ${more === 1 ? 'problem' : 'problems'}.)`] : [])].join(' '),
  );
}

function describeIssue(issue: Issue): string {
  // Zod paths joined with '/': the first step of a body is the event's index, of a query string the field's name.
  const [first, field, ...rest] = issue.instancePath.replace(/^\//, '').split('/');
  const message = issue.message ?? 'is invalid';
  if (!first) return sentence(message);
  if (!/^\d+$/.test(first)) return sentence(named(first, message));

  const event = `Event ${Number(first) + 1}`;
  if (field === undefined) return `${event} must be an object with event_type and tag.`;
  if (field === 'metadata' && rest.length > 0) return `${event}: ${sentence(metadataEntryMessage(issue))}`;
  return `${event}: ${sentence(named(field, message))}`;
}

/** A key or a value of metadata: the record's own message is about the whole object, so say which rule failed. */
function metadataEntryMessage(issue: Issue): string {
  if (issue.keyword === 'invalid_key') {
    const inner = (issue.params as { issues?: { message?: string }[] }).issues?.[0]?.message;
    return inner ?? 'metadata keys must be text';
  }
  if (issue.keyword === 'invalid_union') return 'metadata values must be strings, numbers, true/false or null';
  return issue.message ?? 'metadata is invalid';
}

/** Rule messages that already name their field ("tag must not be empty") stand alone; terse ones get it. */
function named(field: string, message: string): string {
  if (/^[A-Z]/.test(message) || message.startsWith(`${field} `)) return message;
  return message === REQUIRED_MARKER ? `${field} is required` : `${field} ${message}`;
}

const sentence = (text: string) => (/[.!?)]$/.test(text) ? text : `${text}.`);

/** A UTC calendar day moved by whole days, as YYYY-MM-DD (years before 0001 come out negative or 0000). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from start to end, both included. */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The metrics range: whole UTC days, both ends included; without an end, today (UTC); without a start, the 30
 * days that end at the end. Refuses a range that is reversed, too long, or begins before PostgreSQL's year 1.
 */
export function resolveMetricsRange(query: { start_date?: string; end_date?: string }, now: Date) {
  const end = query.end_date ?? now.toISOString().slice(0, 10);
  const start = query.start_date ?? shiftDay(end, -29);
  if (start > end) throw badRequest(START_AFTER_END_MESSAGE);
  if (!/^\d{4}-/.test(start) || start < '0001-01-01') throw badRequest(EARLIEST_DATE_MESSAGE);
  const totalDays = daysInRange(start, end);
  if (totalDays > ANALYTICS_MAX_RANGE_DAYS) throw badRequest(RANGE_TOO_LONG_MESSAGE);
  return { start, end, totalDays };
}

/**
 * The club figures' days, in the club's zone (ADR 073): the dates given, else the `days` that end today there
 * (or end on the end date given).
 */
export function resolveClubRange(
  query: { start_date?: string; end_date?: string; days: number },
  now: Date,
  zone: string,
) {
  const end = query.end_date ?? localDateOf(now.getTime(), zone);
  const start = query.start_date ?? shiftDay(end, -(query.days - 1));
  const { totalDays } = resolveMetricsRange({ start_date: start, end_date: end }, now);
  return { start, end, zone, totalDays };
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb. A page is refused by the database as it stores it, but a
 * metadata string fails inside jsonb's parser with an error of its own, so both are checked before storing.
 */
export function hasNulCharacter(event: { page: string; metadata?: Record<string, unknown> }): boolean {
  if (event.page.includes('\u0000')) return true;
  return Object.entries(event.metadata ?? {}).some(
    ([key, value]) => key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000')),
  );
}
