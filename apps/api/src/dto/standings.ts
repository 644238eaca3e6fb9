import type {
  OrderReasonDto,
  StandingRowDto,
  StandingsMatchDto,
  StandingsPlayerDto,
  StandingsResponseDto,
} from '@courtside/shared/schemas/standings';
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import { buildLeagueStandings, type OrderReason, type StandingRow } from '@courtside/shared/tennis/standings/index';
import type { StandingsMatchRow, StandingsPlayerRow } from '../db/queries/standings';

export function toStandingsPlayerDto(row: StandingsPlayerRow): StandingsPlayerDto {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    division_id: row.divisionId,
    division_name: row.divisionName,
    rating: row.rating,
    partner:
      row.partnerId === null
        ? null
        : { player_id: row.partnerId, first_name: row.partnerFirstName ?? '', last_name: row.partnerLastName ?? '' },
  };
}

export function toStandingsMatchDto(row: StandingsMatchRow, scoringFormat: ScoringFormat): StandingsMatchDto {
  return {
    id: row.id,
    division_id: row.divisionId,
    status: row.status,
    home_player_id: row.homePlayerId,
    away_player_id: row.awayPlayerId,
    submitted_by_player_id: row.submittedByPlayerId,
    match_datetime: row.matchDatetime ? row.matchDatetime.toISOString() : null,
    score_confirmation: row.scoreConfirmation,
    set_scores: row.sets.map((set) => ({
      set_number: set.setNumber,
      home_games: set.homeGames,
      away_games: set.awayGames,
    })),
    scoring_format: scoringFormat,
  };
}

// Our players' and matches' ids are numbers.
function toOrderReasonDto(reason: OrderReason): OrderReasonDto {
  return {
    ...reason,
    below_player_id: Number(reason.below_player_id),
    meetings: reason.meetings.map((meeting) => ({ ...meeting, match_id: Number(meeting.match_id) })),
  };
}

/**
 * A row without its player object (the client finds the name and division in allPlayers by player_id), with
 * the reason it is above the next row of its table.
 */
function toStandingRowDto(
  { player, ...figures }: StandingRow<StandingsPlayerDto>,
  reason: OrderReason | null | undefined,
): StandingRowDto {
  return { ...figures, player_id: player.id, ahead_of_next: reason ? toOrderReasonDto(reason) : null };
}

/** The spec's four arrays, and the standings computed from exactly those by the shared rules. */
export function toStandingsResponse(raw: Omit<StandingsResponseDto, 'standings'>): StandingsResponseDto {
  const standings = buildLeagueStandings(raw);
  return {
    ...raw,
    standings: {
      overall: standings.overall.map((row, index) => toStandingRowDto(row, standings.overall_reasons[index])),
      by_division: standings.by_division.map((group) => ({
        // The groups come from our own divisions and players, whose ids are numbers.
        division_id: group.division_id === null ? null : Number(group.division_id),
        division_name: group.division_name,
        rows: group.rows.map((row, index) => toStandingRowDto(row, group.reasons[index])),
      })),
      current_player_rank: standings.current_player_rank,
      statistics: standings.statistics,
    },
  };
}
