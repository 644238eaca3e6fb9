export {
  CALENDAR_CARD_ROWS,
  CALENDAR_FIRST_HOUR,
  CALENDAR_LAST_HOUR,
  CALENDAR_ROW_MINUTES,
  DAYS_PER_WEEK,
  availabilityEndOptions,
  availabilityStartOptions,
  calendarRows,
  calendarTimeSlots,
  hourlyTimeOptions,
  shiftWeek,
  startOfWeek,
  weekDates,
} from './calendar-grid';
export {
  CALENDAR_HIDDEN_PROPOSAL_STATUSES,
  isProposalShownOnCalendar,
  proposalsForCalendar,
  scheduledMatchTimes,
} from './calendar-visibility';
export { DAY_MS, HOUR_MS, MINUTE_MS, formatDay, parseDay, parseTimeOfDay, weekdayOfDay } from './civil-date';
export { MAX_OCCURRENCES_PER_SLOT, expandSlot, expandSlots, lastOccurrenceEnd } from './expand-slots';
export { parseInstant, toIsoString } from './instant';
export type { Instant } from './instant';
export { clipIntervals, intersectIntervals, intersectNormalized, normalizeIntervals } from './intervals';
export { localDateOf, localDateTimeToUtcIso, localDayOf, utcFormDateTime } from './local-date';
export { mergeSameDaySlots, upcomingMergedSlots } from './merge-slots';
export { freeTogether, intersectAll, intervalsAsSlots, slotPartsFreeWith } from './free-together';
export { findOverlaps } from './overlaps';
export type { FindOverlapsInput, OpponentAvailability, Overlap, OverlapDay, OverlapOpponent } from './overlaps';
export { WEEKDAYS, formatRecurrenceRule, parseRecurrenceRule } from './recurrence-rule';
export type { Frequency, RecurrenceRule, RecurrenceRuleParse, Until, Weekday } from './recurrence-rule';
export {
  OPPONENT_SLOT_LABELS,
  SLOT_MATCH_TOLERANCE_MS,
  isWithinOneHourOfSlot,
  opponentSlotStatus,
  scheduledMatchBetween,
} from './slot-matching';
export type { OpponentSlotStatus, SlotMatch, SlotProposal } from './slot-matching';
export type { AvailabilitySlot, Interval, TimeRange, TimeWindow } from './types';
export { isValidTimeZone, resolveTimeZone, utcToWallClock, wallClockToUtc, zoneOffsetMs } from './zone-offsets';
