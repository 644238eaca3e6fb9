import type { Id } from '../tennis/ids';
import type { Instant } from './instant';

/** An availability slot as stored (league-play section 3) plus the owner's IANA zone for recurring rules. */
export interface AvailabilitySlot {
  id?: Id;
  start_time: Instant;
  end_time: Instant;
  is_recurring?: boolean | null;
  recurrence_rule?: string | null;
  /** The owner's IANA zone; recurring slots keep their wall-clock time in it (ADR 013). */
  time_zone?: string | null;
}

/** A half-open span of time [start, end) in epoch ms. */
export interface Interval {
  start: number;
  end: number;
}

/** The span of time a computation looks at, half-open, in epoch ms. */
export type TimeWindow = Interval;

/** A span of time as the API and the web show it. */
export interface TimeRange {
  start_time: string;
  end_time: string;
}
