import { isOpenForRegistration } from '@courtside/shared/league/league-status';
import type { LeagueDto, MyLeagueEntry } from '@courtside/shared/schemas/leagues';

/** The Register page's words (accounts-and-admin sections 2, 5 and 8), word for word. */
export const REGISTER_MESSAGES = {
  chooseLeague: 'Choose a League to Register',
  registerNow: 'Register Now',
  alreadyRegistered: 'Already Registered in this League',
  alreadyRegisteredBadge: '✓ Already Registered',
  selectLeague: 'Please select a league.',
  noOpenLeagues: 'No leagues currently open for registration',
  noPrimaryPlayer: 'Please complete your player profile first.',
  loadFailed: 'Failed to load registration data.',
  registered: 'Registration successful!',
  registrationFailed: 'Registration failed.',
} as const;

/** The leagues a player may register for, in the order the API lists them. */
export function openLeagues(leagues: readonly LeagueDto[]): LeagueDto[] {
  return leagues.filter((league) => isOpenForRegistration(league.league_status));
}

/** The ids of the leagues the user is already in, through any of their players. */
export function registeredLeagueIds(entries: readonly MyLeagueEntry[]): ReadonlySet<number> {
  return new Set(entries.map((entry) => entry.league_id));
}

/** The register button's text for what is selected. */
export function registerButtonLabel(selected: LeagueDto | undefined, registered: ReadonlySet<number>): string {
  if (!selected) return REGISTER_MESSAGES.chooseLeague;
  return registered.has(selected.id) ? REGISTER_MESSAGES.alreadyRegistered : REGISTER_MESSAGES.registerNow;
}

/** Places still free, or null when the league takes any number of players. */
export function placesLeft(league: Pick<LeagueDto, 'max_registrations' | 'registration_count'>): number | null {
  if (league.max_registrations === null) return null;
  return Math.max(0, league.max_registrations - league.registration_count);
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$25.00", "Free" for a fee of 0, null when the league states none. */
export function entryFeeText(fee: number | null): string | null {
  if (fee === null) return null;
  return fee === 0 ? 'Free' : money.format(fee);
}
