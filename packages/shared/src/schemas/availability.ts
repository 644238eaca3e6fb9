import { z } from 'zod';
import { MINUTE_MS } from '../availability/civil-date';
import { parseRecurrenceRule } from '../availability/recurrence-rule';
import { isValidTimeZone, utcToWallClock } from '../availability/zone-offsets';
import { rosterPlayerDto } from './divisions';
import { AVAILABILITY_MESSAGES } from './availability-messages';
import { id, isoDateTime } from './common';
import { partnerField } from './pairs';

// Kept in a module without zod, for browser code that only shows a message (availability-messages.ts).
export { AVAILABILITY_MESSAGES } from './availability-messages';

/** Slots in one bulk request; a season of weekly slots is one recurring slot, not hundreds. */
export const MAX_BULK_SLOTS = 100;
/** A single slot may not span more than a day: "free all week" is seven slots or a daily rule. */
export const MAX_SLOT_HOURS = 24;
/**
 * Slots start and end on this step of their owner's clock, as every form offers them (the add form's hours, the
 * calendar's half hours), and so last a whole number of steps (ADR 059): free time cut finer than a tennis match
 * needs only multiplies the work of everyone's overlaps.
 */
export const SLOT_STEP_MINUTES = 30;
/**
 * Slots one player may have in one league that have not yet ended, a recurring slot counting while its rule can
 * still repeat (ADR 059): a season of weekly rules and dozens of one-off evenings fit many times over.
 */
export const MAX_LIVE_SLOTS = 100;
/**
 * Slots one player may keep in one league, those that have ended included (ADR 059). Ended slots take no live
 * place, so without this a player could pile up past ones without end, and every calendar read of the division
 * would carry them; a season of daily one-offs is under 200.
 */
export const MAX_STORED_SLOTS = 500;
/**
 * Overlaps listed per opponent, the soonest (ADR 059): more than a year of one shared evening a day, so only free
 * time cut into pieces reaches it, and one player's pieces then add at most this many entries to anyone's list.
 */
export const MAX_OVERLAPS_PER_OPPONENT = 400;

/** The schema's own words for the slot rules the spec leaves to us (ADR 031, ADR 059). */
export const SLOT_RULE_MESSAGES = {
  tooLong: `A slot lasts at most ${MAX_SLOT_HOURS} hours.`,
  tooShort: `A slot lasts at least ${SLOT_STEP_MINUTES} minutes.`,
  offStep: (zone: string) => `Times must be on the hour or at half past, in ${zone}.`,
  notWholeSteps: 'A slot lasts a whole number of half hours.',
} as const;

const recurrenceRule = z
  .string()
  .max(300, { error: 'Recurrence rule is too long.' })
  .superRefine((rule, context) => {
    const parsed = parseRecurrenceRule(rule);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error });
  });

const timeZone = z
  .string()
  .max(64)
  .refine((zone) => isValidTimeZone(zone), { error: 'Time zone must be an IANA zone name such as Europe/London.' });

const slotFields = {
  start_time: isoDateTime,
  end_time: isoDateTime,
  league_id: id,
  division_id: id.nullable().optional(),
  is_recurring: z.boolean().optional().default(false),
  recurrence_rule: recurrenceRule.nullable().optional(),
  /** The owner's zone: a recurring slot keeps its local time in it across daylight-saving changes (ADR 013). */
  time_zone: timeZone.optional().default('UTC'),
};

const STEP_MS = SLOT_STEP_MINUTES * MINUTE_MS;
/** Whether an instant shows a whole step (18:00, 18:30) on the zone's clock. */
const isOnStep = (zone: string, at: number) => ((utcToWallClock(zone, at) % STEP_MS) + STEP_MS) % STEP_MS === 0;

/**
 * The length and the clock of a readable slot, at most one message (several would be read as one sentence).
 * Steps are judged on the slot's own clock, `time_zone`, which the forms send: 18:00 in Kathmandu is 12:15 UTC.
 */
function lengthAndStepIssue(start: number, end: number, zone: string | undefined): [string, string] | null {
  if (!(end > start)) return ['end_time', AVAILABILITY_MESSAGES.endAfterStart];
  if (end - start > MAX_SLOT_HOURS * 3_600_000) return ['end_time', SLOT_RULE_MESSAGES.tooLong];
  if (end - start < STEP_MS) return ['end_time', SLOT_RULE_MESSAGES.tooShort];
  // An unknown zone has its own message.
  if (zone === undefined || !isValidTimeZone(zone)) return null;
  if (!isOnStep(zone, start)) return ['start_time', SLOT_RULE_MESSAGES.offStep(zone)];
  if (!isOnStep(zone, end)) return ['end_time', SLOT_RULE_MESSAGES.offStep(zone)];
  // Both on the clock's steps, the length still counts any change of offset between them: whole steps too.
  if ((end - start) % STEP_MS !== 0) return ['end_time', SLOT_RULE_MESSAGES.notWholeSteps];
  return null;
}

