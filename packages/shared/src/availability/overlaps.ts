import type { Id } from '../tennis/ids';
import { MINUTE_MS } from './civil-date';
import { expandSlots, forEachOccurrence } from './expand-slots';
import { toIsoString } from './instant';
import { intersectNormalized, normalizeIntervals } from './intervals';
import { localDateOf } from './local-date';
import type { AvailabilitySlot, Interval, TimeWindow } from './types';
import { resolveTimeZone } from './zone-offsets';

export interface OverlapOpponent {
  id: Id;
  first_name?: string | null;
  last_name?: string | null;
}

export interface OpponentAvailability<O extends OverlapOpponent = OverlapOpponent> {
  opponent: O;
  slots: readonly AvailabilitySlot[];
}

/** A time both the viewer and one or more opponents are free (league-play section 3). */
export interface Overlap<O extends OverlapOpponent = OverlapOpponent> {
  start_time: string;
  end_time: string;
  /** Length in minutes. */
  duration: number;
  available_opponents: O[];
}

export interface OverlapDay<O extends OverlapOpponent = OverlapOpponent> {
  /** 'yyyy-MM-dd' in the viewer's zone. */
  date: string;
  overlaps: Overlap<O>[];
}

export interface FindOverlapsInput<O extends OverlapOpponent> {
  viewerSlots: readonly AvailabilitySlot[];
  /** The unplayed opponents, each with their slots; an opponent listed twice is one opponent. */
  opponents: readonly OpponentAvailability<O>[];
  /** Usually from now to the end of play; overlaps that have not ended by its start are kept. */
  window: TimeWindow;
  viewerZone: string;
  /** Zone for recurring slots that do not name one. */
  fallbackZone?: string;
  /** Overlaps shorter than this are left out; 0 keeps every overlap of positive length. */
  minimumMinutes?: number;
  /** Each opponent's soonest this many overlaps are kept; the rest are left out. Unlimited when omitted. */
  maxPerOpponent?: number;
}

/**
 * Times the viewer shares with each opponent, grouped by date in the viewer's zone (ADR 014).
 *
 * Each opponent's overlap is the largest span both are free (the union of each one's slots, intersected),
 * at most `maxPerOpponent` of them, the soonest (ADR 059). Opponents whose overlaps have exactly the same start
 * and end share one entry, listed in input order. Days and the entries within them are in time order.
 */
export function findOverlaps<O extends OverlapOpponent>(input: FindOverlapsInput<O>): OverlapDay<O>[] {
  const viewerZone = resolveTimeZone(input.viewerZone);
  const minimumMs = Math.max(0, input.minimumMinutes ?? 0) * MINUTE_MS;
  const maxPerOpponent = input.maxPerOpponent ?? Number.POSITIVE_INFINITY;
  const viewer = normalizeIntervals(expandSlots(input.viewerSlots, input.window, input.fallbackZone));
  if (viewer.length === 0) return [];

  const byOpponent = new Map<string, { opponent: O; slots: AvailabilitySlot[] }>();
  for (const { opponent, slots } of input.opponents) {
    const key = String(opponent.id);
    const entry = byOpponent.get(key);
    if (entry) entry.slots.push(...slots);
    else byOpponent.set(key, { opponent, slots: [...slots] });
  }

  // Keyed by start, then end: numeric keys, no string building on this hot path.
  const byStart = new Map<number, Map<number, { start: number; end: number; opponents: O[] }>>();
  const spans: { start: number; end: number; opponents: O[] }[] = [];
  for (const { opponent, slots } of byOpponent.values()) {
    const theirs = normalizeIntervals(occurrencesMeeting(slots, viewer, input.window, input.fallbackZone));
    let kept = 0;
    for (const shared of intersectNormalized(viewer, theirs)) {
      if (shared.end - shared.start < minimumMs) continue;
      if (kept++ >= maxPerOpponent) break;
      let byEnd = byStart.get(shared.start);
      if (byEnd === undefined) byStart.set(shared.start, (byEnd = new Map()));
      const entry = byEnd.get(shared.end);
      if (entry) {
        entry.opponents.push(opponent);
      } else {
        const span = { start: shared.start, end: shared.end, opponents: [opponent] };
        byEnd.set(shared.end, span);
        spans.push(span);
      }
    }
  }

  const days: OverlapDay<O>[] = [];
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  for (const span of spans) {
    const date = localDateOf(span.start, viewerZone);
    let day = days[days.length - 1];
    if (day === undefined || day.date !== date) {
      day = { date, overlaps: [] };
      days.push(day);
    }
    day.overlaps.push({
      start_time: toIsoString(span.start),
      end_time: toIsoString(span.end),
      duration: (span.end - span.start) / MINUTE_MS,
      available_opponents: span.opponents,
    });
  }
  return days;
}

/**
 * The occurrences of `slots` in the window that share time with one of `spans` (sorted and disjoint). Only
 * those can be part of an overlap, and the shared time is the same without the others: an opponent free every
 * half hour of every day (ADR 059) has thousands of occurrences, and collecting, sorting and joining them all
 * for a viewer free three evenings a week was most of an overlaps request and of its garbage.
 */
function occurrencesMeeting(
  slots: readonly AvailabilitySlot[],
  spans: readonly Interval[],
  window: TimeWindow,
  fallbackZone: string | undefined,
): Interval[] {
  const meeting: Interval[] = [];
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (first === undefined || last === undefined) return meeting;
  const reach = { start: Math.max(window.start, first.start), end: Math.min(window.end, last.end) };
  for (const slot of slots) {
    // A slot's occurrences come in time order, so the first span each could meet only moves forward.
    let next = 0;
    forEachOccurrence(
      slot,
      reach,
      (start, end) => {
        while (next < spans.length && spans[next]!.end <= start) next++;
        if (next < spans.length && spans[next]!.start < end) meeting.push({ start, end });
      },
      fallbackZone,
    );
  }
  return meeting;
}
