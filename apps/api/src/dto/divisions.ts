import type { AssignmentDto, DivisionDto, RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import type { DivisionRow, listRoster } from '../db/queries/divisions';
import { toPartnerDto } from '../db/queries/pairs';

export function toDivisionDto(row: DivisionRow): DivisionDto {
  return {
    id: row.id,
    league_id: row.leagueId,
    division_name: row.divisionName,
    rank_level: row.rankLevel,
    gender: row.gender,
  };
}

export function toAssignmentDto(row: { divisionId: number; playerId: number }): AssignmentDto {
  return { division_id: row.divisionId, player_id: row.playerId };
}

export function toRosterPlayerDto(row: Awaited<ReturnType<typeof listRoster>>[number]): RosterPlayerDto {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    user_id: row.userId,
    division_name: row.divisionName,
    rating: row.rating,
    partner: toPartnerDto(row.partner),
  };
}
