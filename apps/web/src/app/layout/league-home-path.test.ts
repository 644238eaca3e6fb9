import { describe, expect, it } from 'vitest';
import { leagueHomePath } from './league-home-path';

describe('leagueHomePath', () => {
  it('points to the league landing from any of its sub-pages', () => {
    expect(leagueHomePath('/leagues/12/standings')).toBe('/leagues/12');
    expect(leagueHomePath('/leagues/12/match/4/score')).toBe('/leagues/12');
  });

  it('is absent on the league landing itself and outside leagues', () => {
    expect(leagueHomePath('/leagues/12')).toBeNull();
    expect(leagueHomePath('/leagues/12/')).toBeNull();
    expect(leagueHomePath('/dashboard')).toBeNull();
    expect(leagueHomePath('/my-leagues')).toBeNull();
  });
});
