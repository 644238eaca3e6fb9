import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import { makeLeague } from './test-leagues';
import {
  REGISTER_MESSAGES,
  entryFeeText,
  openLeagues,
  placesLeft,
  registerButtonLabel,
  registeredLeagueIds,
} from './registration-choices';

describe('openLeagues', () => {
  it('keeps only the leagues whose status is registration_open, in the order given', () => {
    const leagues = LEAGUE_STATUSES.map((status, index) => makeLeague({ id: index + 1, league_status: status }));
    const second = makeLeague({ id: 99, league_status: 'registration_open' });
    expect(openLeagues([...leagues, second]).map((league) => league.id)).toEqual([2, 99]);
  });
});

describe('registerButtonLabel', () => {
  const league = makeLeague({ id: 5 });
  it('asks for a choice while nothing is selected', () => {
    expect(registerButtonLabel(undefined, new Set([5]))).toBe('Choose a League to Register');
  });
  it('offers to register in a league the user is not in', () => {
    expect(registerButtonLabel(league, registeredLeagueIds([]))).toBe('Register Now');
  });
  it('says so when the user is already in the selected league', () => {
    const registered = registeredLeagueIds([{ league_id: 5, league_name: 'Spring', league_status: 'draft' }]);
    expect(registerButtonLabel(league, registered)).toBe(REGISTER_MESSAGES.alreadyRegistered);
  });
});

describe('placesLeft', () => {
  it('is null without a limit and never negative', () => {
    expect(placesLeft({ max_registrations: null, registration_count: 40 })).toBeNull();
    expect(placesLeft({ max_registrations: 16, registration_count: 10 })).toBe(6);
    expect(placesLeft({ max_registrations: 16, registration_count: 16 })).toBe(0);
    expect(placesLeft({ max_registrations: 4, registration_count: 6 })).toBe(0);
  });
});

describe('entryFeeText', () => {
  it('shows dollars and cents, Free for nothing, and nothing when no fee is stated', () => {
    expect(entryFeeText(25)).toBe('$25.00');
    expect(entryFeeText(12.5)).toBe('$12.50');
    expect(entryFeeText(0)).toBe('Free');
    expect(entryFeeText(null)).toBeNull();
  });
});
