import { overlapsResponse, type OverlapDto } from '@courtside/shared/schemas/availability';
import type { MyDivisionDto, RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { locationsListResponse } from '@courtside/shared/schemas/locations';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import {
  ME,
  makeMatchBetween,
  makeMyDivision,
  makeProposalBetween,
  makeRosterPlayer,
  springSingles,
} from '@/test/league-fixtures';

/** Test data for the overlaps page; the builders in @/test/league-fixtures check it against the API's schemas. */

export { DIVISION_ID, LEAGUE_ID, ME, eveningFromToday, springSingles } from '@/test/league-fixtures';
/** Serena's division opponents by player id. */
export const BOB = 21;
export const CARA = 22;
export const DAN = 23;
export const EVE = 24;
export const FAY = 25;

const people: Record<number, [string, string]> = {
  [ME]: ['Serena', 'Smith'],
  [BOB]: ['Bob', 'Jones'],
  [CARA]: ['Cara', 'Lee'],
  [DAN]: ['Dan', 'Ng'],
  [EVE]: ['Eve', 'Park'],
  [FAY]: ['Fay', 'Ortiz'],
};
/** Everyone's user id is their player id plus 100 here, Serena's too. */
const person = (id: number): RosterPlayerDto =>
  makeRosterPlayer({ id, first_name: people[id]?.[0] ?? '', last_name: people[id]?.[1] ?? '' });

export function makeOverlap(start: string, end: string, opponentIds: number[]): OverlapDto {
  return {
    start_time: start,
    end_time: end,
    duration: (Date.parse(end) - Date.parse(start)) / 60_000,
    available_opponents: opponentIds.map((id) => ({
      id,
      first_name: person(id).first_name,
      last_name: person(id).last_name,
    })),
  };
}

export function makeMatch(home: number, away: number, overrides: Partial<MatchDto> = {}): MatchDto {
  return makeMatchBetween(person(home), person(away), overrides);
}

/** A pending proposal from `from` to `to`, as the signed-in Serena sees it. */
export function makeProposal(from: number, to: number, proposedTime: string, overrides: Partial<ProposalDto> = {}) {
  return makeProposalBetween(person(from), person(to), { proposed_time: proposedTime, ...overrides });
}

export function makeDivision(matches: MatchDto[]): MyDivisionDto {
  return makeMyDivision({ roster: [ME, BOB, CARA, DAN, EVE, FAY].map(person), matches });
}

export const overlapsOf = (overlaps: OverlapDto[]) => ({
  body: overlapsResponse.parse({ success: true, data: { overlaps, time_zone: 'UTC' } }),
});

export const riversidePark = { id: 3, name: 'Riverside Park', address: null, has_lights: true };

/** The fake API of a signed-in Serena whose overlaps page reads `overlaps`, `proposals` and `matches`. */
export function installOverlapsApi(
  data: { overlaps: OverlapDto[]; proposals?: ProposalDto[]; matches?: MatchDto[]; leagues?: MyLeagueEntry[] },
  routes: Parameters<typeof installFakeApi>[0] = {},
) {
  return installFakeApi({
    'GET users/me': { body: makeUser({ id: ME + 100 }) },
    'GET leagues/myLeagues': { body: data.leagues ?? [springSingles] },
    'GET availability/overlaps': overlapsOf(data.overlaps),
    'GET match-proposals/get': { body: data.proposals ?? [] },
    'GET divisions/getMyDivision': { body: makeDivision(data.matches ?? []) },
    'GET locations/all': { body: locationsListResponse.parse([riversidePark]) },
    ...routes,
  });
}
