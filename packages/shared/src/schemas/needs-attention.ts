import { z } from 'zod';
import { SCORING_FORMATS } from '../tennis/scoring-formats';
import { isoDateTime } from './common';
import { matchStatus, setScoreDto } from './matches';

/** How long a submitted score may wait for the opponent before an admin is told (issue 34). */
export const UNCONFIRMED_SCORE_HOURS = 48;
/** How far into its play a league is before a player with nothing arranged is named. */
export const IDLE_PLAYER_DAYS = 14;

/** A match an admin may need to act on: whose, where, and since when it has waited. */
export const attentionMatchDto = z.object({
  match_id: z.number().int(),
  league_id: z.number().int(),
  league_name: z.string(),
  division_name: z.string(),
  home_name: z.string(),
  away_name: z.string(),
  /** When the dispute was raised, or the score entered. */
  since: isoDateTime.nullable(),
  /** The score as it stands, so an admin can let it stand in place (issue 34). */
  status: matchStatus,
  set_scores: z.array(setScoreDto),
  /** The league's scoring format, which the set scores are read under (ADR 071). */
  scoring_format: z.enum(SCORING_FORMATS),
  /** The latest dispute's reason, in the disputing player's words; null for an undisputed score. */
  dispute_reason: z.string().nullable(),
});
export type AttentionMatchDto = z.infer<typeof attentionMatchDto>;

/** A placed player with no match scheduled or played, two weeks or more into their league's play. */
export const idlePlayerDto = z.object({
  player_id: z.number().int(),
  name: z.string(),
  league_id: z.number().int(),
  league_name: z.string(),
  /** Where the admin looks at the player's division (divisions/getDivisionView). */
  division_id: z.number().int(),
  division_name: z.string(),
});
export type IdlePlayerDto = z.infer<typeof idlePlayerDto>;

/** GET admin/needsAttention: what waits for an admin in every league under way. */
export const needsAttentionResponse = z.object({
  success: z.literal(true),
  disputed: z.array(attentionMatchDto),
  unconfirmed: z.array(attentionMatchDto),
  idle_players: z.array(idlePlayerDto),
});
export type NeedsAttentionResponse = z.infer<typeof needsAttentionResponse>;
