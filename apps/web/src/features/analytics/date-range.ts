/**
 * The dashboard's time ranges (accounts-and-admin section 9: 7, 30 or 90 days, 30 by default). A range of n days
 * ends today and starts n - 1 days earlier, both ends included, in UTC days as the server counts them (ADR 033),
 * so every administrator sees the same figures whatever their zone.
 */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const DEFAULT_RANGE_DAYS: RangeDays = 30;

export const rangeLabel = (days: RangeDays) => `Last ${days} days`;

export function isRangeDays(value: number): value is RangeDays {
  return (RANGE_DAYS as readonly number[]).includes(value);
}

export interface DateRange {
  /** YYYY-MM-DD, UTC. */
  start_date: string;
  end_date: string;
}

const utcDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

export function dateRangeFor(days: number, now: Date): DateRange {
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  // Date.UTC carries a negative day of the month back across months and years.
  return { start_date: utcDay(year, month, day - (days - 1)), end_date: utcDay(year, month, day) };
}

/** Monday-first weeks since the epoch (1970-01-01 was a Thursday, three days after a Monday). */
const mondayWeekOf = (day: string) => Math.floor((Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 3) / 7);

/** How many Monday-first weeks a range touches: the rows of the club's weekly table. */
export function weeksTouched(range: DateRange): number {
  return mondayWeekOf(range.end_date) - mondayWeekOf(range.start_date) + 1;
}
