import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSetsWon, getMatchWinnerSide, getRetiringSide } from './match-winner';
import { SCORE_MESSAGES } from './score-messages';
import { validateScore } from './score-validation';
import { VALID_SET_SCORES } from './scoring-rules';
import { otherSide } from './types';
import type { MatchOutcome, SetScore } from './types';

/** Sets written as [home, away] pairs, numbered in order. */
function sets(
  ...pairs: (readonly [unknown, unknown])[]
): { set_number: number; home_games: unknown; away_games: unknown }[] {
  return pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games }));
}

const M = SCORE_MESSAGES;

// Thousands of property runs, or a million-entry array: far below this, but a loaded machine needs the headroom.
const HEAVY_TEST_TIMEOUT_MS = 30_000;

describe('validateScore: accepted scores', () => {
  it.each<[string, [number, number][], MatchOutcome, { home: number; away: number }]>([
    [
      'straight sets to home',
      [
        [6, 4],
        [6, 3],
      ],
      'normal',
      { home: 2, away: 0 },
    ],
    [
      'straight sets to away',
      [
        [0, 6],
        [1, 6],
      ],
      'normal',
      { home: 0, away: 2 },
    ],
    [
      'three sets with a tiebreak',
      [
        [4, 6],
        [6, 3],
        [7, 6],
      ],
      'normal',
      { home: 2, away: 1 },
    ],
    [
      'extended sets both ways',
      [
        [7, 5],
        [6, 7],
        [5, 7],
      ],
      'normal',
      { home: 1, away: 2 },
    ],
    ['retirement before a ball was struck', [], 'opponent_retired', { home: 0, away: 0 }],
    [
      'retirement in the second set',
      [
        [6, 4],
        [3, 2],
      ],
      'i_retired',
      { home: 1, away: 0 },
    ],
    ['retirement after one set', [[6, 4]], 'home_retired', { home: 1, away: 0 }],
    ['retirement in the first set', [[2, 1]], 'away_retired', { home: 0, away: 0 }],
    [
      'retirement in a third-set tiebreak',
      [
        [6, 4],
        [4, 6],
        [6, 6],
      ],
      'opponent_retired',
      { home: 1, away: 1 },
    ],
    [
      'retirement at 6-5 in the third',
      [
        [6, 4],
        [4, 6],
        [6, 5],
      ],
      'i_retired',
      { home: 1, away: 1 },
    ],
    [
      'retirement after a split with no third-set games',
      [
        [6, 4],
        [4, 6],
      ],
      'i_retired',
      { home: 1, away: 1 },
    ],
  ])('%s', (_name, pairs, status, won) => {
    const result = validateScore({ sets: sets(...pairs), status });
    expect(result).toEqual({
      valid: true,
      errors: [],
      outcome: status,
      sets: sets(...pairs),
      sets_won: won,
    });
  });

  it('ignores 0-0 sets and renumbers the rest', () => {
    const result = validateScore({ sets: sets([0, 0], [6, 4], [0, 0], [6, 3]), status: 'normal' });
    expect(result.valid).toBe(true);
    expect(result.sets).toEqual(sets([6, 4], [6, 3]));
  });

  it('keeps extra row fields out of the normalized sets', () => {
    const result = validateScore({
      sets: [
        { set_number: 9, home_games: 6, away_games: 1, id: 'x' },
        { set_number: 8, home_games: 6, away_games: 2, id: 'y' },
      ],
      status: 'normal',
    });
    expect(result.sets).toEqual(sets([6, 1], [6, 2]));
  });
});

