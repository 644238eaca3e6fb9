import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localDateOf, shiftWeek, startOfWeek, weekDates } from '@courtside/shared/availability/index';

/** The query parameter that keeps the shown week: its first day as yyyy-MM-dd (league-play section 2). */
export const WEEK_PARAM = 'week';

/** Today's date in the viewer's zone. */
export function todayIn(zone: string): string {
  return localDateOf(Date.now(), zone);
}

/**
 * The week a `week` parameter names: the week holding that date (so any day of it works), or this week
 * when the parameter is missing or not a real date.
 */
export function weekStartFrom(param: string | null, today: string): string {
  return (param === null ? null : startOfWeek(param)) ?? startOfWeek(today) ?? today;
}

export interface ShownWeek {
  today: string;
  weekStart: string;
  /** The week's 7 dates. */
  days: string[];
  /** Shows the week holding `date`. */
  showWeekOf: (date: string) => void;
  previousWeek: () => void;
  nextWeek: () => void;
}

/** The shown week, read from and written to ?week=. */
export function useCalendarWeek(zone: string): ShownWeek {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the page must not change week under the viewer when midnight passes.
  const [today] = useState(() => todayIn(zone));
  const weekStart = weekStartFrom(searchParams.get(WEEK_PARAM), today);
  // One array a week: the calendar's model is worked out again only when the shown week changes.
  const days = useMemo(() => weekDates(weekStart) ?? [], [weekStart]);

  const showWeekOf = useCallback(
    (date: string) => {
      const start = startOfWeek(date);
      if (start === null) return;
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(WEEK_PARAM, start);
        return next;
      });
    },
    [setSearchParams],
  );

  return {
    today,
    weekStart,
    days,
    showWeekOf,
    previousWeek: () => showWeekOf(shiftWeek(weekStart, -1) ?? weekStart),
    nextWeek: () => showWeekOf(shiftWeek(weekStart, 1) ?? weekStart),
  };
}
