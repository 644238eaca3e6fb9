import dayjs, { type Dayjs } from 'dayjs';
import { formatTimeOfDay } from '@/lib/locale-time';

/** For an address whose league id cannot be one, in the server's words for a league it does not know. */
export const LEAGUE_NOT_FOUND_MESSAGE = 'League not found.';

/** Every time on these pages is the viewer's wall-clock time; the page says in which zone, by its city. */
export { timeZoneNote } from '@/lib/locale-time';

const clock = (time: Dayjs) => formatTimeOfDay(time.hour() * 60 + time.minute());

/**
 * A slot's time range in the viewer's zone and on the viewer's clock: 'Tuesday, Mar 3, 2026, 6:00 PM – 8:00 PM'
 * (or '18:00 – 20:00' where clocks run to 24), with the end's date too when it falls on another day.
 */
export function formatSlotRange(startTime: string, endTime: string): string {
  const start = dayjs(startTime);
  const end = dayjs(endTime);
  const day = (time: Dayjs) => time.format('dddd, MMM D, YYYY');
  const endText = start.isSame(end, 'day') ? clock(end) : `${day(end)}, ${clock(end)}`;
  return `${day(start)}, ${clock(start)} – ${endText}`;
}
