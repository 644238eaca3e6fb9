import type { LeagueDto } from '@courtside/shared/schemas/leagues';

/** A league as GET leagues/all returns it, open for registration unless told otherwise. */
export function makeLeague(overrides: Partial<LeagueDto> = {}): LeagueDto {
  return {
    id: 1,
    name: 'Spring Singles',
    league_type: 'Singles',
    rules: null,
    league_status: 'registration_open',
    entry_fee: 25,
    season: 'Spring 2025',
    play_start: '2025-04-01',
    play_end: '2025-06-30',
    registration_start: '2025-02-01',
    registration_end: '2025-03-15',
    age_category: 'Adult',
    gender: null,
    region_id: 1,
    region: { city_area: 'Riverside', state: 'CA' },
    min_players_per_division: 4,
    max_players_per_division: 8,
    max_registrations: 16,
    public_visible: true,
    organizer_user_id: null,
    organizer_name: null,
    banner_url: null,
    scoring_format: 'best_of_three',
    registration_count: 3,
    created_at: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}
