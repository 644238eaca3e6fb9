import { MAX_INSTANT_MS, MINUTE_MS, daysFromCivil, daysInMonth, DAY_MS } from './civil-date';

/** A point in time at a module boundary: an ISO-8601 string, epoch ms, or a Date (as database drivers give). */
export type Instant = string | number | Date;

// Date, then optional time (T or space, as PostgreSQL prints timestamptz), then optional Z or offset.
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Epoch ms of an instant, or null when it is not one. A string without an offset is read as UTC (never as
 * the machine's local time, which would make results depend on where the code runs).
 */
export function parseInstant(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_INSTANT_MS ? value : null;
  if (value instanceof Date) return parseInstant(value.getTime());
  if (typeof value !== 'string') return null;
  const match = ISO_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offsetMinutes = parseOffsetMinutes(offset);
  if (offsetMinutes === null) return null;
  const millis = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  const wall = daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + millis;
  return parseInstant(wall - offsetMinutes * MINUTE_MS);
}

function parseOffsetMinutes(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** The UTC ISO string of epoch ms, e.g. '2026-03-10T18:00:00.000Z'. */
export function toIsoString(ms: number): string {
  return new Date(ms).toISOString();
}
