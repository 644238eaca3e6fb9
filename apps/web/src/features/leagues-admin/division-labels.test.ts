import { describe, expect, it } from 'vitest';
import { DIVISION_GENDERS } from '@courtside/shared/schemas/divisions';
import { playerGenders } from '@courtside/shared/schemas/players';
import { divisionDetails, genderLabel } from './division-labels';

describe('division labels', () => {
  it("names a division's gender in the profile's Play Type words", () => {
    expect(DIVISION_GENDERS.map(genderLabel)).toEqual(['Mens', 'Ladies', 'Coed']);
    // Every Play Type a profile can hold has a division of the same name.
    for (const playType of playerGenders) expect(DIVISION_GENDERS.map(genderLabel)).toContain(playType);
  });

  it('writes the rank with one decimal', () => {
    expect(divisionDetails({ rank_level: 3, gender: 'male' })).toBe('Rank 3.0 · Mens');
  });
});
