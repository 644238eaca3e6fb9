import type { MyDivisionDto, RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { standingsResponse, type StandingsResponseDto } from '@courtside/shared/schemas/standings';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import {
  ME,
  dateFromToday,
  makeLeague as makeLeagueDto,
  makeMatchBetween,
  makeMyDivision as makeMyDivisionDto,
  makeRosterPlayer,
} from '@/test/league-fixtures';

/** Test data for the league pages; the builders in @/test/league-fixtures check it against the API's schemas. */

export { DIVISION_ID, LEAGUE_ID, ME } from '@/test/league-fixtures';
export const BOB = 21;
export const CARA = 22;
export const DAN = 23;
/** A division member who has not given a name. */
export const NAMELESS = 24;

export const serena = makeUser({ id: 7, firstname: 'Serena', lastname: 'Smith' });

export const roster: RosterPlayerDto[] = [
  makeRosterPlayer({ id: ME, first_name: 'Serena', last_name: 'Smith', user_id: serena.id, rating: 4.5 }),
  makeRosterPlayer({ id: BOB, first_name: 'Bob', last_name: 'Jones', rating: 3.5 }),
  makeRosterPlayer({ id: CARA, first_name: 'Cara', last_name: 'Lee', rating: null }),
  makeRosterPlayer({ id: DAN, first_name: 'Dan', last_name: 'Ng' }),
  makeRosterPlayer({ id: NAMELESS, first_name: '', last_name: ' ' }),
];

const nameOf = (playerId: number) =>
  roster.find((member) => member.id === playerId) ?? { id: playerId, first_name: '', last_name: '' };

/** A match between two roster players, unscheduled unless told otherwise. */
export function makeMatch(home: number, away: number, overrides: Partial<MatchDto> = {}): MatchDto {
  return makeMatchBetween(nameOf(home), nameOf(away), overrides);
}

const sets = (...games: [number, number][]) =>
  games.map(([home, away], index) => ({ set_number: index + 1, home_games: home, away_games: away }));

/** A finished match with its score, confirmed unless told otherwise. */
export function makePlayedMatch(
  home: number,
  away: number,
  games: [number, number][],
  overrides: Partial<MatchDto> = {},
): MatchDto {
  return makeMatch(home, away, {
    status: 'normal',
    match_datetime: '2026-04-02T17:00:00.000Z',
    set_scores: sets(...games),
    submitted_by_player_id: home,
    score_confirmation: 'confirmed',
    ...overrides,
  });
}

export function makeMyDivision(overrides: Partial<MyDivisionDto> = {}): MyDivisionDto {
  return makeMyDivisionDto({ roster, ...overrides });
}

/** Spring Singles, in play since March 2026 and ending in ten days. */
export function makeLeague(overrides: Partial<LeagueDto> = {}): LeagueDto {
  return makeLeagueDto({
    season: 'Spring 2026',
    play_start: '2026-03-20',
    play_end: dateFromToday(10),
    registration_start: '2026-03-01',
    registration_end: '2026-03-15',
    registration_count: 5,
    created_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  });
}

export function makeStandings(currentPlayerRank: number | null): StandingsResponseDto {
  return standingsResponse.parse({
    allPlayers: [],
    allMatches: [],
    divisions: [],
    currentPlayerId: ME,
    standings: {
      overall: [],
      by_division: [],
      current_player_rank: currentPlayerRank,
      statistics: { total_players: 5, completed_matches: 0, scheduled_matches: 0, divisions: 1 },
    },
  });
}

/** The fake API of a signed-in Serena whose league pages answer with `division`, the league and standings. */
export function installLeagueApi(division: MyDivisionDto | null, routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET users/me': { body: serena },
    'GET leagues/get': { body: makeLeague() },
    'GET leagues/standings': { body: makeStandings(null) },
    // The proposals list and the Best times card: nothing waiting unless a test says otherwise.
    'GET match-proposals/get': { body: [] },
    'GET availability/overlaps': { body: { success: true, data: { overlaps: [], time_zone: 'UTC' } } },
    ...(division ? { 'GET divisions/getMyDivision': { body: division } } : {}),
    ...routes,
  });
}
