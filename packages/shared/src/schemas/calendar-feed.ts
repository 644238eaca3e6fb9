import { z } from 'zod';
import { isoDateTime } from './common';

/**
 * The private calendar address of the signed-in user (ADR 029). Only a hash of its secret is stored, so the
 * address itself is shown once, when it is made; making a new one retires the old.
 */
export const calendarFeedStatusDto = z.object({
  active: z.boolean(),
  created_at: isoDateTime.nullable(),
});
export type CalendarFeedStatusDto = z.infer<typeof calendarFeedStatusDto>;

export const calendarFeedCreatedDto = z.object({
  active: z.literal(true),
  created_at: isoDateTime,
  /** The https (or http) address to paste into a calendar app. */
  url: z.string(),
  /** The same address with the webcal: scheme, which opens the subscribe dialog of Apple Calendar. */
  webcal_url: z.string(),
});
export type CalendarFeedCreatedDto = z.infer<typeof calendarFeedCreatedDto>;

/** The secret in the address: 32 random bytes, base64url. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
