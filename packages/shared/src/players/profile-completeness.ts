/**
 * Spec (accounts-and-admin, section 5): "A profile is incomplete when rating, gender, firstname or lastname is
 * empty." The one place that rule lives: league registration refuses such a profile and the dashboard asks
 * for the missing details, so both must agree on what "complete" means.
 */

/** The details a player needs before registering for a league, in the order the profile form shows them. */
export const REQUIRED_PROFILE_FIELDS = ['first_name', 'last_name', 'rating', 'gender'] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

/** Just the parts of a player the rule reads, so rows and DTOs alike can be checked. */
export interface ProfileCompletenessInput {
  first_name: string | null | undefined;
  last_name: string | null | undefined;
  rating: number | null | undefined;
  gender: string | null | undefined;
}

function isEmpty(value: string | number | null | undefined): boolean {
  if (value == null) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** The required details still empty; all of them when there is no player at all (no profile yet). */
export function missingProfileFields(player: ProfileCompletenessInput | null | undefined): RequiredProfileField[] {
  if (!player) return [...REQUIRED_PROFILE_FIELDS];
  return REQUIRED_PROFILE_FIELDS.filter((field) => isEmpty(player[field]));
}

export function isProfileIncomplete(player: ProfileCompletenessInput | null | undefined): boolean {
  return missingProfileFields(player).length > 0;
}
