import { SCORING_FORMATS } from '../tennis/scoring-formats';
import { z } from 'zod';
import { isoDateTime } from './common';
import { leagueStatus } from './leagues';
import { matchStatus, setScoreDto } from './matches';

/**
 * What the dashboard's Recent Activity reports (issue 34, ADR 063), from the records the leagues already keep:
 * a match of my division at its latest change (a result entered, confirmed or ruled on, a dispute of mine, a
 * time set or moved), my placement in a division, a player placed in my division after me, and a league of mine
 * reaching a new status.
 */
export const RECENT_ACTIVITY_KINDS = [
  'result_entered',
  'result_confirmed',
  'result_disputed',
  'dispute_resolved',
  'match_scheduled',
  'match_rescheduled',
  'placed_in_division',
  'player_joined',
  'league_status',
] as const;
export type RecentActivityKind = (typeof RECENT_ACTIVITY_KINDS)[number];

/** How many entries the card lists, newest first. */
export const RECENT_ACTIVITY_SHOWN = 10;

const side = z.enum(['home', 'away']);

export const recentActivityItem = z.object({
  /** Unique in the list: the record it comes from, e.g. 'match:12', 'placement:5', 'league:3'. */
  key: z.string(),
  kind: z.enum(RECENT_ACTIVITY_KINDS),
  /** When it happened. */
  at: isoDateTime,
  league_id: z.number().int(),
  league_name: z.string(),
  division_name: z.string().nullable(),
  /** For the match kinds. */
  match_id: z.number().int().nullable(),
  home_name: z.string().nullable(),
  away_name: z.string().nullable(),
  /** The viewer's side when the match is theirs, so it can be told from their side; else null. */
  my_side: side.nullable(),
  /** The winner of a result; null for the schedule kinds. */
  winner: side.nullable(),
  /** The match's status after the change: a retirement is told as one. */
  status: matchStatus.nullable(),
  set_scores: z.array(setScoreDto),
  /** The league's scoring format, which the set scores are read under (ADR 071). */
  scoring_format: z.enum(SCORING_FORMATS),
  /** The match's time, for the schedule kinds. */
  match_datetime: isoDateTime.nullable(),
  /** The player who joined, for player_joined. */
  player_name: z.string().nullable(),
  /** The status the league reached, for league_status. */
  league_status: leagueStatus.nullable(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItem>;

/** GET leagues/recentActivity: the newest RECENT_ACTIVITY_SHOWN entries of the viewer's leagues. */
export const recentActivityResponse = z.array(recentActivityItem);
export type RecentActivityResponse = z.infer<typeof recentActivityResponse>;
