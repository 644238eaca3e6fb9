import { z } from 'zod';
import { id, isoDateTime } from './common';
import { playerGender } from './players';

export const registerPlayerRequest = z.object({ player_id: id, league_id: id });
export type RegisterPlayerRequest = z.input<typeof registerPlayerRequest>;

export const registrationDto = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  league_id: z.number().int(),
  created_at: isoDateTime,
});
export type RegistrationDto = z.infer<typeof registrationDto>;

/**
 * A registered player as league members and admins see them: no contact details. division_id is the
 * player's published division in this league.
 */
export const leaguePlayerDto = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  rating: z.number().nullable(),
  gender: playerGender.nullable(),
  division_id: z.number().int().nullable(),
  registered_at: isoDateTime,
});
export type LeaguePlayerDto = z.infer<typeof leaguePlayerDto>;
export const leaguePlayersResponse = z.array(leaguePlayerDto);
