import type { PlayerDto } from '@courtside/shared/schemas/players';
import type { PlayerRow } from '../db/queries/players';

export function toPlayerDto(row: PlayerRow): PlayerDto {
  return {
    id: row.id,
    user_id: row.userId,
    primary_player: row.primaryPlayer,
    first_name: row.firstName,
    last_name: row.lastName,
    rating: row.rating,
    gender: row.gender,
    birthdate: row.birthdate,
    phone_number: row.phoneNumber,
    address: row.address,
    bio: row.bio,
    division_id: row.divisionId,
    age: row.age,
  };
}
