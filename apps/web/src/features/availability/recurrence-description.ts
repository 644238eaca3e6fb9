import dayjs from 'dayjs';
import {
  DAY_MS,
  formatDay,
  localDateOf,
  localDayOf,
  parseInstant,
  parseRecurrenceRule,
  resolveTimeZone,
  weekdayOfDay,
  type Until,
} from '@courtside/shared/availability/index';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'Tuesday', 'Tuesday and Thursday', 'Monday, Wednesday and Friday'. */
function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const readableDate = (date: string) => dayjs(date).format('MMM D, YYYY');

/** The last day an UNTIL lets the repeat fall on, in the owner's zone. */
function untilDate(until: Until, zone: string): string {
  if (until.kind === 'date') return formatDay(until.day);
  if (until.kind === 'local') return formatDay(Math.floor(until.wall / DAY_MS));
  return localDateOf(until.at, zone);
}

/**
 * A slot's weekly rule in words, e.g. 'Every week on Tuesday and Thursday until Dec 31, 2026'. The days are
 * those of the owner's zone, where the rule is kept (ADR 013). A rule we cannot read is shown as written.
 */
export function describeRecurrence(slot: {
  recurrence_rule: string | null;
  start_time: string;
  time_zone: string;
}): string | null {
  if (!slot.recurrence_rule) return null;
  const parsed = parseRecurrenceRule(slot.recurrence_rule);
  if (!parsed.ok) return slot.recurrence_rule;
  const { rule } = parsed;
  const zone = resolveTimeZone(slot.time_zone);

  const unit = rule.freq === 'DAILY' ? 'day' : 'week';
  const parts = [rule.interval === 1 ? `Every ${unit}` : `Every ${rule.interval} ${unit}s`];
  let days = rule.byDay;
  if (days.length === 0 && rule.freq === 'WEEKLY') {
    const start = parseInstant(slot.start_time);
    days = start === null ? [] : [weekdayOfDay(localDayOf(start, zone))];
  }
  if (days.length > 0) {
    const ordered = [...days].sort((a, b) => a - b);
    parts.push(`on ${listInWords(ordered.map((day) => WEEKDAY_NAMES[day] ?? ''))}`);
  }
  if (rule.until !== null) parts.push(`until ${readableDate(untilDate(rule.until, zone))}`);
  if (rule.count !== null) parts.push(rule.count === 1 ? 'once' : `${rule.count} times`);
  return parts.join(' ');
}
