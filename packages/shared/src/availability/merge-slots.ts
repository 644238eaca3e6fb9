import { expandSlots } from './expand-slots';
import { toIsoString } from './instant';
import { localDayOf } from './local-date';
import type { AvailabilitySlot, Interval, TimeRange } from './types';
import { resolveTimeZone } from './zone-offsets';

/**
 * The list view's merge (league-play section 9): intervals that overlap always join; intervals that only
 * touch join when the later one starts on the same day, in `zone`, as the run it extends, so an evening
 * ending at midnight stays apart from the next morning.
 */
export function mergeSameDaySlots(intervals: readonly Interval[], zone: string): Interval[] {
  const sorted = intervals.filter((interval) => interval.start < interval.end).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  let runDay = Number.NaN;
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    const joins =
      last !== undefined &&
      (interval.start < last.end || (interval.start === last.end && localDayOf(interval.start, zone) === runDay));
    if (joins) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      merged.push({ start: interval.start, end: interval.end });
      runDay = localDayOf(interval.start, zone);
    }
  }
  return merged;
}

/**
 * A player's upcoming availability as the list view shows it: occurrences between `now` and `until` that
 * have not yet ended (a slot under way still shows), merged by day in the viewer's zone.
 */
export function upcomingMergedSlots(
  slots: readonly AvailabilitySlot[],
  options: { now: number; until: number; viewerZone: string; fallbackZone?: string },
): TimeRange[] {
  const zone = resolveTimeZone(options.viewerZone);
  const occurrences = expandSlots(slots, { start: options.now, end: options.until }, options.fallbackZone);
  return mergeSameDaySlots(occurrences, zone).map((interval) => ({
    start_time: toIsoString(interval.start),
    end_time: toIsoString(interval.end),
  }));
}
