import { z } from 'zod';

export const leagueStatuses = [
  'draft',
  'registration_open',
  'registration_closed',
  'pending_start',
  'active',
  'in_progress',
  'playoffs',
  'completed',
  'canceled',
] as const;
export const leagueStatus = z.enum(leagueStatuses);
export type LeagueStatus = z.infer<typeof leagueStatus>;

/** GET leagues/myLeagues: its length is the dashboard's Active Leagues figure. */
export const myLeagueEntry = z.object({
  league_id: z.number().int(),
  league_name: z.string(),
  league_status: leagueStatus,
});
export type MyLeagueEntry = z.infer<typeof myLeagueEntry>;
export const myLeaguesResponse = z.array(myLeagueEntry);
