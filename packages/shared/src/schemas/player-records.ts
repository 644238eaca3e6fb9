import { z } from 'zod';
import { partnerField } from './pairs';

/**
 * One league's record of the signed-in user's, for their profile (issue 37 item 4): in a doubles league the
 * pair's results, with the partner they played beside. Counted as the standings count them (confirmed and
 * resolved scores, retirements included).
 */
export const playerLeagueRecordDto = z.object({
  league_id: z.number().int(),
  league_name: z.string(),
  league_type: z.string(),
  division_name: z.string().nullable(),
  partner: partnerField,
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
});
export type PlayerLeagueRecordDto = z.infer<typeof playerLeagueRecordDto>;

/** GET players/records: the signed-in user's record in every league they were placed in, newest league first. */
export const playerRecordsResponse = z.object({ records: z.array(playerLeagueRecordDto) });
export type PlayerRecordsResponse = z.infer<typeof playerRecordsResponse>;
