import { z } from 'zod';
import { parseRecurrenceRule } from '../availability/recurrence-rule';
import { isValidTimeZone } from '../availability/zone-offsets';
import { rosterPlayerDto } from './divisions';
import { AVAILABILITY_MESSAGES } from './availability-messages';
import { id, isoDateTime } from './common';

// Kept in a module without zod, for browser code that only shows a message (availability-messages.ts).
export { AVAILABILITY_MESSAGES } from './availability-messages';

/** Slots in one bulk request; a season of weekly slots is one recurring slot, not hundreds. */
export const MAX_BULK_SLOTS = 100;
/** A single slot may not span more than a day: "free all week" is seven slots or a daily rule. */
export const MAX_SLOT_HOURS = 24;

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

type SlotShape = { start_time: string; end_time: string; is_recurring?: boolean; recurrence_rule?: string | null };
const slotRules = (slot: SlotShape, context: z.RefinementCtx) => {
  const start = Date.parse(slot.start_time);
  const end = Date.parse(slot.end_time);
  // An unreadable time already has its own message; comparing it would add a second, wrong one.
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (!(end > start))
    context.addIssue({ code: 'custom', path: ['end_time'], message: AVAILABILITY_MESSAGES.endAfterStart });
  else if (end - start > MAX_SLOT_HOURS * 3_600_000) {
    context.addIssue({ code: 'custom', path: ['end_time'], message: `A slot lasts at most ${MAX_SLOT_HOURS} hours.` });
  }
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

export const overlapOpponentDto = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
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
