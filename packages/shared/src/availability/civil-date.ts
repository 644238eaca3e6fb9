/**
 * Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01). Wall-clock times are
 * handled as "wall ms": the local date and time written as if it were UTC, so calendar steps never meet a
 * time zone. Zone conversions live in zone-offsets.ts.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Largest magnitude a JavaScript Date accepts, in ms either side of the epoch. */
export const MAX_INSTANT_MS = 8.64e15;

/** Floor division that stays right for negative numbers. */
export function floorDiv(value: number, divisor: number): number {
  return Math.floor(value / divisor);
}

/** Day number of a calendar date (month 1..12); algorithm from H. Hinnant's "chrono-compatible" date algorithms. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthIndex = month > 2 ? month - 3 : month + 9;
  const dayOfYear = Math.floor((153 * monthIndex + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export function civilFromDays(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function daysInMonth(year: number, month: number): number {
  return daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - daysFromCivil(year, month, 1);
}

/** Weekday of a day number, Monday 0 to Sunday 6 (1970-01-01 was a Thursday). */
export function weekdayOfDay(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 'yyyy-MM-dd' of a day number (years 0..9999). */
export function formatDay(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a 'yyyy-MM-dd' string, or null when it is not a real calendar date. */
export function parseDay(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** Minutes after midnight of an 'HH:mm' string (00:00..23:59), or null. */
export function parseTimeOfDay(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = TIME_PATTERN.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** 'HH:mm' of minutes after midnight. */
export function formatTimeOfDay(minutes: number): string {
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}
