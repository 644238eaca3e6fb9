import dayjs from 'dayjs';

/** For an address whose league id cannot be one, in the server's words for a league it does not know. */
export const LEAGUE_NOT_FOUND_MESSAGE = 'League not found.';

/** Every time on these pages is the viewer's wall-clock time; the page says in which zone. */
export const timeZoneNote = (zone: string) => `Times are in ${zone}`;

/**
 * A slot's time range in the viewer's zone: 'Tuesday, Mar 3, 2026, 6:00 PM – 8:00 PM', with the end's date
 * too when it falls on another day.
 */
export function formatSlotRange(startTime: string, endTime: string): string {
  const start = dayjs(startTime);
  const end = dayjs(endTime);
  const endText = start.isSame(end, 'day') ? end.format('h:mm A') : end.format('dddd, MMM D, YYYY, h:mm A');
  return `${start.format('dddd, MMM D, YYYY, h:mm A')} – ${endText}`;
}
