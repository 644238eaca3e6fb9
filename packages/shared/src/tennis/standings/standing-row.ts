import type { Id } from '../ids';

/** The player fields standings read; any other row fields ride along on `player`. */
export interface StandingsPlayer {
  id: Id;
  first_name?: string | null;
  last_name?: string | null;
  division_id?: Id | null;
  division_name?: string | null;
}

export interface StandingRow<P extends StandingsPlayer = StandingsPlayer> {
  player_id: Id;
  player: P;
  wins: number;
  losses: number;
  matches_played: number;
  sets_won: number;
  sets_lost: number;
  games_won: number;
  games_lost: number;
  /** Percentages to one decimal (66.7); 0 when nothing has been played. Ordering uses exact ratios. */
  win_percentage: number;
  set_win_percentage: number;
  game_win_percentage: number;
}

/** won / (won + lost) as a percentage rounded to one decimal; 0 when both are 0. */
export function percentage(won: number, lost: number): number {
  const total = won + lost;
  if (total === 0) return 0;
  return Math.round((won * 1000) / total) / 10;
}

/** A percentage as shown: always one decimal, so 0 reads '0.0' and 100 reads '100.0'. */
export function formatPercentage(value: number): string {
  return value.toFixed(1);
}

/** A won-lost pair as shown in the Record, Sets and Games columns, e.g. '5-2'. */
export function formatRecord(won: number, lost: number): string {
  return `${won}-${lost}`;
}
