import type { LeaguePlayerDto, RegistrationDto } from '@courtside/shared/schemas/registrations';
import type { RegistrationRow, listLeaguePlayers } from '../db/queries/registrations';

export function toRegistrationDto(row: RegistrationRow): RegistrationDto {
  return { id: row.id, player_id: row.playerId, league_id: row.leagueId, created_at: row.createdAt.toISOString() };
}

export function toLeaguePlayerDto({
  player,
  registeredAt,
  divisionId,
}: Awaited<ReturnType<typeof listLeaguePlayers>>[number]): LeaguePlayerDto {
  return {
    id: player.id,
    user_id: player.userId,
    first_name: player.firstName,
    last_name: player.lastName,
    rating: player.rating,
    gender: player.gender,
    division_id: divisionId,
    registered_at: registeredAt.toISOString(),
  };
}
