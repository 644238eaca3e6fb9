import { expandSlot, expandSlots } from './expand-slots';
import { toIsoString } from './instant';
import { intersectNormalized, normalizeIntervals } from './intervals';
import type { AvailabilitySlot, Interval, TimeWindow } from './types';

// Availability for four (issue 37, ADR 078): slots stay per person, and a doubles pair, or a doubles match, is
// free only when every one of its players is. These turn several people's slots into the time they share.

/**
 * The time covered by every list, as sorted, disjoint intervals of positive length. No list at all covers no
 * time: a group with nobody in it is never free together.
 */
export function intersectAll(lists: readonly (readonly Interval[])[]): Interval[] {
  const [first, ...rest] = lists;
  if (first === undefined) return [];
  let shared = normalizeIntervals(first);
  for (const list of rest) {
    if (shared.length === 0) break;
    shared = intersectNormalized(shared, normalizeIntervals(list));
  }
  return shared;
}

/** When all of these people are free within the window: each person's slots expanded, then intersected. */
export function freeTogether(
  people: readonly (readonly AvailabilitySlot[])[],
  window: TimeWindow,
  fallbackZone?: string,
): Interval[] {
  return intersectAll(people.map((slots) => expandSlots(slots, window, fallbackZone)));
}

/**
 * Shared free time as one-off slots, for the computations that read slots (the overlaps, the calendar): a pair's
 * time is no weekly rule of anyone's, only the occurrences where both partners' rules meet.
 */
export function intervalsAsSlots(intervals: readonly Interval[]): AvailabilitySlot[] {
  return intervals.map((interval) => ({
    start_time: toIsoString(interval.start),
    end_time: toIsoString(interval.end),
    is_recurring: false,
    recurrence_rule: null,
  }));
}

/**
 * The parts of one person's slots when the others are free too, each part with the slot it comes from, in time
 * order: how a pair's shared time is shown as the anchor's own slots, cut down to when the partner is free.
 */
export function slotPartsFreeWith<S extends AvailabilitySlot>(
  slots: readonly S[],
  others: readonly (readonly AvailabilitySlot[])[],
  window: TimeWindow,
  fallbackZone?: string,
): { slot: S; start: number; end: number }[] {
  const othersFree = freeTogether(others, window, fallbackZone);
  const parts: { slot: S; start: number; end: number }[] = [];
  if (othersFree.length === 0) return parts;
  for (const slot of slots) {
    const occurrences = normalizeIntervals(expandSlot(slot, window, fallbackZone));
    for (const shared of intersectNormalized(occurrences, othersFree)) parts.push({ slot, ...shared });
  }
  return parts.sort((a, b) => a.start - b.start || a.end - b.end);
}
