import { DAY_MS, HOUR_MS, MAX_INSTANT_MS, floorDiv } from './civil-date';
import { parseInstant } from './instant';
import { cadenceOf, laterCountThrough, laterDay } from './recurrence-cadence';
import { parseRecurrenceRule } from './recurrence-rule';
import type { RecurrenceRule, Until } from './recurrence-rule';
import type { AvailabilitySlot, Interval, TimeWindow } from './types';
import { resolveTimeZone, utcToWallClock, wallClockToUtc } from './zone-offsets';

/** A guard against a window so wide that one rule would fill memory; a century of daily slots fits. */
export const MAX_OCCURRENCES_PER_SLOT = 50_000;
/** Past this day a wall time is too far out to convert (zone-offsets' instant range); no occurrence is placed. */
const LAST_EXPANDABLE_DAY = floorDiv(MAX_INSTANT_MS, DAY_MS) - 3;

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
 * The work is the occurrences inside the window, however long ago the rule began (ADR 059).
 */
export function expandSlot(slot: AvailabilitySlot, window: TimeWindow, fallbackZone = 'UTC'): Interval[] {
  const occurrences: Interval[] = [];
  forEachOccurrence(slot, window, (start, end) => occurrences.push({ start, end }), fallbackZone);
  return occurrences;
}

/**
 * expandSlot's occurrences one at a time, in time order, with nothing collected: a caller that keeps only some
 * (those that meet someone else's free time) leaves no garbage for the others.
 */
export function forEachOccurrence(
  slot: AvailabilitySlot,
  window: TimeWindow,
  visit: (start: number, end: number) => void,
  fallbackZone = 'UTC',
): void {
  const start = parseInstant(slot.start_time);
  const end = parseInstant(slot.end_time);
  if (start === null || end === null || end <= start || !(window.start < window.end)) return;
  const overlapsWindow = (from: number) => from < window.end && from + (end - start) > window.start;

  const rule = recurrenceOf(slot);
  if (rule === null) {
    if (overlapsWindow(start)) visit(start, end);
    return;
  }

  const { zone, duration, timeOfDay, cadence } = seriesOf(slot, rule, start, end, fallbackZone);
  let visited = 0;
  if (overlapsWindow(start)) {
    visit(start, end);
    visited++;
  }
  if (start >= window.end) return;

  // Only days near the window can hold an occurrence in it: the 48-hour margins exceed any UTC offset. The
  // occurrences before the window are counted, not walked (COUNT still counts them).
  const earliestDay = floorDiv(window.start - duration - HOUR_MS * 48, DAY_MS);
  const latestDay = Math.min(floorDiv(window.end + HOUR_MS * 48, DAY_MS), LAST_EXPANDABLE_DAY);
  for (let n = laterCountThrough(cadence, earliestDay - 1) + 1; ; n++) {
    // The n-th occurrence after the first is the (n + 1)-th in all.
    if (rule.count !== null && n >= rule.count) break;
    const day = laterDay(cadence, n);
    if (day === null || day > latestDay) break;
    const wall = day * DAY_MS + timeOfDay;
    if (rule.until?.kind === 'date' && day > rule.until.day) break;
    if (rule.until?.kind === 'local' && wall > rule.until.wall) break;
    const occurrenceStart = wallClockToUtc(zone, wall);
    if (rule.until?.kind === 'utc' && occurrenceStart > rule.until.at) break;
    if (occurrenceStart >= window.end) break;
    if (overlapsWindow(occurrenceStart)) {
      visit(occurrenceStart, occurrenceStart + duration);
      if (++visited >= MAX_OCCURRENCES_PER_SLOT) break;
    }
  }
}

/**
 * When a slot's last occurrence ends (epoch ms), or null when its rule never ends (no COUNT or UNTIL, or an
 * end beyond the instants this module handles). Until then the slot is still someone's free time; after it,
 * it is history. A one-off slot ends at its own end, as does one whose rule cannot be read (it expands as a
 * one-off); a slot without readable times, which expands to nothing, ended long ago (-Infinity).
 */
export function lastOccurrenceEnd(slot: AvailabilitySlot, fallbackZone = 'UTC'): number | null {
  const start = parseInstant(slot.start_time);
  const end = parseInstant(slot.end_time);
  if (start === null || end === null || end <= start) return end ?? Number.NEGATIVE_INFINITY;
  const rule = recurrenceOf(slot);
  if (rule === null) return end;
  if (rule.count === null && rule.until === null) return null;

  const { zone, duration, timeOfDay, cadence } = seriesOf(slot, rule, start, end, fallbackZone);
  if (cadence.offsets.length === 0) return end;
  // COUNT names the last occurrence; UNTIL bounds its day, and the exact UNTIL time may rule out the last
  // candidate day or two, so the search steps back over those.
  let n = rule.count !== null ? rule.count - 1 : laterCountThrough(cadence, untilDayBound(rule.until!));
  for (; n >= 1; n--) {
    const day = laterDay(cadence, n)!;
    if (day > LAST_EXPANDABLE_DAY) return null;
    const wall = day * DAY_MS + timeOfDay;
    if (rule.until?.kind === 'date' && day > rule.until.day) continue;
    if (rule.until?.kind === 'local' && wall > rule.until.wall) continue;
    const occurrenceStart = wallClockToUtc(zone, wall);
    if (rule.until?.kind === 'utc' && occurrenceStart > rule.until.at) continue;
    return occurrenceStart + duration;
  }
  return end;
}

/** What every occurrence of a recurring slot shares: its zone, length, local time of day and cadence. */
function seriesOf(slot: AvailabilitySlot, rule: RecurrenceRule, start: number, end: number, fallbackZone: string) {
  const zone = resolveTimeZone(slot.time_zone, fallbackZone);
  const firstWall = utcToWallClock(zone, start);
  const firstDay = floorDiv(firstWall, DAY_MS);
  return { zone, duration: end - start, timeOfDay: firstWall - firstDay * DAY_MS, cadence: cadenceOf(rule, firstDay) };
}

/** The last local day an occurrence within UNTIL can fall on (an instant's local day is within a day of it). */
function untilDayBound(until: Until): number {
  if (until.kind === 'date') return until.day;
  if (until.kind === 'local') return floorDiv(until.wall, DAY_MS);
  return floorDiv(until.at + HOUR_MS * 48, DAY_MS);
}

/** The occurrences of many slots that overlap the window, sorted by start then end. */
export function expandSlots(slots: readonly AvailabilitySlot[], window: TimeWindow, fallbackZone = 'UTC'): Interval[] {
  const all: Interval[] = [];
  for (const slot of slots) for (const interval of expandSlot(slot, window, fallbackZone)) all.push(interval);
  return all.sort((a, b) => a.start - b.start || a.end - b.end);
}
