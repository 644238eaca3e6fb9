import { availabilitySlotDto, type AvailabilitySlotDto } from '@courtside/shared/schemas/availability';
import {
  divisionDto,
  divisionViewDto,
  myDivisionDto,
  type DivisionDto,
  type DivisionViewDto,
  type MyDivisionDto,
  type RosterPlayerDto,
} from '@courtside/shared/schemas/divisions';
import { leagueDto, type LeagueDto, type MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { proposalDto, type ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { matchDto, type MatchDto } from '@courtside/shared/schemas/matches';

/**
 * The league DTOs the feature tests build, checked against the API's own schemas so a contract change fails
 * here. Every feature keeps its own people, dates and fake API; these builders only fill in the rest.
 */

export const LEAGUE_ID = 12;
export const DIVISION_ID = 4;
/** The signed-in player, Serena Smith (user 7, `makeUser`'s default). */
export const ME = 11;

export const springSingles: MyLeagueEntry = {
  league_id: LEAGUE_ID,
  league_name: 'Spring Singles',
  league_status: 'in_progress',
};
export const summerLadder: MyLeagueEntry = { league_id: 30, league_name: 'Summer Ladder', league_status: 'active' };

/** A player as a match names them. */
export type MatchSide = Pick<RosterPlayerDto, 'id' | 'first_name' | 'last_name'>;
/** A player as a proposal names them: the proposal carries the user id too. */
export type ProposalSide = MatchSide & Pick<RosterPlayerDto, 'user_id'>;

/** A Gold division member whose user id is the player id plus 100 unless told otherwise. */
export function makeRosterPlayer(overrides: Partial<RosterPlayerDto> & { id: number }): RosterPlayerDto {
  return {
    first_name: 'Player',
    last_name: String(overrides.id),
    user_id: overrides.id + 100,
    division_name: 'Gold',
    rating: 4,
    ...overrides,
  };
}

let nextMatchId = 500;

/** A match in Serena's division between `home` and `away`, unscheduled and unscored unless told otherwise. */
export function makeMatchBetween(home: MatchSide, away: MatchSide, overrides: Partial<MatchDto> = {}): MatchDto {
  return matchDto.parse({
    id: nextMatchId++,
    league_id: LEAGUE_ID,
    division_id: DIVISION_ID,
    status: 'unscheduled',
    home_player_id: home.id,
    away_player_id: away.id,
    home_first_name: home.first_name,
    home_last_name: home.last_name,
    away_first_name: away.first_name,
    away_last_name: away.last_name,
    submitted_by_player_id: null,
    submitted_by_first_name: null,
    submitted_by_last_name: null,
    match_datetime: null,
    location_id: null,
    location_name: null,
    location: null,
    set_scores: [],
    score_confirmation: null,
    scoring_format: 'best_of_three',
    ...overrides,
  });
}

let nextProposalId = 800;

/** A pending proposal from `from` to `to`, as the signed-in Serena (player ME) sees it. */
export function makeProposalBetween(
  from: ProposalSide,
  to: ProposalSide,
  overrides: Partial<ProposalDto> = {},
): ProposalDto {
  return proposalDto.parse({
    id: nextProposalId++,
    status: 'pending',
    proposer_name: `${from.first_name} ${from.last_name}`,
    proposer_first_name: from.first_name,
    proposer_last_name: from.last_name,
    proposer_id: from.user_id,
    proposer_player_id: from.id,
    opponent_id: to.user_id,
    opponent_name: `${to.first_name} ${to.last_name}`,
    opponent_player_id: to.id,
    proposed_time: '2030-06-07T09:30:00.000Z',
    location_id: null,
    location_name: null,
    is_sent_by_user: from.id === ME,
    league_id: LEAGUE_ID,
    division_id: DIVISION_ID,
    match_id: 600,
    created_at: '2026-01-01T09:00:00.000Z',
    responded_at: null,
    ...overrides,
  });
}

/** Serena's division, Gold in Spring Singles, with no one in it and no matches unless told otherwise. */
export function makeMyDivision(overrides: Partial<MyDivisionDto> = {}): MyDivisionDto {
  return myDivisionDto.parse({
    league_id: LEAGUE_ID,
    league_name: 'Spring Singles',
    player_id: ME,
    division_id: DIVISION_ID,
    division_name: 'Gold',
    roster: [],
    matches: [],
    ...overrides,
  });
}

/** A division of Spring Singles: Gold (DIVISION_ID) unless told otherwise. */
export function makeDivision(overrides: Partial<DivisionDto> = {}): DivisionDto {
  return divisionDto.parse({
    id: DIVISION_ID,
    league_id: LEAGUE_ID,
    division_name: 'Gold',
    rank_level: 4,
    gender: 'coed',
    ...overrides,
  });
}

/** Gold of Spring Singles as an admin looking at the league reads it, its only division, unless told otherwise. */
export function makeDivisionView(overrides: Partial<DivisionViewDto> = {}): DivisionViewDto {
  return divisionViewDto.parse({
    league_id: LEAGUE_ID,
    league_name: 'Spring Singles',
    divisions: [makeDivision()],
    division_id: DIVISION_ID,
    division_name: 'Gold',
    roster: [],
    matches: [],
    ...overrides,
  });
}

/** Spring Singles in play; its dates lie in 2030, after every week the tests show, unless told otherwise. */
export function makeLeague(overrides: Partial<LeagueDto> = {}): LeagueDto {
  return leagueDto.parse({
    id: LEAGUE_ID,
    name: 'Spring Singles',
    league_type: 'Singles',
    rules: null,
    league_status: 'in_progress',
    entry_fee: null,
    season: '2030',
    play_start: '2030-03-01',
    play_end: '2030-12-31',
    registration_start: '2030-01-01',
    registration_end: '2030-02-15',
    age_category: 'Adult',
    gender: null,
    region_id: null,
    region: null,
    min_players_per_division: null,
    max_players_per_division: null,
    max_registrations: null,
    public_visible: true,
    organizer_user_id: null,
    organizer_name: null,
    banner_url: null,
    scoring_format: 'best_of_three',
    registration_count: 4,
    created_at: '2029-12-01T12:00:00.000Z',
    ...overrides,
  });
}

let nextSlotId = 900;

/** One of Serena's one-off slots in her division: Tuesday 4 June 2030, 18:00 to 20:00 UTC, unless told otherwise. */
export function makeSlotDto(overrides: Partial<AvailabilitySlotDto> = {}): AvailabilitySlotDto {
  return availabilitySlotDto.parse({
    id: nextSlotId++,
    start_time: '2030-06-04T18:00:00.000Z',
    end_time: '2030-06-04T20:00:00.000Z',
    is_recurring: false,
    recurrence_rule: null,
    time_zone: 'UTC',
    created_at: '2030-05-01T09:00:00.000Z',
    league_id: LEAGUE_ID,
    division_id: DIVISION_ID,
    ...overrides,
  });
}

/** 'yyyy-MM-dd' `days` whole days from today in UTC, the zone the tests run in (as play_end is written). */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** `hour`:00 UTC `days` days from today: a time that is always ahead, and inside the coming week for days 1 to 6. */
export function eveningFromToday(days: number, hour = 18): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)).toISOString();
}
