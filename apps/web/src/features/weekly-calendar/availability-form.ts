import { AVAILABILITY_MESSAGES } from '@courtside/shared/schemas/availability-messages';
import type { AvailabilitySlotDto } from '@courtside/shared/schemas/availability';
import {
  availabilityEndOptions,
  availabilityStartOptions,
  parseInstant,
  parseTimeOfDay,
} from '@courtside/shared/availability/index';
import { isoOf, timeOfDay, wallTimeOf } from './calendar-time';

/** The modal's choices (league-play section 5): starts exclude the last mark, ends exclude the first. */
export const START_OPTIONS = availabilityStartOptions();
export const END_OPTIONS = availabilityEndOptions();

export interface TimeErrors {
  start?: string;
  end?: string;
}

/** The modal's own checks, in the spec's words; null when the times can be sent. */
export function validateTimes(start: string, end: string): TimeErrors | null {
  if (start === '' || end === '') {
    return {
      start: start === '' ? AVAILABILITY_MESSAGES.bothTimes : undefined,
      end: end === '' ? AVAILABILITY_MESSAGES.bothTimes : undefined,
    };
  }
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === null || to === null || to <= from) return { end: AVAILABILITY_MESSAGES.endAfterStart };
  return null;
}

/** Where the modal opened: a new slot on a day, or one of my slots. */
export type AvailabilityTarget =
  { mode: 'create'; date: string; start: string } | { mode: 'edit'; date: string; slot: AvailabilitySlotDto };

/** A choice when it is one of the options, else none: the person then picks one. */
const choice = (time: string, options: readonly string[]) => (options.includes(time) ? time : '');

/**
 * The times the modal starts with. A new slot starts at the cell and lasts an hour (or to the end of the
 * grid); a slot being edited shows its own times when they are among the choices.
 */
export function initialTimes(target: AvailabilityTarget, zone: string): { start: string; end: string } {
  if (target.mode === 'create') {
    const from = parseTimeOfDay(target.start) ?? 0;
    const last = parseTimeOfDay(END_OPTIONS[END_OPTIONS.length - 1]) ?? from;
    return {
      start: choice(target.start, START_OPTIONS),
      end: choice(timeOfDay(Math.min(from + 60, last)), END_OPTIONS),
    };
  }
  const start = wallTimeOf(target.slot.start_time, zone);
  const end = wallTimeOf(target.slot.end_time, zone);
  return {
    start: start ? choice(timeOfDay(start.minutes), START_OPTIONS) : '',
    // An end on a later day is not a time the day's choices can show.
    end: start && end && end.date === start.date ? choice(timeOfDay(end.minutes), END_OPTIONS) : '',
  };
}

/**
 * The day new times apply to. A one-off slot keeps its own day. A recurring slot keeps its first day, so
 * the whole series moves to the new times and none of it is lost (the rule counts from its first day).
 */
export function slotDate(target: AvailabilityTarget, zone: string): string {
  if (target.mode === 'create') return target.date;
  const start = parseInstant(target.slot.start_time);
  return (start === null ? null : wallTimeOf(start, zone)?.date) ?? target.date;
}

/** The start and end as the API takes them: UTC ISO strings of the chosen times in the viewer's zone. */
export function slotTimes(date: string, start: string, end: string, zone: string) {
  const startTime = isoOf(date, start, zone);
  const endTime = isoOf(date, end, zone);
  return startTime && endTime ? { start_time: startTime, end_time: endTime } : null;
}
