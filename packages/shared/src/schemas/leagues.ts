import { z } from 'zod';
import { LEAGUE_STATUSES, type LeagueStatus } from '../league/league-status';

export const leagueStatus = z.enum(LEAGUE_STATUSES);
export type { LeagueStatus };

/** GET leagues/myLeagues: its length is the dashboard's Active Leagues figure. */
export const myLeagueEntry = z.object({
  league_id: z.number().int(),
  league_name: z.string(),
  league_status: leagueStatus,
});
export type MyLeagueEntry = z.infer<typeof myLeagueEntry>;
export const myLeaguesResponse = z.array(myLeagueEntry);
