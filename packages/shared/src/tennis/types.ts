import type { Id } from './ids';

/** One set as stored and submitted: games won by each side. */
export interface SetScore {
  set_number: number;
  home_games: number;
  away_games: number;
}

/** The side of a match a player is on. */
export type Side = 'home' | 'away';

/** How a completed match ended, as submitted with the score. */
export type MatchOutcome = 'normal' | 'opponent_retired' | 'i_retired' | 'home_retired' | 'away_retired';

/** Every match status the product uses; anything else counts as unscheduled. */
export type MatchStatus = 'scheduled' | MatchOutcome;

/** The fields of a match that decide its result; extra row fields pass through untouched. */
export interface MatchResultInput {
  status?: string | null;
  home_player_id?: Id | null;
  away_player_id?: Id | null;
  submitted_by_player_id?: Id | null;
  set_scores?: readonly SetScore[] | null;
  /** The league's scoring format (ADR 071); absent or unknown reads as best of three. */
  scoring_format?: string | null;
}

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}
