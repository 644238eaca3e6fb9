import type { Id } from '../ids';
import { countMatchesByState } from '../match-status';

/** The four statistics tiles of the standings page. */
export interface LeagueStatistics {
  total_players: number;
  completed_matches: number;
  scheduled_matches: number;
  divisions: number;
}

export function computeLeagueStatistics(input: {
  players: readonly { id: Id }[];
  matches: readonly { status?: string | null }[];
  divisions: readonly unknown[];
}): LeagueStatistics {
  const counts = countMatchesByState(input.matches);
  return {
    total_players: new Set(input.players.map((player) => String(player.id))).size,
    completed_matches: counts.completed,
    scheduled_matches: counts.scheduled,
    divisions: input.divisions.length,
  };
}
