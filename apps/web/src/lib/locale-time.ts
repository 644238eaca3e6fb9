/**
 * Times of day as the reader's country writes them, and time zones named as people say them. The pages stay in
 * English; only the clock follows the browser's language: '6:30 PM' in the United States, '18:30' in Britain.
 */

const hourCycles = new Map<string, boolean>();

/** The browser's first language; Intl's own default where there is none. */
export function readerLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language ?? undefined;
}

/** Whether people of `locale` read a 12-hour clock with AM and PM (en-US) rather than a 24-hour one (en-GB). */
export function usesTwelveHourClock(locale: string | undefined = readerLocale()): boolean {
  const key = locale ?? '';
  let twelve = hourCycles.get(key);
  if (twelve === undefined) {
    let cycle: string | undefined;
    try {
      cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    } catch {
      // An unknown language tag: the product's own default, the American clock.
      cycle = 'h12';
    }
    twelve = cycle === 'h11' || cycle === 'h12';
    hourCycles.set(key, twelve);
  }
  return twelve;
}

/** Minutes after midnight (or 'HH:mm') as '6:30 PM' on a 12-hour clock, '06:30' on a 24-hour one. */
export function formatTimeOfDay(time: number | string, twelveHour: boolean = usesTwelveHourClock()): string {
  const minutes = typeof time === 'number' ? time : minutesOf(time);
  if (minutes === null) return typeof time === 'string' ? time : '';
  const hours = Math.floor(minutes / 60) % 24;
  const mm = String(minutes % 60).padStart(2, '0');
  if (!twelveHour) return `${String(hours).padStart(2, '0')}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

const UNIVERSAL_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/UCT', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);

/**
 * A zone as people name it: 'America/Chicago' is 'Chicago time', 'America/Argentina/Buenos_Aires' is 'Buenos
 * Aires time', UTC stays 'UTC'. The IANA name ends in the city whose clock the zone follows.
 */
export function zoneCityName(zone: string): string {
  if (UNIVERSAL_ZONES.has(zone)) return 'UTC';
  const city = zone.split('/').pop()?.replace(/_/g, ' ').trim();
  return city ? `${city} time` : zone;
}

/** Every time on a page that says this is the reader's wall-clock time, in the zone it names. */
export const timeZoneNote = (zone: string) => `Times are in ${zoneCityName(zone)}`;
