import type { AvailabilitySlotDto, OpponentSlotDto } from '@courtside/shared/schemas/availability';
import type { AvailabilitySlotRow } from '../db/queries/availability';

export function toAvailabilitySlotDto(row: AvailabilitySlotRow): AvailabilitySlotDto {
  return {
    id: row.id,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    is_recurring: row.isRecurring,
    recurrence_rule: row.recurrenceRule,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
    league_id: row.leagueId,
    division_id: row.divisionId,
  };
}

/** An opponent's slot says whose it is, by account and by the player met in the league. */
export function toOpponentSlotDto({
  slot,
  playerId,
}: {
  slot: AvailabilitySlotRow;
  playerId: number;
}): OpponentSlotDto {
  return { ...toAvailabilitySlotDto(slot), opponent_user_id: slot.userId, opponent_player_id: playerId };
}
