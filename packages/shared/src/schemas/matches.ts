import { z } from 'zod';
import { COMPLETED_MATCH_STATUSES } from '../tennis/match-status';
import { locationDto } from './locations';
import { isoDateTime } from './common';

/**
 * Every stored match status. A match the system has created but nobody has arranged is 'unscheduled'
 * (league-play section 4: "any other status counts as unscheduled"); then scheduled, then an outcome.
 */
export const UNSCHEDULED_MATCH_STATUS = 'unscheduled';
export const MATCH_STATUSES = [UNSCHEDULED_MATCH_STATUS, 'scheduled', ...COMPLETED_MATCH_STATUSES] as const;
export const matchStatus = z.enum(MATCH_STATUSES);
export type StoredMatchStatus = z.infer<typeof matchStatus>;

export const setScoreDto = z.object({
  set_number: z.number().int(),
  home_games: z.number().int(),
  away_games: z.number().int(),
});

/** The Match entity of league-play section 3; location is the Location entity, location_name its name. */
export const matchDto = z.object({
  id: z.number().int(),
  league_id: z.number().int(),
  division_id: z.number().int(),
  status: matchStatus,
  home_player_id: z.number().int(),
  away_player_id: z.number().int(),
  home_first_name: z.string(),
  home_last_name: z.string(),
  away_first_name: z.string(),
  away_last_name: z.string(),
  submitted_by_player_id: z.number().int().nullable(),
  submitted_by_first_name: z.string().nullable(),
  submitted_by_last_name: z.string().nullable(),
  match_datetime: isoDateTime.nullable(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  location: locationDto.nullable(),
  set_scores: z.array(setScoreDto),
});
export type MatchDto = z.infer<typeof matchDto>;
