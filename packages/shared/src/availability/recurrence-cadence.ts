import { weekdayOfDay } from './civil-date';
import type { RecurrenceRule } from './recurrence-rule';

/**
 * The days after a slot's first day that its rule selects, as a pattern that comes round again every
 * `period` days. What a DAILY or WEEKLY rule picks depends only on a day's weekday and on its distance from
 * the first day in whole intervals, and both repeat after 7 × INTERVAL days. With the pattern, the n-th later
 * day and the number of later days up to a date are sums, not walks: a rule that began years ago, or counts
 * tens of thousands of occurrences, costs as little to place in a window as one that begins today.
 */
export interface Cadence {
  /** Day number the first period begins on. */
  base: number;
  /** Days from one period's beginning to the next. */
  period: number;
  /** Days from a period's beginning that the rule selects, ascending; empty when it selects none. */
  offsets: number[];
  /** Entries of the first period on or before the first day, which are not later occurrences. */
  before: number;
}

/** The cadence of a rule whose first occurrence falls on `firstDay` (a day number in the owner's zone). */
export function cadenceOf(rule: RecurrenceRule, firstDay: number): Cadence {
  const period = 7 * rule.interval;
  if (rule.freq === 'DAILY') {
    // Every INTERVAL days from the first, on the BYDAY weekdays: seven steps visit every weekday the rule
    // can ever reach (INTERVAL a multiple of 7 reaches only the first day's weekday, perhaps not in BYDAY).
    const offsets: number[] = [];
    for (let step = 1; step <= 7; step++) {
      const offset = step * rule.interval;
      if (rule.byDay.length === 0 || rule.byDay.includes(weekdayOfDay(firstDay + offset))) offsets.push(offset);
    }
    return { base: firstDay, period, offsets, before: 0 };
  }
  // WEEKLY: weeks begin on WKST; INTERVAL counts weeks from the week holding the first occurrence.
  const dayInWeek = (day: number) => (weekdayOfDay(day) - rule.weekStart + 7) % 7;
  const base = firstDay - dayInWeek(firstDay);
  const weekdays = rule.byDay.length > 0 ? rule.byDay : [weekdayOfDay(firstDay)];
  const offsets = [...new Set(weekdays.map((weekday) => (weekday - rule.weekStart + 7) % 7))].sort((a, b) => a - b);
  return { base, period, offsets, before: offsets.filter((offset) => base + offset <= firstDay).length };
}

/** The day of the n-th occurrence after the first (n >= 1), or null when the rule selects no later day. */
export function laterDay(cadence: Cadence, n: number): number | null {
  const { offsets } = cadence;
  if (offsets.length === 0) return null;
  const position = n - 1 + cadence.before;
  return (
    cadence.base + Math.floor(position / offsets.length) * cadence.period + (offsets[position % offsets.length] ?? 0)
  );
}

/** How many occurrences after the first fall on or before `day`. */
export function laterCountThrough(cadence: Cadence, day: number): number {
  const { offsets } = cadence;
  if (offsets.length === 0 || day < cadence.base) return 0;
  const periods = Math.floor((day - cadence.base) / cadence.period);
  const periodStart = cadence.base + periods * cadence.period;
  let within = 0;
  for (const offset of offsets) if (periodStart + offset <= day) within++;
  return Math.max(0, periods * offsets.length + within - cadence.before);
}