describe('validateScore: per-set messages', () => {
  it.each<[string, [unknown, unknown][], string]>([
    [
      'negative games',
      [
        [-1, 6],
        [6, 4],
        [6, 4],
      ],
      'Set 1: Scores cannot be negative (-1-6)',
    ],
    [
      'more than 7 games',
      [
        [6, 4],
        [8, 6],
        [6, 4],
      ],
      'Set 2: A player can win at most 7 games in a set (8-6)',
    ],
    [
      'not won by 2 at 6-5',
      [
        [6, 5],
        [6, 4],
      ],
      'Set 1: A set must be won by 2 games, or 7-6 after a tiebreak (6-5)',
    ],
    [
      'not won by 2 at 6-6',
      [
        [6, 4],
        [6, 6],
      ],
      'Set 2: A set must be won by 2 games, or 7-6 after a tiebreak (6-6)',
    ],
    [
      'an incomplete set',
      [
        [6, 4],
        [5, 3],
      ],
      'Set 2: Incomplete set (5-3) - a set is won with 6 games',
    ],
    [
      '7 games after the set ended',
      [
        [7, 3],
        [6, 4],
      ],
      'Set 1: Invalid tennis score (7-3). Valid scores: 6-0 through 6-4, 7-5, or 7-6',
    ],
    [
      '7-7',
      [
        [6, 4],
        [7, 7],
      ],
      'Set 2: Invalid tennis score (7-7). Valid scores: 6-0 through 6-4, 7-5, or 7-6',
    ],
    [
      'fractional games',
      [
        [6.5, 4],
        [6, 4],
      ],
      'Set 1: Invalid tennis score (6.5-4). Valid scores: 6-0 through 6-4, 7-5, or 7-6',
    ],
    [
      'games that are not numbers',
      [
        ['6', 4],
        [6, 4],
      ],
      'Set 1: Invalid tennis score (?-4). Valid scores: 6-0 through 6-4, 7-5, or 7-6',
    ],
    [
      'a set with no games fields',
      [
        [undefined, undefined],
        [6, 4],
      ],
      'Set 1: Invalid tennis score (?-?). Valid scores: 6-0 through 6-4, 7-5, or 7-6',
    ],
  ])('%s', (_name, pairs, message) => {
    const result = validateScore({ sets: sets(...pairs), status: 'normal' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([message]);
    expect(result.sets).toEqual([]);
  });

  it('numbers sets by their position among the sets that count', () => {
    const result = validateScore({ sets: sets([0, 0], [6, 5], [6, 4]), status: 'normal' });
    expect(result.errors).toEqual(['Set 1: A set must be won by 2 games, or 7-6 after a tiebreak (6-5)']);
  });

  it('reports every bad set, each once', () => {
    const result = validateScore({ sets: sets([9, 0], [-2, 6], [3, 3]), status: 'normal' });
    expect(result.errors).toEqual([
      'Set 1: A player can win at most 7 games in a set (9-0)',
      'Set 2: Scores cannot be negative (-2-6)',
      'Set 3: Incomplete set (3-3) - a set is won with 6 games',
    ]);
  });

  it('allows an unfinished set only as the last set of a retirement', () => {
    const result = validateScore({ sets: sets([3, 2], [6, 4]), status: 'opponent_retired' });
    expect(result.errors).toEqual(['Set 1: Incomplete set (3-2) - a set is won with 6 games']);
  });

  it('still refuses an impossible last set in a retirement', () => {
    const result = validateScore({ sets: sets([6, 4], [7, 3]), status: 'i_retired' });
    expect(result.errors).toEqual(['Set 2: Invalid tennis score (7-3). Valid scores: 6-0 through 6-4, 7-5, or 7-6']);
  });
});

describe('validateScore: match-level rules', () => {
  it.each<[string, [number, number][], MatchOutcome, string[]]>([
    ['one set in a normal match', [[6, 4]], 'normal', [M.tooFewSets]],
    ['no sets in a normal match', [], 'normal', [M.tooFewSets]],
    [
      'one set each',
      [
        [6, 4],
        [4, 6],
      ],
      'normal',
      [M.mustWinTwoSets],
    ],
    [
      'four sets',
      [
        [6, 4],
        [4, 6],
        [6, 4],
        [6, 4],
      ],
      'normal',
      [M.tooManySets],
    ],
    [
      'four sets in a retirement',
      [
        [6, 4],
        [4, 6],
        [6, 4],
        [1, 0],
      ],
      'i_retired',
      [M.tooManySets],
    ],
    [
      'a retirement after the match was won',
      [
        [6, 4],
        [6, 4],
      ],
      'opponent_retired',
      [M.retiredAfterMatchWon],
    ],
    [
      'a retirement after three full sets',
      [
        [6, 4],
        [4, 6],
        [6, 4],
      ],
      'home_retired',
      [M.retiredAfterMatchWon],
    ],
  ])('%s', (_name, pairs, status, errors) => {
    const result = validateScore({ sets: sets(...pairs), status });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(errors);
  });

  it('uses the spec wording for the two-set rule', () => {
    expect(M.mustWinTwoSets).toBe('One player must win 2 sets in a best-of-three match.');
  });

  it('leaves the two-set rule to the per-set message when a set is bad', () => {
    const result = validateScore({ sets: sets([6, 4], [4, 6], [6, 5]), status: 'normal' });
    expect(result.errors).toEqual(['Set 3: A set must be won by 2 games, or 7-6 after a tiebreak (6-5)']);
  });

  it.each<[number, number]>([
    [6, 4],
    [2, 6],
  ])("refuses a third set after 2-0, in the spec's words (third set %i-%i)", (home, away) => {
    const result = validateScore({ sets: sets([6, 4], [6, 4], [home, away]), status: 'normal' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(['Third set not needed - match was already won 2-0']);
    expect(result.sets).toEqual([]);
  });

  it('gives a retirement after 2-0 with a third set the one message to act on', () => {
    const result = validateScore({ sets: sets([6, 4], [6, 4], [1, 0]), status: 'away_retired' });
    expect(result.errors).toEqual([M.thirdSetNotNeeded]);
  });

  it('takes a third set when the first two were split', () => {
    const result = validateScore({ sets: sets([6, 4], [4, 6], [6, 0]), status: 'normal' });
    expect(result.valid).toBe(true);
    expect(result.sets_won).toEqual({ home: 2, away: 1 });
  });
});

describe('validateScore: outcomes and garbage', () => {
  it.each([['scheduled'], ['NORMAL'], [''], [null], [undefined], [3]])('refuses the outcome %s', (status) => {
    const result = validateScore({ sets: sets([6, 4], [6, 4]), status });
    expect(result.errors).toEqual([M.invalidOutcome]);
    expect(result.outcome).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'six-four'],
    ['NaN', Number.NaN],
    ['an empty object', {}],
    ['sets as a string', { sets: '6-4 6-4', status: 'normal' }],
    ['sets as an object', { sets: { 0: { home_games: 6, away_games: 4 } }, status: 'normal' }],
  ])('answers %s with errors', (_name, input) => {
    const result = validateScore(input);
    expect(result.valid).toBe(false);
    expect(result.errors).toContain(M.setsNotAList);
  });

  it('survives an object whose getters throw', () => {
    const hostile = {
      get sets(): never {
        throw new Error('boom');
      },
      status: 'normal',
    };
    expect(validateScore(hostile).errors).toEqual([M.setsNotAList]);
  });

  it('survives sets whose getters throw', () => {
    const hostileSet = {
      get home_games(): never {
        throw new Error('boom');
      },
      away_games: 4,
    };
    const result = validateScore({ sets: [hostileSet, { home_games: 6, away_games: 4 }], status: 'normal' });
    expect(result.errors).toEqual(['Set 1: Invalid tennis score (?-4). Valid scores: 6-0 through 6-4, 7-5, or 7-6']);
  });

  it('survives a revoked proxy', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(validateScore(proxy).errors).toEqual([M.invalidOutcome, M.setsNotAList]);
    expect(validateScore({ sets: proxy, status: 'normal' }).errors).toEqual([M.setsNotAList]);
  });

  it('reads only the start of a huge sparse array', () => {
    const result = validateScore({ sets: new Array(2 ** 32 - 1), status: 'normal' });
    const invalid = (n: number) => `Set ${n}: Invalid tennis score (?-?). Valid scores: 6-0 through 6-4, 7-5, or 7-6`;
    expect(result.errors).toEqual([M.tooManySets, invalid(1), invalid(2), invalid(3)]);
  });

  it(
    'skips a million empty sets to find the real ones',
    () => {
      const many: unknown[] = Array.from({ length: 1_000_000 }, () => ({ home_games: 0, away_games: 0 }));
      many.push({ home_games: 6, away_games: 4 }, { home_games: 6, away_games: 4 });
      expect(validateScore({ sets: many, status: 'normal' }).valid).toBe(true);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});

const anythingAtAll = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
});

describe('validateScore: properties', () => {
  it(
    'never throws, whatever it is given',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            anythingAtAll,
            fc.record({ sets: anythingAtAll, status: anythingAtAll }),
            fc.record({
              sets: fc.array(
                fc.record({ set_number: anythingAtAll, home_games: anythingAtAll, away_games: anythingAtAll }),
              ),
              status: fc.constantFrom('normal', 'i_retired', 'opponent_retired'),
            }),
          ),
          (input) => {
            const result = validateScore(input);
            expect(result.valid).toBe(result.errors.length === 0);
          },
        ),
        { numRuns: 2000 },
      );
    },
    HEAVY_TEST_TIMEOUT_MS,
  );

  const likelySet = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...VALID_SET_SCORES).chain(([w, l]) => fc.constantFrom([w, l], [l, w])) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: -1, max: 8 }), fc.integer({ min: -1, max: 8 })) },
  );
  const outcome = fc.constantFrom<MatchOutcome>(
    'normal',
    'opponent_retired',
    'i_retired',
    'home_retired',
    'away_retired',
  );

  it(
    'accepts only scores with exactly one winner, and no set after the match was won',
    () => {
      let accepted = 0;
      fc.assert(
        fc.property(
          fc.array(likelySet, { maxLength: 4 }),
          outcome,
          fc.constantFrom(1, 2),
          (pairs, status, submitter) => {
            const result = validateScore({ sets: sets(...pairs), status });
            if (!result.valid) return;
            accepted++;
            const match = {
              status,
              home_player_id: 1,
              away_player_id: 2,
              submitted_by_player_id: submitter,
              set_scores: result.sets as SetScore[],
            };
            const won = countSetsWon(match.set_scores);
            const winner = getMatchWinnerSide(match);
            expect(winner).not.toBeNull();
            if (status === 'normal') {
              // Exactly one side won 2 sets, the winner, and the match ended with its second.
              expect([won.home, won.away].sort()).toEqual([won.home + won.away - 2, 2]);
              expect(won[winner!]).toBe(2);
            } else {
              expect(Math.max(won.home, won.away)).toBeLessThan(2);
              expect(winner).toBe(otherSide(getRetiringSide(match)!));
            }
          },
        ),
        { numRuns: 3000 },
      );
      // The property must have been tried on real accepted scores, not only on rejected ones.
      expect(accepted).toBeGreaterThan(100);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});
