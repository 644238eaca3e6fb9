import type { StandingsResponseDto } from '@courtside/shared/schemas/standings';
import { explainRank, type ReasonWording } from '@courtside/shared/tennis/standings/order-reason-text';
import { formatDate } from '@/lib/format-date';
import { entryLabel } from '@/lib/match-display';

/** How the standings name players and date matches: from the answer's player list, on the reader's calendar. */
export function standingsWording(data: StandingsResponseDto): ReasonWording & { nameOf: (playerId: number) => string } {
  const players = new Map(data.allPlayers.map((player) => [player.id, player]));
  return {
    nameOf: (playerId) => {
      const player = players.get(Number(playerId));
      return player ? entryLabel(player, player.partner, 'Unnamed player') : 'Unknown player';
    },
    formatDate: (iso) => formatDate(iso),
  };
}

/**
 * What the rank message adds to "You are ranked #N in your division": why the viewer is ahead of the player
 * below and behind the player above, from the same reasons as the division table's "Why?".
 */
export function rankExplanation(data: StandingsResponseDto): string[] {
  const me = data.currentPlayerId;
  if (me === null) return [];
  const division = data.standings.by_division.find(
    (group) => group.division_id !== null && group.rows.some((row) => row.player_id === me),
  );
  return division ? explainRank(division.rows, me, standingsWording(data)) : [];
}
