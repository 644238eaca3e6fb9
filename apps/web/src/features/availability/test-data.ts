import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { makeMyDivision } from '@/test/league-fixtures';

/** Test data for the availability pages; the builders in @/test/league-fixtures check it against the API's schemas. */

export {
  DIVISION_ID,
  LEAGUE_ID,
  dateFromToday,
  makeSlotDto as makeSlot,
  springSingles,
  summerLadder,
} from '@/test/league-fixtures';

export const oldLeague: MyLeagueEntry = { league_id: 5, league_name: 'Winter Classic', league_status: 'completed' };
export const upcomingLeague: MyLeagueEntry = {
  league_id: 6,
  league_name: 'Autumn Open',
  league_status: 'registration_open',
};

/** The fake API of a signed-in Serena with `leagues`, her division in each, and any further routes. */
export function installAvailabilityApi(leagues: MyLeagueEntry[], routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET leagues/myLeagues': { body: leagues },
    'GET divisions/getMyDivision': (call) => ({
      body: makeMyDivision({ league_id: Number(call.query.get('league_id')) }),
    }),
    ...routes,
  });
}
