import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { LeagueView } from '../db/queries/leagues';

export function toLeagueDto(row: LeagueView): LeagueDto {
  return {
    id: row.id,
    name: row.name,
    league_type: row.leagueType,
    rules: row.rules,
    league_status: row.leagueStatus,
    entry_fee: row.entryFee,
    season: row.season,
    play_start: row.playStart,
    play_end: row.playEnd,
    registration_start: row.registrationStart,
    registration_end: row.registrationEnd,
    age_category: row.ageCategory,
    gender: row.gender,
    region_id: row.regionId,
    region:
      row.regionCityArea === null || row.regionState === null
        ? null
        : { city_area: row.regionCityArea, state: row.regionState },
    min_players_per_division: row.minPlayersPerDivision,
    max_players_per_division: row.maxPlayersPerDivision,
    max_registrations: row.maxRegistrations,
    public_visible: row.publicVisible,
    organizer_user_id: row.organizerUserId,
    organizer_name: row.organizerName,
    banner_url: row.bannerUrl,
    scoring_format: row.scoringFormat,
    registration_count: row.registrationCount,
    created_at: row.createdAt.toISOString(),
  };
}
