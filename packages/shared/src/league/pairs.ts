import type { PartnerDto } from '../schemas/pairs';

// Pair rules shared by the server and the forms (issue 37, ADR 078).

/** Doubles and Mixed leagues are entered and played as pairs; Singles as one player. */
export function playsAsPairs(leagueType: string): boolean {
  return leagueType === 'Doubles' || leagueType === 'Mixed';
}

export const MIXED_PAIR_MESSAGE = 'A mixed doubles pair is one man and one woman.';
export const PARTNER_GENDER_MISSING =
  'Both partners need Play Type (Mens or Ladies) on their profile for a mixed league.';

/**
 * Why two players cannot form a pair in a league of this type, by their profiles' Play Type, or null when they
 * can: a Mixed pair is one man and one woman; a Doubles pair is any two players.
 */
export function pairGenderRefusal(
  leagueType: string,
  first: string | null | undefined,
  second: string | null | undefined,
): string | null {
  if (leagueType !== 'Mixed') return null;
  if (!first || !second) return PARTNER_GENDER_MISSING;
  return first === second ? MIXED_PAIR_MESSAGE : null;
}

interface Named {
  first_name: string;
  last_name: string;
}

/** "Ann Lee" in singles, "Ann Lee & Bo Park" for a pair: how every page names one side of a match. */
export function entryName(anchor: Named, partner?: PartnerDto | null): string {
  const first = `${anchor.first_name} ${anchor.last_name}`;
  return partner ? `${first} & ${partner.first_name} ${partner.last_name}` : first;
}
