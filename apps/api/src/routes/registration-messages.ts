import { isProfileIncomplete } from '@courtside/shared/players/profile-completeness';
import type { PlayerRow } from '../db/queries/players';

// What registering in a league answers, shared by Register, a private league's creation and its invite links.

export const NOT_OPEN = 'This league is not open for registration.';
export const ALREADY_REGISTERED = 'This player is already registered in this league.';
export const LEAGUE_FULL = 'This league is full.';
/** The register page's own words for a profile that is not ready (accounts-and-admin spec, section 2). */
export const PROFILE_INCOMPLETE = 'Please complete your player profile first.';

/** A player without the details a league needs: the page's modal asks for them. */
export const lacksCompleteProfile = (player: PlayerRow): boolean =>
  isProfileIncomplete({
    first_name: player.firstName,
    last_name: player.lastName,
    rating: player.rating,
    gender: player.gender,
  });
