import { describe, expect, it } from 'vitest';
import { classifySet, isEmptySet, setWinner } from './set-rules';
import { VALID_SET_SCORES } from './scoring-rules';

describe('classifySet', () => {
  it.each([
    [6, 0, 'home'],
    [6, 1, 'home'],
    [6, 2, 'home'],
    [6, 3, 'home'],
    [6, 4, 'home'],
    [7, 5, 'home'],
    [7, 6, 'home'],
    [0, 6, 'away'],
    [4, 6, 'away'],
    [5, 7, 'away'],
    [6, 7, 'away'],
  ])('%i-%i is a finished set won by %s', (home, away, winner) => {
    expect(classifySet(home, away)).toEqual({ kind: 'complete', winner });
    expect(setWinner(home, away)).toBe(winner);
  });

  it.each([
    [0, 0, 'incomplete'],
    [3, 2, 'incomplete'],
    [5, 5, 'incomplete'],
    [0, 5, 'incomplete'],
    [6, 5, 'win_by_two'],
    [5, 6, 'win_by_two'],
    [6, 6, 'win_by_two'],
  ])('%i-%i is a set still being played (%s)', (home, away, problem) => {
    expect(classifySet(home, away)).toEqual({ kind: 'in_progress', problem });
    expect(setWinner(home, away)).toBeNull();
  });

  it.each([
    [-1, 6, 'negative'],
    [6, -3, 'negative'],
    [8, 6, 'over_maximum'],
    [6, 10, 'over_maximum'],
    [7, 0, 'invalid'],
    [7, 4, 'invalid'],
    [3, 7, 'invalid'],
    [7, 7, 'invalid'],
    [6.5, 4, 'invalid'],
    [Number.NaN, 6, 'invalid'],
    [Number.POSITIVE_INFINITY, 6, 'invalid'],
    ['6', 4, 'invalid'],
    [null, 4, 'invalid'],
    [undefined, undefined, 'invalid'],
  ])('%s-%s is not a tennis set (%s)', (home, away, problem) => {
    expect(classifySet(home, away)).toEqual({ kind: 'problem', problem });
    expect(setWinner(home, away)).toBeNull();
  });

  it('finds exactly the spec list of finished sets among all 0..7 pairs', () => {
    const finished: string[] = [];
    for (let home = 0; home <= 7; home++) {
      for (let away = 0; away <= 7; away++) {
        if (classifySet(home, away).kind === 'complete') finished.push(`${home}-${away}`);
      }
    }
    const expected = VALID_SET_SCORES.flatMap(([w, l]) => [`${w}-${l}`, `${l}-${w}`]);
    expect(finished.sort()).toEqual(expected.sort());
  });
});

describe('isEmptySet', () => {
  it('is true only for numbers 0 and 0', () => {
    expect(isEmptySet(0, 0)).toBe(true);
    expect(isEmptySet(0, 1)).toBe(false);
    expect(isEmptySet('0', 0)).toBe(false);
    expect(isEmptySet(undefined, undefined)).toBe(false);
  });
});
