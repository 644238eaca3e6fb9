import { formatDay, formatTimeOfDay, parseDay, weekdayOfDay } from './civil-date';

/** Calendar and time pickers run from 6:00 to 22:00 (league-play section 9). */
export const CALENDAR_FIRST_HOUR = 6;
export const CALENDAR_LAST_HOUR = 22;
export const CALENDAR_ROW_MINUTES = 30;
/** Proposal and match cards span 3 rows of the grid. */
export const CALENDAR_CARD_ROWS = 3;
export const DAYS_PER_WEEK = 7;

function times(stepMinutes: number): string[] {
  const list: string[] = [];
  for (let minutes = CALENDAR_FIRST_HOUR * 60; minutes <= CALENDAR_LAST_HOUR * 60; minutes += stepMinutes) {
    list.push(formatTimeOfDay(minutes));
  }
  return list;
}

/** Every half-hour mark from '06:00' to '22:00' inclusive (33 marks). */
export function calendarTimeSlots(): string[] {
  return times(CALENDAR_ROW_MINUTES);
}

/** The grid's 30-minute rows, '06:00'-'06:30' to '21:30'-'22:00' (32 rows). */
export function calendarRows(): { start: string; end: string }[] {
  const marks = calendarTimeSlots();
  return marks.slice(0, -1).map((start, index) => ({ start, end: marks[index + 1] as string }));
}

/** The add form's hourly options, '06:00' to '22:00' (17 options). */
export function hourlyTimeOptions(): string[] {
  return times(60);
}

/** The availability modal's start choices: every mark but the last, so a slot can still end after it. */
export function availabilityStartOptions(): string[] {
  return calendarTimeSlots().slice(0, -1);
}

/** The availability modal's end choices: every mark but the first, so a slot can have started before it. */
export function availabilityEndOptions(): string[] {
  return calendarTimeSlots().slice(1);
}

/** The 7 dates ('yyyy-MM-dd') of the week that starts on `weekStart`; null when it is not a date. */
export function weekDates(weekStart: string): string[] | null {
  const first = parseDay(weekStart);
  if (first === null) return null;
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => formatDay(first + index));
}

/**
 * The first day of the week holding `date`, weeks starting on `weekStartsOn` (0 Monday .. 6 Sunday; Sunday
 * by default, as US calendars show); null when `date` is not a date. Used for the week query parameter.
 */
export function startOfWeek(date: string, weekStartsOn = 6): string | null {
  const day = parseDay(date);
  if (day === null) return null;
  return formatDay(day - ((weekdayOfDay(day) - weekStartsOn + 7) % 7));
}

/** The week `weeks` weeks after (or before, when negative) the week starting on `weekStart`. */
export function shiftWeek(weekStart: string, weeks: number): string | null {
  const day = parseDay(weekStart);
  if (day === null || !Number.isInteger(weeks)) return null;
  return formatDay(day + weeks * DAYS_PER_WEEK);
}
