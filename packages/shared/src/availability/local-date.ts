import { DAY_MS, floorDiv, formatDay, parseDay, parseTimeOfDay, MINUTE_MS } from './civil-date';
import { toIsoString } from './instant';
import { utcToWallClock, wallClockToUtc } from './zone-offsets';

/** The calendar day number an instant falls on in a zone. */
export function localDayOf(utc: number, zone: string): number {
  return floorDiv(utcToWallClock(zone, utc), DAY_MS);
}

/** The 'yyyy-MM-dd' date an instant falls on in a zone. */
export function localDateOf(utc: number, zone: string): string {
  return formatDay(localDayOf(utc, zone));
}

/**
 * The UTC ISO instant of a date ('yyyy-MM-dd') and time ('HH:mm') read in a zone, as the availability modal
 * sends it; null when either is not real. Skipped and repeated times follow wallClockToUtc.
 */
export function localDateTimeToUtcIso(date: string, time: string, zone: string): string | null {
  const day = parseDay(date);
  const minutes = parseTimeOfDay(time);
  if (day === null || minutes === null) return null;
  return toIsoString(wallClockToUtc(zone, day * DAY_MS + minutes * MINUTE_MS));
}

/** The add form's UTC form of a date and time: 'yyyy-MM-ddTHH:mm:00Z'; null when either is not real. */
export function utcFormDateTime(date: string, time: string): string | null {
  if (parseDay(date) === null || parseTimeOfDay(time) === null) return null;
  return `${date}T${time}:00Z`;
}
