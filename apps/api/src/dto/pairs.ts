import type { PairDto, PairMemberDto } from '@courtside/shared/schemas/pairs';
import type { PairWithPlayers } from '../db/queries/pairs';
import type { PlayerRow } from '../db/queries/players';

export function toPairMemberDto(player: PlayerRow): PairMemberDto {
  return {
    player_id: player.id,
    user_id: player.userId,
    first_name: player.firstName,
    last_name: player.lastName,
    gender: player.gender,
    rating: player.rating,
  };
}

export function toPairDto({ pair, leagueName, anchor, partner, divisionId }: PairWithPlayers): PairDto {
  return {
    id: pair.id,
    league_id: pair.leagueId,
    league_name: leagueName,
    status: pair.status,
    anchor: toPairMemberDto(anchor),
    partner: toPairMemberDto(partner),
    division_id: divisionId,
    created_at: pair.createdAt.toISOString(),
    completed_at: pair.completedAt?.toISOString() ?? null,
  };
}
