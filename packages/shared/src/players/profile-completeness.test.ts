import { describe, expect, it } from 'vitest';
import { isProfileIncomplete, missingProfileFields, REQUIRED_PROFILE_FIELDS } from './profile-completeness';

const complete = { first_name: 'Serena', last_name: 'Smith', rating: 4, gender: 'Ladies' };

describe('missingProfileFields', () => {
  it('is empty for a profile with names, rating and gender', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(isProfileIncomplete(complete)).toBe(false);
  });

  it('names every required detail when there is no player at all', () => {
    expect(missingProfileFields(null)).toEqual(['first_name', 'last_name', 'rating', 'gender']);
    expect(missingProfileFields(undefined)).toEqual(REQUIRED_PROFILE_FIELDS);
    expect(isProfileIncomplete(null)).toBe(true);
  });

  it('names each empty detail, in form order', () => {
    expect(missingProfileFields({ ...complete, rating: null })).toEqual(['rating']);
    expect(missingProfileFields({ ...complete, gender: null })).toEqual(['gender']);
    expect(missingProfileFields({ ...complete, gender: undefined, first_name: '' })).toEqual(['first_name', 'gender']);
    expect(missingProfileFields({ first_name: '', last_name: '', rating: null, gender: null })).toEqual(
      REQUIRED_PROFILE_FIELDS,
    );
  });

  it('counts a name of spaces as empty', () => {
    expect(missingProfileFields({ ...complete, last_name: '   ' })).toEqual(['last_name']);
    expect(missingProfileFields({ ...complete, first_name: null })).toEqual(['first_name']);
  });

  it('accepts the lowest rating: a number is never "empty"', () => {
    expect(missingProfileFields({ ...complete, rating: 2.5 })).toEqual([]);
    expect(missingProfileFields({ ...complete, rating: 0 })).toEqual([]);
  });

  it('says incomplete exactly when something is missing', () => {
    for (const field of REQUIRED_PROFILE_FIELDS) {
      const player = { ...complete, [field]: null };
      expect(isProfileIncomplete(player)).toBe(true);
    }
  });
});
