import {
  leagueAvailabilityResponse,
  opponentSlotDto,
  type AvailabilitySlotDto,
  type OpponentSlotDto,
} from '@courtside/shared/schemas/availability';
import type { MyDivisionDto, RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { localDateTimeToUtcIso } from '@courtside/shared/availability/index';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import {
  ME,
  makeLeague,
  makeMatchBetween,
  makeMyDivision as makeMyDivisionDto,
  makeProposalBetween,
  makeRosterPlayer,
  makeSlotDto,
} from '@/test/league-fixtures';

/** Test data for the weekly calendar; the builders in @/test/league-fixtures check it against the API's schemas. */

export { DIVISION_ID, LEAGUE_ID, ME } from '@/test/league-fixtures';
export const BOB = 21;
export const CARA = 22;
export const DAN = 23;

/** A week far ahead, so that its slots are upcoming whenever the tests run: Sunday 2 to Saturday 8 June 2030. */
export const WEEK = '2030-06-02';
export const TUESDAY = '2030-06-04';
export const WEDNESDAY = '2030-06-05';

export const serena = makeUser({ id: 7, firstname: 'Serena', lastname: 'Smith' });

export const roster: RosterPlayerDto[] = [
  makeRosterPlayer({ id: ME, first_name: 'Serena', last_name: 'Smith', user_id: serena.id }),
  makeRosterPlayer({ id: BOB, first_name: 'Bob', last_name: 'Jones' }),
  makeRosterPlayer({ id: CARA, first_name: 'Cara', last_name: 'Lee' }),
  makeRosterPlayer({ id: DAN, first_name: 'Dan', last_name: 'Ng' }),
];
const nameOf = (id: number) => roster.find((player) => player.id === id)!;

/** The instant a local date and time ('HH:mm') mean in the zone the tests run in (TZ). */
export function at(date: string, time: string): string {
  return localDateTimeToUtcIso(date, time, viewerTimeZone())!;
}

// Slots, matches and proposals draw their ids from one counter here, so no two of them share one.
let nextId = 900;

export function makeSlot(date: string, start: string, end: string, overrides: Partial<AvailabilitySlotDto> = {}) {
  return makeSlotDto({
    id: nextId++,
    start_time: at(date, start),
    end_time: at(date, end),
    time_zone: viewerTimeZone(),
    created_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  });
}

export function makeOpponentSlot(playerId: number, date: string, start: string, end: string): OpponentSlotDto {
  return opponentSlotDto.parse({
    ...makeSlot(date, start, end),
    opponent_player_id: playerId,
    opponent_user_id: playerId + 100,
  });
}

export function makeMatch(home: number, away: number, overrides: Partial<MatchDto> = {}): MatchDto {
  return makeMatchBetween(nameOf(home), nameOf(away), { id: nextId++, ...overrides });
}

/** A proposal between me and `other`: received from them unless `sent`. */
export function makeProposal(
  other: number,
  proposedTime: string,
  { sent = false, ...overrides }: Partial<ProposalDto> & { sent?: boolean } = {},
): ProposalDto {
  const them = nameOf(other);
  const [proposer, opponent] = sent ? [nameOf(ME), them] : [them, nameOf(ME)];
  return makeProposalBetween(proposer, opponent, {
    id: nextId++,
    proposed_time: proposedTime,
    match_id: nextId++,
    created_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  });
}

export function makeMyDivision(overrides: Partial<MyDivisionDto> = {}): MyDivisionDto {
  return makeMyDivisionDto({ roster, ...overrides });
}

export interface CalendarData {
  mine?: AvailabilitySlotDto[];
  theirs?: OpponentSlotDto[];
  unplayed?: RosterPlayerDto[];
  proposals?: ProposalDto[];
  division?: MyDivisionDto;
}

/** The fake API of a signed-in Serena whose league answers with this availability, division and proposals. */
export function installCalendarApi(data: CalendarData = {}, routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET users/me': { body: serena },
    'GET availability/leagueAvailability': {
      body: leagueAvailabilityResponse.parse({
        success: true,
        data: {
          userAvailability: data.mine ?? [],
          opponentAvailability: data.theirs ?? [],
          unplayedOpponents: data.unplayed ?? roster.filter((player) => player.id !== ME),
        },
      }),
    },
    'GET divisions/getMyDivision': { body: data.division ?? makeMyDivision() },
    // The league; play ends on the last day of 2030, after every week the tests show.
    'GET leagues/get': { body: makeLeague() },
    'GET match-proposals/get': { body: data.proposals ?? [] },
    ...routes,
  });
}
