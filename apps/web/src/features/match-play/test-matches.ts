import { matchEventDto, type MatchDto, type MatchEventDto } from '@courtside/shared/schemas/matches';
import type { LocationDto } from '@courtside/shared/schemas/locations';
import { makeMatchBetween } from '@/test/league-fixtures';

/** Test data for the match pages; the builders in @/test/league-fixtures check it against the API's schemas. */

export const LEAGUE_ID = 3;
export const MATCH_ID = 41;
/** Alice is the home player, Bob the away player; the signed-in user of most tests is Alice. */
export const ALICE_PLAYER_ID = 11;
export const BOB_PLAYER_ID = 12;

export const riverside: LocationDto = { id: 5, name: 'Riverside Park', address: '12 River Rd', has_lights: true };
export const hillSchool: LocationDto = { id: 6, name: 'Hill School', address: null, has_lights: false };

const alice = { id: ALICE_PLAYER_ID, first_name: 'Alice', last_name: 'Smith' };
const bob = { id: BOB_PLAYER_ID, first_name: 'Bob', last_name: 'Jones' };

export function makeMatch(overrides: Partial<MatchDto> = {}): MatchDto {
  return makeMatchBetween(alice, bob, {
    id: MATCH_ID,
    league_id: LEAGUE_ID,
    division_id: 2,
    status: 'scheduled',
    match_datetime: '2026-03-05T15:30:00.000Z',
    location_id: riverside.id,
    location_name: riverside.name,
    location: riverside,
    ...overrides,
  });
}

/** A 6-4 3-6 7-6 win for Alice, entered by Alice. */
export function makePlayedMatch(overrides: Partial<MatchDto> = {}): MatchDto {
  return makeMatch({
    status: 'normal',
    submitted_by_player_id: ALICE_PLAYER_ID,
    submitted_by_first_name: 'Alice',
    submitted_by_last_name: 'Smith',
    set_scores: [
      { set_number: 1, home_games: 6, away_games: 4 },
      { set_number: 2, home_games: 3, away_games: 6 },
      { set_number: 3, home_games: 7, away_games: 6 },
    ],
    score_confirmation: 'pending',
    ...overrides,
  });
}

let nextEventId = 1;
export function makeMatchEvent(overrides: Partial<MatchEventDto> = {}): MatchEventDto {
  return matchEventDto.parse({
    id: nextEventId++,
    match_id: MATCH_ID,
    kind: 'scheduled',
    actor_name: 'Alice Smith',
    actor_is_admin: false,
    created_at: '2026-03-01T09:00:00.000Z',
    match_datetime: null,
    location_name: null,
    status: null,
    set_scores: null,
    reason: null,
    ...overrides,
  });
}
