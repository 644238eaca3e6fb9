import { describe, expect, it } from 'vitest';
import { leagueIdFromParam } from './league-id';

describe('leagueIdFromParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %s as %i', (param, id) => {
    expect(leagueIdFromParam(param)).toBe(id);
  });

  it.each([undefined, '', '0', '007', '-1', '1.5', '1e3', 'abc', ' 1', '9007199254740993', '12345678901234567'])(
    'reads %s as no league',
    (param) => {
      expect(leagueIdFromParam(param)).toBeNull();
    },
  );
});
