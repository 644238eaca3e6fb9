import { DAY_MS, daysFromCivil, daysInMonth, formatDay } from './civil-date';

/**
 * The RFC 5545 RRULE subset availability uses: FREQ=DAILY or WEEKLY, with INTERVAL, BYDAY (plain weekdays),
 * COUNT or UNTIL, and WKST. Any other part is refused rather than ignored, so a stored rule always means
 * what it says.
 */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Frequency = 'DAILY' | 'WEEKLY';

/**
 * UNTIL in its three RFC forms: an instant (…Z), a local date-time in the owner's zone (no Z), or a date
 * (whole day included, in the owner's zone). `day` is a day number, `wall` wall-clock ms, `at` epoch ms.
 */
export type Until = { kind: 'utc'; at: number } | { kind: 'local'; wall: number } | { kind: 'date'; day: number };

export interface RecurrenceRule {
  freq: Frequency;
  interval: number;
  /** Weekdays as indexes, Monday 0 to Sunday 6, without repeats; empty when BYDAY is absent. */
  byDay: number[];
  count: number | null;
  until: Until | null;
  /** Week start as an index, Monday 0 (the RFC default) to Sunday 6. */
  weekStart: number;
}

export type RecurrenceRuleParse = { ok: true; rule: RecurrenceRule } | { ok: false; error: string };

const SUPPORTED_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL', 'WKST']);
const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;
const UNTIL_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

function fail(error: string): RecurrenceRuleParse {
  return { ok: false, error };
}

function weekdayIndex(code: string): number {
  return (WEEKDAYS as readonly string[]).indexOf(code);
}

/** Reads a rule such as 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20261231T235959Z' (an 'RRULE:' prefix is allowed). */
export function parseRecurrenceRule(text: unknown): RecurrenceRuleParse {
  if (typeof text !== 'string' || text.trim() === '') return fail('Recurrence rule is required.');
  const body = text.trim().replace(/^RRULE:/i, '');
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    if (part === '') continue;
    const separator = part.indexOf('=');
    if (separator <= 0) return fail(`Malformed recurrence rule part: ${part}`);
    const key = part.slice(0, separator).toUpperCase();
    const value = part.slice(separator + 1).toUpperCase();
    if (!SUPPORTED_PARTS.has(key)) return fail(`Unsupported recurrence rule part: ${key}`);
    if (parts.has(key)) return fail(`Recurrence rule part given twice: ${key}`);
    parts.set(key, value);
  }

  const freq = parts.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY') return fail('Recurrence rule must have FREQ=DAILY or FREQ=WEEKLY.');

  const intervalText = parts.get('INTERVAL') ?? '1';
  if (!POSITIVE_INTEGER.test(intervalText)) return fail('INTERVAL must be a positive whole number.');

  let count: number | null = null;
  const countText = parts.get('COUNT');
  if (countText !== undefined) {
    if (!POSITIVE_INTEGER.test(countText)) return fail('COUNT must be a positive whole number.');
    count = Number(countText);
  }

  let until: Until | null = null;
  const untilText = parts.get('UNTIL');
  if (untilText !== undefined) {
    until = parseUntil(untilText);
    if (until === null)
      return fail('UNTIL must be a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS, optionally ending in Z).');
  }
  if (count !== null && until !== null) return fail('A recurrence rule cannot have both COUNT and UNTIL.');

  const byDay: number[] = [];
  const byDayText = parts.get('BYDAY');
  if (byDayText !== undefined) {
    for (const code of byDayText.split(',')) {
      const index = weekdayIndex(code);
      if (index === -1) return fail(`BYDAY must list weekdays (MO,TU,WE,TH,FR,SA,SU): ${code}`);
      if (!byDay.includes(index)) byDay.push(index);
    }
  }

  const weekStartText = parts.get('WKST') ?? 'MO';
  const weekStart = weekdayIndex(weekStartText);
  if (weekStart === -1) return fail(`WKST must be a weekday: ${weekStartText}`);

  return { ok: true, rule: { freq, interval: Number(intervalText), byDay, count, until, weekStart } };
}

function parseUntil(text: string): Until | null {
  const match = UNTIL_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const dayNumber = daysFromCivil(year, month, day);
  if (match[4] === undefined) return { kind: 'date', day: dayNumber };
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = dayNumber * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000;
  return match[7] === 'Z' ? { kind: 'utc', at: wall } : { kind: 'local', wall };
}

/** The rule in canonical text, e.g. for storing what was parsed. */
export function formatRecurrenceRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.map((index) => WEEKDAYS[index]).join(',')}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${formatUntil(rule.until)}`);
  if (rule.weekStart !== 0) parts.push(`WKST=${WEEKDAYS[rule.weekStart]}`);
  return parts.join(';');
}

function formatUntil(until: Until): string {
  if (until.kind === 'date') return formatDay(until.day).replaceAll('-', '');
  const ms = until.kind === 'utc' ? until.at : until.wall;
  const text = new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
  return until.kind === 'utc' ? `${text}Z` : text;
}
