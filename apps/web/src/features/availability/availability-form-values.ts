import {
  WEEKDAYS,
  formatRecurrenceRule,
  localDateOf,
  localDateTimeToUtcIso,
  parseDay,
  weekdayOfDay,
  type Weekday,
} from '@courtside/shared/availability/index';
import { AVAILABILITY_MESSAGES } from '@courtside/shared/schemas/availability-messages';
import type { AvailabilitySlotInput } from '@courtside/shared/schemas/availability';

/** Messages of the weekly repeat, which the spec leaves to us. */
export const REPEAT_DAYS_REQUIRED = 'Please choose at least one day to repeat on.';
export const UNTIL_BEFORE_DATE = 'The repeat must end on or after the first date.';
export const DATE_IN_PAST = 'Please choose today or a later date.';

export interface AvailabilityFormValues {
  /** The chosen league, or the league of the route. */
  leagueId: number | null;
  /** 'yyyy-MM-dd' in the viewer's zone. */
  date: string;
  /** 'HH:mm', one of the half-hour options. */
  startTime: string;
  endTime: string;
  repeatWeekly: boolean;
  weekdays: Weekday[];
  /** 'yyyy-MM-dd': the last day the repeat may fall on, included. */
  until: string;
}

export type AvailabilityFormField = 'leagueId' | 'date' | 'startTime' | 'endTime' | 'weekdays' | 'until';

export type AvailabilityBuild =
  | { ok: true; leagueId: number; slot: AvailabilitySlotInput }
  | { ok: false; message: string; fields: AvailabilityFormField[] };

/** Today's date in the viewer's zone: the date picker's minimum. */
export function todayIn(zone: string, now = Date.now()): string {
  return localDateOf(now, zone);
}

/** The weekday of a 'yyyy-MM-dd' date, as the repeat's chips name it; null for no date. */
export function weekdayOf(date: string): Weekday | null {
  const day = parseDay(date);
  return day === null ? null : (WEEKDAYS[weekdayOfDay(day)] ?? null);
}

/**
 * The slot the add form sends (league-play sections 5 and 7), or the first message that stops it. Times are
 * read in the viewer's zone and sent as UTC instants; a weekly repeat becomes one recurring slot whose rule
 * keeps that zone's wall-clock time (ADR 013).
 */
export function buildAvailabilitySlot(
  values: AvailabilityFormValues,
  options: { zone: string; now?: number },
): AvailabilityBuild {
  const { date, startTime, endTime } = values;
  const missing: AvailabilityFormField[] = (['date', 'startTime', 'endTime'] as const).filter(
    (field) => values[field] === '',
  );
  if (values.repeatWeekly && values.until === '') missing.push('until');
  if (missing.length > 0) return { ok: false, message: AVAILABILITY_MESSAGES.fillAllFields, fields: missing };
  if (endTime <= startTime) return { ok: false, message: AVAILABILITY_MESSAGES.endAfterStart, fields: ['endTime'] };
  if (values.leagueId === null) return { ok: false, message: AVAILABILITY_MESSAGES.selectLeague, fields: ['leagueId'] };
  if (date < todayIn(options.zone, options.now)) return { ok: false, message: DATE_IN_PAST, fields: ['date'] };

  const start = localDateTimeToUtcIso(date, startTime, options.zone);
  const end = localDateTimeToUtcIso(date, endTime, options.zone);
  if (start === null || end === null) {
    return { ok: false, message: AVAILABILITY_MESSAGES.fillAllFields, fields: ['date'] };
  }
  const base = {
    start_time: start,
    end_time: end,
    league_id: values.leagueId,
    time_zone: options.zone,
  };
  if (!values.repeatWeekly) return { ok: true, leagueId: values.leagueId, slot: { ...base, is_recurring: false } };

  if (values.weekdays.length === 0) return { ok: false, message: REPEAT_DAYS_REQUIRED, fields: ['weekdays'] };
  const untilDay = parseDay(values.until);
  if (untilDay === null) return { ok: false, message: AVAILABILITY_MESSAGES.fillAllFields, fields: ['until'] };
  if (values.until < date) return { ok: false, message: UNTIL_BEFORE_DATE, fields: ['until'] };
  const byDay = WEEKDAYS.flatMap((code, index) => (values.weekdays.includes(code) ? [index] : []));
  const rule = formatRecurrenceRule({
    freq: 'WEEKLY',
    interval: 1,
    byDay,
    count: null,
    until: { kind: 'date', day: untilDay },
    weekStart: 0,
  });
  return { ok: true, leagueId: values.leagueId, slot: { ...base, is_recurring: true, recurrence_rule: rule } };
}
