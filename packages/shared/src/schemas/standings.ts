import { SCORING_FORMATS } from '../tennis/scoring-formats';
import { z } from 'zod';
import { isoDateTime } from './common';
import { partnerField } from './pairs';
import { matchStatus, scoreConfirmation, setScoreDto } from './matches';

/** A placed player as the standings read them (league-play section 3: allPlayers). */
export const standingsPlayerDto = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  division_id: z.number().int(),
  division_name: z.string(),
  rating: z.number().nullable(),
  /** In a doubles league a row is a pair, named by its anchor (ADR 078); null in singles. */
  partner: partnerField,
});
export type StandingsPlayerDto = z.infer<typeof standingsPlayerDto>;

/** Only what decides a result, so a league of thousands of matches stays a reasonable download. */
export const standingsMatchDto = z.object({
  id: z.number().int(),
  division_id: z.number().int(),
  status: matchStatus,
  home_player_id: z.number().int(),
  away_player_id: z.number().int(),
  submitted_by_player_id: z.number().int().nullable(),
  match_datetime: isoDateTime.nullable(),
  score_confirmation: scoreConfirmation.nullable(),
  set_scores: z.array(setScoreDto),
  /** The league's scoring format, which the standings read the set scores under (ADR 071). */
  scoring_format: z.enum(SCORING_FORMATS),
});
export type StandingsMatchDto = z.infer<typeof standingsMatchDto>;

export const standingsDivisionDto = z.object({ id: z.number().int(), name: z.string() });

export const orderCriterion = z.enum([
  'win_percentage',
  'wins',
  'fewer_losses',
  'set_percentage',
  'game_percentage',
  'last_name',
  'first_name',
  'player_id',
]);

/** A counted match between a row's player and the next row's, from the upper player's side. */
export const meetingDto = z.object({
  match_id: z.number().int(),
  match_datetime: isoDateTime.nullable(),
  won: z.boolean(),
  /** Games of each recorded set, the upper player's first. */
  sets: z.array(z.tuple([z.number().int(), z.number().int()])),
  retired: z.enum(['ahead', 'below']).nullable(),
});

/** Why a row is above the next: the criterion that decided, those level before it, and their meetings. */
export const orderReasonDto = z.object({
  criterion: orderCriterion,
  level: z.array(orderCriterion),
  below_player_id: z.number().int(),
  meetings: z.array(meetingDto),
});
export type OrderReasonDto = z.infer<typeof orderReasonDto>;

/** One row of the table; the player's name and division are in allPlayers under player_id. */
export const standingRowDto = z.object({
  player_id: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  matches_played: z.number().int(),
  sets_won: z.number().int(),
  sets_lost: z.number().int(),
  games_won: z.number().int(),
  games_lost: z.number().int(),
  win_percentage: z.number(),
  set_win_percentage: z.number(),
  game_win_percentage: z.number(),
  /** Why this row is above the next one of its table, decided with the order itself; null for the last row. */
  ahead_of_next: orderReasonDto.nullable(),
});
export type StandingRowDto = z.infer<typeof standingRowDto>;

/**
 * GET leagues/standings?league_id: the spec's response (allPlayers, allMatches, divisions, currentPlayerId)
 * and, computed from it on the server by the shared standings module, what the page shows.
 */
export const standingsResponse = z.object({
  allPlayers: z.array(standingsPlayerDto),
  allMatches: z.array(standingsMatchDto),
  divisions: z.array(standingsDivisionDto),
  currentPlayerId: z.number().int().nullable(),
  standings: z.object({
    overall: z.array(standingRowDto),
    by_division: z.array(
      z.object({
        division_id: z.number().int().nullable(),
        division_name: z.string().nullable(),
        rows: z.array(standingRowDto),
      }),
    ),
    current_player_rank: z.number().int().nullable(),
    statistics: z.object({
      total_players: z.number().int(),
      completed_matches: z.number().int(),
      scheduled_matches: z.number().int(),
      divisions: z.number().int(),
    }),
  }),
});
export type StandingsResponseDto = z.infer<typeof standingsResponse>;
