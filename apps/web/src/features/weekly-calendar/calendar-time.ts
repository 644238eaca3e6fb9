import {
  DAY_MS,
  MINUTE_MS,
  formatDay,
  localDateTimeToUtcIso,
  parseDay,
  parseInstant,
  parseTimeOfDay,
  utcToWallClock,
  wallClockToUtc,
} from '@courtside/shared/availability/index';
import { formatTimeOfDay } from '@/lib/locale-time';

/**
 * The calendar's times in the viewer's zone. Everything on the page is placed and written through these, from
 * the zone the page states, so what it shows never depends on where the code happens to run.
 */

/** Where an instant falls in a zone: its local date ('yyyy-MM-dd') and minutes after local midnight. */
export interface WallTime {
  date: string;
  minutes: number;
}

export function wallTimeOf(instant: string | number, zone: string): WallTime | null {
  const utc = typeof instant === 'number' ? instant : parseInstant(instant);
  if (utc === null) return null;
  const wall = utcToWallClock(zone, utc);
  const day = Math.floor(wall / DAY_MS);
  return { date: formatDay(day), minutes: Math.round((wall - day * DAY_MS) / MINUTE_MS) };
}

/** The instant (epoch ms) of a local date and 'HH:mm' in a zone; null when either is not real. */
export function instantOf(date: string, time: string, zone: string): number | null {
  const day = parseDay(date);
  const minutes = parseTimeOfDay(time);
  if (day === null || minutes === null) return null;
  return wallClockToUtc(zone, day * DAY_MS + minutes * MINUTE_MS);
}

/** The UTC ISO string the API takes for a local date and time ('HH:mm'), as the availability modal sends it. */
export function isoOf(date: string, time: string, zone: string): string | null {
  return localDateTimeToUtcIso(date, time, zone);
}

/** 'HH:mm' of minutes after midnight. */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An 'HH:mm' time or minutes after midnight on the reader's clock: '6:30 PM' in en-US, '18:30' in en-GB. */
export function formatClock(time: string | number): string {
  const minutes = typeof time === 'number' ? time : parseTimeOfDay(time);
  return minutes === null ? '' : formatTimeOfDay(minutes);
}

// The page is in English whatever the browser's language, so its day and month names are written out here rather
// than asked of Intl: building an Intl formatter is the first use of the browser's ICU data, tens of milliseconds
// of main thread on a phone while the page is loading (issue 10).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The weekday and month names of a 'yyyy-MM-dd' date; null when it is not one. */
function namesOf(date: string): { weekday: string; month: string; day: number } | null {
  const day = parseDay(date);
  if (day === null) return null;
  // The day number is a wall-clock date written as if it were UTC, so it is read in UTC.
  const utc = new Date(day * DAY_MS);
  return {
    weekday: WEEKDAYS[utc.getUTCDay()] ?? '',
    month: MONTHS[utc.getUTCMonth()] ?? '',
    day: utc.getUTCDate(),
  };
}

/** 'Tuesday, Nov 24'. */
export function formatDayLabel(date: string): string {
  const names = namesOf(date);
  return names === null ? date : `${names.weekday}, ${names.month} ${names.day}`;
}

/** 'Tue', for the narrow column headers. */
export function formatWeekday(date: string): string {
  const names = namesOf(date);
  return names === null ? date : names.weekday.slice(0, 3);
}

/** 'Nov 24'. */
export function formatMonthDay(date: string): string {
  const names = namesOf(date);
  return names === null ? date : `${names.month} ${names.day}`;
}

/** The year of a 'yyyy-MM-dd' date. */
export function yearOf(date: string): string {
  return date.slice(0, 4);
}

/** 'Jun 2 – Jun 8, 2030': the week the grid shows. */
export function formatWeekRange(days: readonly string[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return '';
  const firstYear = yearOf(first) === yearOf(last) ? '' : `, ${yearOf(first)}`;
  return `${formatMonthDay(first)}${firstYear} – ${formatMonthDay(last)}, ${yearOf(last)}`;
}

/** 'Tuesday, Nov 24, 6:30 PM' of an instant in a zone; '' when it is not one. */
export function formatInstant(instant: string | number, zone: string): string {
  const wall = wallTimeOf(instant, zone);
  return wall === null ? '' : `${formatDayLabel(wall.date)}, ${formatClock(wall.minutes)}`;
}

/** 'Tuesday, Nov 24, 2026 at 6:30 PM': the full form the modals use. */
export function formatInstantWithYear(instant: string | number, zone: string): string {
  const wall = wallTimeOf(instant, zone);
  return wall === null ? '' : `${formatDayLabel(wall.date)}, ${yearOf(wall.date)} at ${formatClock(wall.minutes)}`;
}