type SlotShape = {
  start_time: string;
  end_time: string;
  is_recurring?: boolean;
  recurrence_rule?: string | null;
  time_zone?: string;
};
const slotRules = (slot: SlotShape, context: z.RefinementCtx) => {
  const start = Date.parse(slot.start_time);
  const end = Date.parse(slot.end_time);
  // An unreadable time already has its own message; comparing it would add a second, wrong one.
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  const issue = lengthAndStepIssue(start, end, slot.time_zone);
  if (issue) context.addIssue({ code: 'custom', path: [issue[0]], message: issue[1] });
  if (slot.is_recurring && !slot.recurrence_rule) {
    context.addIssue({
      code: 'custom',
      path: ['recurrence_rule'],
      message: 'A recurring slot needs a recurrence rule.',
    });
  }
  if (!slot.is_recurring && slot.recurrence_rule) {
    context.addIssue({
      code: 'custom',
      path: ['is_recurring'],
      message: 'A slot with a recurrence rule must be recurring.',
    });
  }
};

/** One slot of POST availability/post, and each entry of a bulk request. */
export const availabilitySlotInput = z.object(slotFields).superRefine(slotRules);
export type AvailabilitySlotInput = z.input<typeof availabilitySlotInput>;

/**
 * POST availability/post: one slot, or `{ slots: [...] }` for several at once. Each bulk entry is judged on
 * its own, and the answer counts those created and those that failed (league-play section 7).
 */
export const createAvailabilityRequest = z.union([
  availabilitySlotInput,
  z.object({
    slots: z
      .array(z.unknown(), { error: (issue) => (issue.input == null ? 'is required' : 'slots must be a list.') })
      .min(1, { error: 'slots must hold at least one slot.' })
      .max(MAX_BULK_SLOTS, { error: `slots must hold at most ${MAX_BULK_SLOTS} slots.` }),
  }),
]);

/** PUT availability/update. */
export const updateAvailabilityRequest = z
  .object({
    id: id.optional().refine((value) => value !== undefined, { error: AVAILABILITY_MESSAGES.idRequired }),
    ...slotFields,
  })
  .superRefine(slotRules);
export type UpdateAvailabilityRequest = z.input<typeof updateAvailabilityRequest>;

export const availabilityIdQuery = z.object({ id });
export const availabilityListQuery = z.object({ league_id: id.optional(), division_id: id.optional() });
/** Overlaps are grouped by date in the viewer's zone, so the request says which zone that is. */
export const availabilityLeagueQuery = z.object({
  league_id: id,
  division_id: id.optional(),
  time_zone: timeZone.optional().default('UTC'),
});

/** The Availability slot entity of league-play section 3, plus the owner's zone. */
export const availabilitySlotDto = z.object({
  id: z.number().int(),
  start_time: isoDateTime,
  end_time: isoDateTime,
  is_recurring: z.boolean(),
  recurrence_rule: z.string().nullable(),
  time_zone: z.string(),
  created_at: isoDateTime,
  league_id: z.number().int(),
  division_id: z.number().int().nullable(),
});
export type AvailabilitySlotDto = z.infer<typeof availabilitySlotDto>;

/** An opponent's slot: whose it is, by user and by player (league-play section 3: opponent_user_id). */
export const opponentSlotDto = availabilitySlotDto.extend({
  opponent_user_id: z.number().int(),
  opponent_player_id: z.number().int(),
});
export type OpponentSlotDto = z.infer<typeof opponentSlotDto>;

export const createAvailabilityResponse = z.object({
  success: z.literal(true),
  availabilities: z.array(availabilitySlotDto),
  created: z.number().int(),
  failed: z.number().int(),
  /** One message per failed bulk entry, e.g. 'Slot 3: End time must be after start time'. */
  errors: z.array(z.string()),
});
export const availabilityListResponse = z.object({
  success: z.literal(true),
  availabilities: z.array(availabilitySlotDto),
});
export const updateAvailabilityResponse = z.object({ success: z.literal(true), availability: availabilitySlotDto });

/** An opponent free at an overlap: in a doubles league a pair named by its anchor, when all four are free (ADR 078). */
export const overlapOpponentDto = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  partner: partnerField,
});
export const overlapDto = z.object({
  start_time: isoDateTime,
  end_time: isoDateTime,
  duration: z.number(),
  available_opponents: z.array(overlapOpponentDto),
});
export type OverlapDto = z.infer<typeof overlapDto>;
/** GET availability/overlaps: data.overlaps in time order, from now to the end of play. */
export const overlapsResponse = z.object({
  success: z.literal(true),
  data: z.object({ overlaps: z.array(overlapDto), time_zone: z.string() }),
});

/** GET availability/leagueAvailability (league-play section 3: League availability response). */
export const leagueAvailabilityResponse = z.object({
  success: z.literal(true),
  data: z.object({
    userAvailability: z.array(availabilitySlotDto),
    opponentAvailability: z.array(opponentSlotDto),
    unplayedOpponents: z.array(rosterPlayerDto),
  }),
});
