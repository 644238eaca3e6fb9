import type { MatchDto } from '@courtside/shared/schemas/matches';
import type { MatchWithDetails } from '../db/queries/matches';
import { toLocationDto } from './locations';

export function toMatchDto({ match, home, away, submitter, location, sets }: MatchWithDetails): MatchDto {
  return {
    id: match.id,
    league_id: match.leagueId,
    division_id: match.divisionId,
    status: match.status,
    home_player_id: match.homePlayerId,
    away_player_id: match.awayPlayerId,
    home_first_name: home.firstName,
    home_last_name: home.lastName,
    away_first_name: away.firstName,
    away_last_name: away.lastName,
    submitted_by_player_id: match.submittedByPlayerId,
    submitted_by_first_name: submitter?.firstName ?? null,
    submitted_by_last_name: submitter?.lastName ?? null,
    match_datetime: match.matchDatetime ? match.matchDatetime.toISOString() : null,
    location_id: match.locationId,
    location_name: location?.name ?? null,
    location: location ? toLocationDto(location) : null,
    set_scores: sets.map((set) => ({
      set_number: set.setNumber,
      home_games: set.homeGames,
      away_games: set.awayGames,
    })),
  };
}
