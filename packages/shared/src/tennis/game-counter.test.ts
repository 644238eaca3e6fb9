import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampGames } from './game-counter';

describe('clampGames', () => {
  it.each([
    [0, 0],
    [4, 4],
    [7, 7],
    [8, 7],
    [99, 7],
    [-1, 0],
    [-50, 0],
    [3.9, 3],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 7],
    [Number.NEGATIVE_INFINITY, 0],
    ['5', 0],
    [null, 0],
  ])('clamps %s to %i', (input, expected) => {
    expect(clampGames(input)).toBe(expected);
  });

  it('always gives a whole number of games within 0..7', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const games = clampGames(value);
        expect(Number.isInteger(games) && games >= 0 && games <= 7).toBe(true);
      }),
    );
  });
});
