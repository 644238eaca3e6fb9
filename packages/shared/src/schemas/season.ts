import { z } from 'zod';
import { isValidTimeZone } from '../availability/zone-offsets';
import { id } from './common';
import { attentionMatchDto } from './needs-attention';

/** A placed player who has neither played nor scheduled a match in the league. */
export const seasonIdlePlayerDto = z.object({ player_id: z.number().int(), name: z.string() });

/** One division's season: how far its round robin has come, and what waits in it. */
export const seasonDivisionDto = z.object({
  division_id: z.number().int(),
  division_name: z.string(),
  /** Players placed in the division now. */
  players: z.number().int(),
  /** Matches with an outcome (a disputed score counts, as in standings). */
  matches_played: z.number().int(),
  /** The division's matches: its round robin, or the pairs it will have once the league starts. */
  matches_total: z.number().int(),
  idle_players: z.array(seasonIdlePlayerDto),
  /** Scores entered that the opponent has not yet confirmed or disputed, the longest-waiting first. */
  awaiting_confirmation: z.array(attentionMatchDto),
  disputed: z.array(attentionMatchDto),
});
export type SeasonDivisionDto = z.infer<typeof seasonDivisionDto>;

/** GET admin/seasonView?league_id: the admin's view of one league's season (issue 36). */
export const seasonViewResponse = z.object({
  success: z.literal(true),
  league_id: z.number().int(),
  league_name: z.string(),
  season: z.string(),
  league_status: z.string(),
  divisions: z.array(seasonDivisionDto),
});
export type SeasonViewResponse = z.infer<typeof seasonViewResponse>;

/** The CSV downloads: the league, and the zone their dates are written in (the reader's, sent by the page). */
export const seasonCsvQuery = z.object({
  league_id: id,
  time_zone: z
    .string()
    .max(64)
    .refine((zone) => isValidTimeZone(zone), { error: 'Time zone must be an IANA zone name such as Europe/London.' })
    .optional()
    .default('UTC'),
});
