import type { FormErrors } from '@mantine/form';
import { AVAILABILITY_MESSAGES } from '@courtside/shared/schemas/availability-messages';
import type {
  AvailabilitySlotDto,
  AvailabilitySlotInput,
  UpdateAvailabilityRequest,
} from '@courtside/shared/schemas/availability';
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

/** The modal's values, named as the request's fields: 'HH:mm' choices in the viewer's zone, '' for none yet. */
export interface AvailabilityTimes {
  start_time: string;
  end_time: string;
}

/**
 * The modal's own check, which no schema makes: a time not chosen, in the spec's words, under each one missing;
 * null when both are chosen. An end before the start is the request schema's to say.
 */
export function missingTimes(times: AvailabilityTimes): FormErrors | null {
  const missing = (['start_time', 'end_time'] as const).filter((field) => times[field] === '');
  if (missing.length === 0) return null;
  return Object.fromEntries(missing.map((field) => [field, AVAILABILITY_MESSAGES.bothTimes]));
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
export function initialTimes(target: AvailabilityTarget, zone: string): AvailabilityTimes {
  if (target.mode === 'create') {
    const from = parseTimeOfDay(target.start) ?? 0;
    const last = parseTimeOfDay(END_OPTIONS[END_OPTIONS.length - 1]) ?? from;
    return {
      start_time: choice(target.start, START_OPTIONS),
      end_time: choice(timeOfDay(Math.min(from + 60, last)), END_OPTIONS),
    };
  }
  const start = wallTimeOf(target.slot.start_time, zone);
  const end = wallTimeOf(target.slot.end_time, zone);
  return {
    start_time: start ? choice(timeOfDay(start.minutes), START_OPTIONS) : '',
    // An end on a later day is not a time the day's choices can show.
    end_time: start && end && end.date === start.date ? choice(timeOfDay(end.minutes), END_OPTIONS) : '',
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

/** Where a new or moved slot goes: its day, the zone its times are read in, the league and the player's division. */
export interface SlotPlace {
  date: string;
  zone: string;
  leagueId: number;
  /** Undefined while it loads, null while the player has none: the modal then sends nothing. */
  divisionId: number | null | undefined;
}

/** The times as the API takes them, UTC ISO strings; one that is not a time is passed on for the schema to refuse. */
function isoTimes(times: AvailabilityTimes, { date, zone }: SlotPlace) {
  return {
    start_time: isoOf(date, times.start_time, zone) ?? times.start_time,
    end_time: isoOf(date, times.end_time, zone) ?? times.end_time,
  };
}

/** POST availability/post for a new slot at these times. */
export function newSlotRequest(times: AvailabilityTimes, place: SlotPlace): AvailabilitySlotInput {
  return {
    ...isoTimes(times, place),
    league_id: place.leagueId,
    division_id: place.divisionId ?? undefined,
    time_zone: place.zone,
  };
}

/** PUT availability/update for my slot moved to these times. */
export function movedSlotRequest(
  slot: AvailabilitySlotDto,
  times: AvailabilityTimes,
  place: SlotPlace,
): UpdateAvailabilityRequest {
  return {
    id: slot.id,
    ...isoTimes(times, place),
    league_id: place.leagueId,
    division_id: place.divisionId ?? undefined,
    // A recurring slot stays recurring, in the zone its rule keeps local time in (its weekdays are that zone's).
    // A one-off slot's zone only names the clock its times are on the half hours of (ADR 059): the times were
    // just picked on the viewer's, so that is the one it takes.
    is_recurring: slot.is_recurring,
    recurrence_rule: slot.recurrence_rule,
    time_zone: slot.is_recurring ? slot.time_zone : place.zone,
  };
}
