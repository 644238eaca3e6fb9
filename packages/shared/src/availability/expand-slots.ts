import { DAY_MS, HOUR_MS, floorDiv, weekdayOfDay } from './civil-date';
import { parseInstant } from './instant';
import { parseRecurrenceRule } from './recurrence-rule';
import type { RecurrenceRule } from './recurrence-rule';
import type { AvailabilitySlot, Interval, TimeWindow } from './types';
import { resolveTimeZone, utcToWallClock, wallClockToUtc } from './zone-offsets';

/** A guard against a window so wide that one rule would fill memory; a century of daily slots fits. */
export const MAX_OCCURRENCES_PER_SLOT = 50_000;

/** Whether a slot repeats: it has a rule and is not marked one-off. */
function recurrenceOf(slot: AvailabilitySlot): RecurrenceRule | null {
  if (slot.is_recurring === false || !slot.recurrence_rule) return null;
  const parsed = parseRecurrenceRule(slot.recurrence_rule);
  return parsed.ok ? parsed.rule : null;
}

/**
 * The occurrences of one slot that overlap the window (unclipped), in time order.
 *
 * A one-off slot is its own interval. A recurring slot follows its rule in the owner's zone (`time_zone`,
 * else `fallbackZone`): every occurrence starts at the first occurrence's local wall-clock time, so 18:00
 * every Tuesday stays 18:00 across daylight-saving changes, and lasts the same exact duration (RFC 5545
 * section 3.8.5.3). The slot's own start is always the first occurrence and counts toward COUNT.
 * A slot whose rule cannot be read is treated as one-off; an unreadable or empty slot yields nothing.
 */
export function expandSlot(slot: AvailabilitySlot, window: TimeWindow, fallbackZone = 'UTC'): Interval[] {
  const start = parseInstant(slot.start_time);
  const end = parseInstant(slot.end_time);
  if (start === null || end === null || end <= start || !(window.start < window.end)) return [];
  const overlapsWindow = (from: number) => from < window.end && from + (end - start) > window.start;

  const rule = recurrenceOf(slot);
  if (rule === null) return overlapsWindow(start) ? [{ start, end }] : [];

  const zone = resolveTimeZone(slot.time_zone, fallbackZone);
  const duration = end - start;
  const firstWall = utcToWallClock(zone, start);
  const firstDay = floorDiv(firstWall, DAY_MS);
  const timeOfDay = firstWall - firstDay * DAY_MS;

  const occurrences: Interval[] = [];
  if (overlapsWindow(start)) occurrences.push({ start, end });
  let emitted = 1;
  if (start >= window.end) return occurrences;

  // Without COUNT, nothing before the window matters, so start near it; the 48-hour margin exceeds any offset.
  const earliestDay =
    rule.count === null ? floorDiv(window.start - duration - HOUR_MS * 48, DAY_MS) : Number.NEGATIVE_INFINITY;

  for (const day of candidateDays(rule, firstDay, earliestDay)) {
    if (rule.count !== null && emitted >= rule.count) break;
    if (emitted >= MAX_OCCURRENCES_PER_SLOT) break;
    const wall = day * DAY_MS + timeOfDay;
    if (rule.until?.kind === 'date' && day > rule.until.day) break;
    if (rule.until?.kind === 'local' && wall > rule.until.wall) break;
    const occurrenceStart = wallClockToUtc(zone, wall);
    if (rule.until?.kind === 'utc' && occurrenceStart > rule.until.at) break;
    if (occurrenceStart >= window.end) break;
    emitted++;
    if (overlapsWindow(occurrenceStart)) occurrences.push({ start: occurrenceStart, end: occurrenceStart + duration });
  }
  return occurrences;
}

/**
 * Day numbers after `firstDay` that the rule selects, in order, without end. Days before `earliestDay`
 * may be skipped (whole periods at a time); a caller counting occurrences passes -Infinity.
 */
function* candidateDays(rule: RecurrenceRule, firstDay: number, earliestDay: number): Generator<number> {
  if (rule.freq === 'DAILY') {
    const skip = Math.max(1, Math.floor((earliestDay - firstDay) / rule.interval));
    for (let step = skip; ; step++) {
      const day = firstDay + step * rule.interval;
      if (rule.byDay.length === 0 || rule.byDay.includes(weekdayOfDay(day))) yield day;
    }
  }
  // WEEKLY: weeks begin on WKST; INTERVAL counts weeks from the week holding the first occurrence.
  const dayInWeek = (day: number) => (weekdayOfDay(day) - rule.weekStart + 7) % 7;
  const firstWeek = firstDay - dayInWeek(firstDay);
  const weekdays = rule.byDay.length > 0 ? rule.byDay : [weekdayOfDay(firstDay)];
  const offsets = weekdays.map((weekday) => (weekday - rule.weekStart + 7) % 7).sort((a, b) => a - b);
  const period = 7 * rule.interval;
  const skip = Math.max(0, Math.floor((earliestDay - firstWeek) / period) - 1);
  for (let step = skip; ; step++) {
    const weekStart = firstWeek + step * period;
    for (const offset of offsets) {
      const day = weekStart + offset;
      if (day > firstDay) yield day;
    }
  }
}

/** The occurrences of many slots that overlap the window, sorted by start then end. */
export function expandSlots(slots: readonly AvailabilitySlot[], window: TimeWindow, fallbackZone = 'UTC'): Interval[] {
  const all: Interval[] = [];
  for (const slot of slots) for (const interval of expandSlot(slot, window, fallbackZone)) all.push(interval);
  return all.sort((a, b) => a.start - b.start || a.end - b.end);
}
