import { z } from 'zod';
import { SCORING_FORMATS } from '../tennis/scoring-formats';
import { locationDto } from './locations';
import { partnerField } from './pairs';
import { REQUIRED_MARKER, id, isoDateTime, visibleText } from './common';

/**
 * Every stored match status. A match the system has created but nobody has arranged is 'unscheduled'
 * (league-play section 4: "any other status counts as unscheduled"); then scheduled, then an outcome.
 * opponent_retired and i_retired are submitted but never stored: the server turns them into the side that
 * retired (home_retired, away_retired), so the record does not depend on who reads it (ADR 028).
 */
export const UNSCHEDULED_MATCH_STATUS = 'unscheduled';
export const STORED_MATCH_OUTCOMES = ['normal', 'home_retired', 'away_retired'] as const;
export const MATCH_STATUSES = [UNSCHEDULED_MATCH_STATUS, 'scheduled', ...STORED_MATCH_OUTCOMES] as const;
export const matchStatus = z.enum(MATCH_STATUSES);
export type StoredMatchStatus = z.infer<typeof matchStatus>;

/**
 * Where a submitted score stands with the opponent (ADR 028): pending until the other player confirms or
 * disputes it; an admin's ruling ends a dispute as resolved. Null while the match has no score.
 */
export const SCORE_CONFIRMATIONS = ['pending', 'confirmed', 'disputed', 'resolved'] as const;
export const scoreConfirmation = z.enum(SCORE_CONFIRMATIONS);
export type ScoreConfirmation = z.infer<typeof scoreConfirmation>;

export const setScoreDto = z.object({
  set_number: z.number().int(),
  home_games: z.number().int(),
  away_games: z.number().int(),
});
export type SetScoreDto = z.infer<typeof setScoreDto>;

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
  /** In a doubles league each side is a pair named by its anchor (ADR 078): these are the partners; null in singles. */
  home_partner: partnerField,
  away_partner: partnerField,
  submitted_by_player_id: z.number().int().nullable(),
  submitted_by_first_name: z.string().nullable(),
  submitted_by_last_name: z.string().nullable(),
  match_datetime: isoDateTime.nullable(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  location: locationDto.nullable(),
  set_scores: z.array(setScoreDto),
  score_confirmation: scoreConfirmation.nullable(),
  /** The league's scoring format, which the set scores are read under (ADR 071). */
  scoring_format: z.enum(SCORING_FORMATS),
});
export type MatchDto = z.infer<typeof matchDto>;
export const matchesListResponse = z.array(matchDto);

/** A match of the signed-in user's, from any league: /scheduled-matches and the dashboard read these. */
export const myMatchDto = matchDto.extend({ league_name: z.string(), my_player_id: z.number().int() });
export type MyMatchDto = z.infer<typeof myMatchDto>;
export const myMatchesResponse = z.array(myMatchDto);

// The spec names the score calls' query parameter matchId and the others' match_id; both are kept as written.
export const matchIdQuery = z.object({ matchId: id });
export const matchDetailsQuery = z.object({ match_id: id });

/** POST matches/scheduleMatch. The form's datetime-local value is sent as an ISO instant with its offset. */
export const scheduleMatchRequest = z.object({
  match_id: id,
  match_datetime: isoDateTime,
  location_id: id.nullable().optional(),
});
export type ScheduleMatchRequest = z.input<typeof scheduleMatchRequest>;

/**
 * A score submission (league-play section 3): sets and status. Only presence is checked here; the shared
 * validator judges the content so the server and the form give the same messages (ADR 010).
 */
const presentValue = z.unknown().refine((value) => value !== undefined && value !== null, { error: REQUIRED_MARKER });
export const submitScoresRequest = z.object({ sets: presentValue, status: presentValue });
export type SubmitScoresRequest = { sets: SetScoreDto[]; status: string };

export const MAX_SCORE_IDS = 500;
/** POST matches/scoresByIds: the bulk read of scores; the answer is keyed by match id (league-play section 7). */
export const scoresByIdsRequest = z.object({
  match_ids: z
    .array(id, { error: (issue) => (issue.input == null ? REQUIRED_MARKER : 'match_ids must be a list of ids.') })
    .max(MAX_SCORE_IDS, { error: `match_ids must hold at most ${MAX_SCORE_IDS} ids.` }),
});
export const scoresByIdsResponse = z.object({
  success: z.literal(true),
  data: z.object({ scores: z.record(z.string(), z.array(setScoreDto)) }),
});

export const confirmScoreRequest = z.object({ match_id: id });
export const DISPUTE_REASON_REQUIRED = 'Please say what is wrong with the score.';
export const disputeScoreRequest = z.object({
  match_id: id,
  reason: z
    .string({ error: (issue) => (issue.input == null ? DISPUTE_REASON_REQUIRED : 'Reason must be text.') })
    .pipe(visibleText(500, { label: 'Reason', multiline: true }).min(1, { error: DISPUTE_REASON_REQUIRED })),
});
export type DisputeScoreRequest = z.input<typeof disputeScoreRequest>;
/** An admin's ruling on a disputed score: the score that stands, the submitted one or a corrected one. */
export const resolveDisputeRequest = z.object({ match_id: id, sets: presentValue, status: presentValue });
export type ResolveDisputeRequest = { match_id: number; sets: SetScoreDto[]; status: string };

/** The audit trail of a match (ADR 028): every schedule and score change, who made it and when. */
export const MATCH_EVENT_KINDS = [
  'scheduled',
  'rescheduled',
  'score_submitted',
  'score_confirmed',
  'score_disputed',
  'dispute_resolved',
] as const;
export const matchEventKind = z.enum(MATCH_EVENT_KINDS);
export type MatchEventKind = z.infer<typeof matchEventKind>;

export const matchEventDto = z.object({
  id: z.number().int(),
  match_id: z.number().int(),
  kind: matchEventKind,
  /** The person's name at the time of reading; null when their account has gone. */
  actor_name: z.string().nullable(),
  actor_is_admin: z.boolean(),
  created_at: isoDateTime,
  match_datetime: isoDateTime.nullable(),
  location_name: z.string().nullable(),
  status: matchStatus.nullable(),
  set_scores: z.array(setScoreDto).nullable(),
  reason: z.string().nullable(),
});
export type MatchEventDto = z.infer<typeof matchEventDto>;
export const matchHistoryResponse = z.array(matchEventDto);
