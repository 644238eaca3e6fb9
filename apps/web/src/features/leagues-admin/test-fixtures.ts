import type { DivisionDto } from '@courtside/shared/schemas/divisions';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { LeaguePlayerDto } from '@courtside/shared/schemas/registrations';
import { makeUser } from '@/test/fixtures';

// Test data for this feature's component tests.

export const admin = makeUser({ id: 1, email: 'admin@example.com', user_type: 'admin' });

export function makeLeague(overrides: Partial<LeagueDto> = {}): LeagueDto {
  return {
    id: 5,
    name: 'Spring Singles',
    league_type: 'Singles',
    rules: null,
    league_status: 'draft',
    entry_fee: null,
    season: 'Spring 2026',
    play_start: '2026-03-20',
    play_end: '2026-05-30',
    registration_start: '2026-03-01',
    registration_end: '2026-03-15',
    age_category: 'Adult',
    gender: null,
    region_id: 3,
    region: { city_area: 'Austin', state: 'TX' },
    min_players_per_division: null,
    max_players_per_division: null,
    max_registrations: null,
    public_visible: true,
    organizer_user_id: null,
    organizer_name: null,
    banner_url: null,
    scoring_format: 'best_of_three',
    registration_count: 0,
    created_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeDivision(overrides: Partial<DivisionDto> = {}): DivisionDto {
  return { id: 10, league_id: 5, division_name: 'Division A', rank_level: 3.5, gender: 'coed', ...overrides };
}

export function makeLeaguePlayer(overrides: Partial<LeaguePlayerDto> = {}): LeaguePlayerDto {
  return {
    id: 21,
    user_id: 31,
    first_name: 'Alice',
    last_name: 'Smith',
    rating: 4,
    gender: 'Ladies',
    division_id: null,
    registered_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}
