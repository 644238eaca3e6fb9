import type {
  StandingRowDto,
  StandingsMatchDto,
  StandingsPlayerDto,
  StandingsResponseDto,
} from '@courtside/shared/schemas/standings';
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import { buildLeagueStandings, type StandingRow } from '@courtside/shared/tennis/standings/index';
import type { StandingsMatchRow, StandingsPlayerRow } from '../db/queries/standings';

export function toStandingsPlayerDto(row: StandingsPlayerRow): StandingsPlayerDto {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    division_id: row.divisionId,
    division_name: row.divisionName,
    rating: row.rating,
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

/** A row without its player object: the client finds the name and division in allPlayers by player_id. */
function toStandingRowDto({ player, ...figures }: StandingRow<StandingsPlayerDto>): StandingRowDto {
  return { ...figures, player_id: player.id };
}

/** The spec's four arrays, and the standings computed from exactly those by the shared rules. */
export function toStandingsResponse(raw: Omit<StandingsResponseDto, 'standings'>): StandingsResponseDto {
  const standings = buildLeagueStandings(raw);
  return {
    ...raw,
    standings: {
      overall: standings.overall.map(toStandingRowDto),
      by_division: standings.by_division.map((group) => ({
        // The groups come from our own divisions and players, whose ids are numbers.
        division_id: group.division_id === null ? null : Number(group.division_id),
        division_name: group.division_name,
        rows: group.rows.map(toStandingRowDto),
      })),
      current_player_rank: standings.current_player_rank,
      statistics: standings.statistics,
    },
  };
}
