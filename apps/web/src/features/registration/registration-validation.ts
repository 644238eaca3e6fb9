import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { registerPlayerRequest } from '@courtside/shared/schemas/registrations';
import { validateWith } from '@/lib/form-validation';
import { REGISTER_MESSAGES } from './registration-choices';

export interface RegistrationValues {
  /** The chosen league's id as the radio group holds it, '' before a choice. */
  league_id: string;
}

/**
 * The register form's `validate`: a league of the list must be chosen (the spec's message, which no shared schema
 * says), and the request it makes is then checked by the API's own schema. A league that closed meanwhile drops
 * out of the list, and with it the choice.
 */
export function validateRegistration(playerId: number, leagues: readonly LeagueDto[]) {
  const validateRequest = validateWith<RegistrationValues>(registerPlayerRequest, {
    toRequest: ({ league_id }) => ({ player_id: playerId, league_id: Number(league_id) }),
  });
  return (values: RegistrationValues) =>
    leagues.some((league) => String(league.id) === values.league_id)
      ? validateRequest(values)
      : { league_id: REGISTER_MESSAGES.selectLeague };
}
