import { describe, expect, it } from 'vitest';
import { LEAGUE_MESSAGES } from '@courtside/shared/schemas/leagues';
import { emptyLeagueForm, toSaveLeagueRequest, validateLeague, type LeagueFormValues } from './league-form-values';

const valid: LeagueFormValues = {
  ...emptyLeagueForm,
  name: ' Spring Singles ',
  league_type: 'Singles',
  season: 'Spring 2026',
  age_category: 'Adult',
  registration_start: '2026-03-01',
  registration_end: '2026-03-15',
  play_start: '2026-03-20',
  play_end: '2026-05-30',
};

const validate = validateLeague();

describe('validateLeague', () => {
  it("gives every missing field the spec's message", () => {
    expect(validate(emptyLeagueForm)).toEqual({
      name: LEAGUE_MESSAGES.nameRequired,
      league_type: LEAGUE_MESSAGES.typeRequired,
      age_category: LEAGUE_MESSAGES.ageCategoryRequired,
      season: LEAGUE_MESSAGES.seasonRequired,
      registration_start: LEAGUE_MESSAGES.registrationStartRequired,
      registration_end: LEAGUE_MESSAGES.registrationEndRequired,
      play_start: LEAGUE_MESSAGES.playStartRequired,
      play_end: LEAGUE_MESSAGES.playEndRequired,
    });
  });

  it('checks the order of the dates, each on the later field', () => {
    const errors = validate({
      ...valid,
      registration_end: '2026-03-01',
      play_start: '2026-03-01',
      play_end: '2026-02-01',
    });
    expect(errors).toEqual({
      registration_end: LEAGUE_MESSAGES.registrationOrder,
      play_start: LEAGUE_MESSAGES.playAfterRegistration,
      play_end: LEAGUE_MESSAGES.playOrder,
    });
  });

  it('turns empty optional fields into nulls and numbers into numbers', () => {
    const values: LeagueFormValues = { ...valid, entry_fee: '12.5', region_id: '4', max_registrations: 0 };
    expect(validate(values)).toEqual({});
    expect(toSaveLeagueRequest(values)).toEqual(
      expect.objectContaining({
        name: 'Spring Singles',
        entry_fee: 12.5,
        region_id: 4,
        gender: null,
        rules: null,
        banner_url: null,
        min_players_per_division: null,
        max_registrations: 0,
        public_visible: true,
      }),
    );
  });

  it('refuses a negative fee, fractions of a cent, fewer than two players and negative registrations', () => {
    const errors = validate({
      ...valid,
      entry_fee: -1,
      min_players_per_division: 1,
      max_players_per_division: 1,
      max_registrations: -1,
    });
    expect(errors).toEqual({
      entry_fee: 'Entry fee must be at least 0.',
      min_players_per_division: 'Min players per division must be at least 2.',
      max_players_per_division: 'Max players per division must be at least 2.',
      max_registrations: 'Max registrations must be at least 0.',
    });
    expect(validate({ ...valid, entry_fee: 10.005 }).entry_fee).toBe('Entry fee must be in whole cents (step 0.01).');
  });

  it('sends the id with an update', () => {
    expect(validateLeague(9)(valid)).toEqual({});
    const request = toSaveLeagueRequest(valid, 9);
    expect('id' in request ? request.id : null).toBe(9);
  });
});
