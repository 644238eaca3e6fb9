import type { Interval } from './types';

/** The union of intervals as sorted, disjoint intervals: overlapping and touching ones join; empty ones go. */
export function normalizeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((interval) => interval.start < interval.end).sort((a, b) => a.start - b.start);
  const union: Interval[] = [];
  for (const interval of sorted) {
    const last = union[union.length - 1];
    if (last !== undefined && interval.start <= last.end) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      union.push({ start: interval.start, end: interval.end });
    }
  }
  return union;
}

/**
 * The time covered by both lists, as sorted, disjoint intervals of positive length. Either list may be
 * unsorted or overlapping; both are normalized first, then swept together in one pass (O(n log n)).
 */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  return intersectNormalized(normalizeIntervals(a), normalizeIntervals(b));
}

/** The sweep of `intersectIntervals` for lists that are already normalized (O(n + m)). */
export function intersectNormalized(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const shared: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i] as Interval;
    const right = b[j] as Interval;
    const start = Math.max(left.start, right.start);
    const end = Math.min(left.end, right.end);
    if (start < end) shared.push({ start, end });
    if (left.end < right.end) i++;
    else j++;
  }
  return shared;
}

/** The parts of intervals inside a window. */
export function clipIntervals(intervals: readonly Interval[], window: Interval): Interval[] {
  const clipped: Interval[] = [];
  for (const interval of intervals) {
    const start = Math.max(interval.start, window.start);
    const end = Math.min(interval.end, window.end);
    if (start < end) clipped.push({ start, end });
  }
  return clipped;
}
