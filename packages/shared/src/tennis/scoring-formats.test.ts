import { describe, expect, it } from 'vitest';
import { countSetsWon, getMatchWinnerSide } from './match-winner';
import { SCORE_MESSAGES, scoreMessagesFor } from './score-messages';
import { validateScore } from './score-validation';
import { FORMAT_RULES, SCORING_FORMATS, formatRules, maxEntryFor, type ScoringFormat } from './scoring-formats';
import { classifyMatchTiebreak, classifySet } from './set-rules';
import type { MatchOutcome } from './types';

const sets = (...pairs: [number, number][]) =>
  pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games }));

const check = (format: ScoringFormat, status: MatchOutcome, ...pairs: [number, number][]) =>
  validateScore({ status, sets: sets(...pairs) }, format);

describe('formatRules', () => {
  it('reads an unknown or missing format as best of three, as every league had before formats', () => {
    expect(formatRules(undefined).format).toBe('best_of_three');
    expect(formatRules('badminton').format).toBe('best_of_three');
    expect(formatRules(null)).toBe(FORMAT_RULES.best_of_three);
  });

  it('gives every format a label, a description and a note for the score form', () => {
    for (const format of SCORING_FORMATS) {
      const rules = FORMAT_RULES[format];
      expect(rules.format).toBe(format);
      expect(rules.label.length).toBeGreaterThan(0);
      expect(rules.description.length).toBeGreaterThan(0);
      expect(rules.scoreFormNote.length).toBeGreaterThan(0);
    }
    expect(FORMAT_RULES.match_tiebreak.scoreFormNote).toMatch(/^Third set: match tiebreak to 10/);
  });

  it('lets counters hold tiebreak points only in a match tiebreak', () => {
    expect([0, 1, 2].map((p) => maxEntryFor(FORMAT_RULES.best_of_three, p))).toEqual([7, 7, 7]);
    expect([0, 1, 2].map((p) => maxEntryFor(FORMAT_RULES.match_tiebreak, p))).toEqual([7, 7, 99]);
    expect(maxEntryFor(FORMAT_RULES.pro_set, 0)).toBe(9);
    expect(maxEntryFor(FORMAT_RULES.fast4, 0)).toBe(4);
  });
});

describe('classifySet under other set rules', () => {
  const pro = FORMAT_RULES.pro_set.set;
  const fast4 = FORMAT_RULES.fast4.set;

  it.each([
    [8, 0],
    [8, 6],
    [9, 7],
    [9, 8],
    [6, 8],
    [8, 9],
  ])('a pro set finishes at %i-%i', (home, away) => {
    expect(classifySet(home, away, pro).kind).toBe('complete');
  });

  it.each([
    [8, 7, 'in_progress'],
    [8, 8, 'in_progress'],
    [7, 3, 'in_progress'],
    [9, 6, 'problem'],
    [10, 8, 'problem'],
    [6, 4, 'in_progress'],
  ])('a pro set at %i-%i is %s', (home, away, kind) => {
    expect(classifySet(home, away, pro).kind).toBe(kind);
  });

  it.each([
    [4, 0],
    [4, 2],
    [4, 3],
    [3, 4],
  ])('a Fast4 set finishes at %i-%i', (home, away) => {
    expect(classifySet(home, away, fast4).kind).toBe('complete');
  });

  it.each([
    [3, 3, 'in_progress'],
    [5, 3, 'problem'],
    [6, 4, 'problem'],
  ])('a Fast4 set at %i-%i is %s', (home, away, kind) => {
    expect(classifySet(home, away, fast4).kind).toBe(kind);
  });
});

describe('classifyMatchTiebreak', () => {
  it.each([
    [10, 0],
    [10, 8],
    [8, 10],
    [11, 9],
    [12, 10],
    [20, 22],
  ])('finishes at %i-%i', (home, away) => {
    expect(classifyMatchTiebreak(home, away).kind).toBe('complete');
  });

  it.each([
    [9, 9, 'in_progress'],
    [10, 9, 'in_progress'],
    [11, 11, 'in_progress'],
    [7, 2, 'in_progress'],
    [12, 5, 'problem'],
    [11, 8, 'problem'],
    [100, 98, 'problem'],
    [-1, 10, 'problem'],
  ])('at %i-%i is %s', (home, away, kind) => {
    expect(classifyMatchTiebreak(home, away).kind).toBe(kind);
  });
});

describe('validateScore: best of three stays as it was', () => {
  it('is the default and keeps the spec words', () => {
    expect(validateScore({ status: 'normal', sets: sets([6, 4], [6, 4], [6, 4]) }).errors).toEqual([
      SCORE_MESSAGES.thirdSetNotNeeded,
    ]);
    expect(check('best_of_three', 'normal', [6, 4], [3, 6], [10, 8]).errors).toEqual([
      'Set 3: A player can win at most 7 games in a set (10-8)',
    ]);
  });
});

describe('validateScore: match tiebreak', () => {
  it('accepts two sets and a match tiebreak entered as its points', () => {
    const result = check('match_tiebreak', 'normal', [6, 4], [3, 6], [10, 8]);
    expect(result.errors).toEqual([]);
    expect(result.sets_won).toEqual({ home: 2, away: 1 });
    expect(result.sets).toEqual(sets([6, 4], [3, 6], [10, 8]));
    expect(check('match_tiebreak', 'normal', [6, 4], [3, 6], [10, 12]).sets_won).toEqual({ home: 1, away: 2 });
  });

  it('accepts straight sets with no tiebreak', () => {
    expect(check('match_tiebreak', 'normal', [6, 4], [7, 6]).valid).toBe(true);
  });

  it.each<[string, [number, number][], string]>([
    [
      'a tiebreak not won by 2',
      [
        [6, 4],
        [3, 6],
        [10, 9],
      ],
      'Set 3: A match tiebreak must be won by 2 points (10-9)',
    ],
    [
      'a tiebreak short of 10',
      [
        [6, 4],
        [3, 6],
        [7, 5],
      ],
      'Set 3: Incomplete match tiebreak (7-5) - it is won with 10 points',
    ],
    [
      'a tiebreak that went on after it was won',
      [
        [6, 4],
        [3, 6],
        [12, 5],
      ],
      'Set 3: Invalid match tiebreak score (12-5). Valid scores: 10-0 through 10-8, or 2 points clear after 9-9 (11-9, 12-10)',
    ],
    [
      'tiebreak points in an ordinary set',
      [
        [10, 8],
        [3, 6],
        [10, 5],
      ],
      'Set 1: A player can win at most 7 games in a set (10-8)',
    ],
    [
      'a tiebreak after the match was won',
      [
        [6, 4],
        [6, 4],
        [10, 4],
      ],
      'Match tiebreak not needed - match was already won 2-0',
    ],
  ])('refuses %s', (_name, pairs, message) => {
    const result = check('match_tiebreak', 'normal', ...pairs);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([message]);
  });

  it('lets a retirement stop during the tiebreak, but not after it was won', () => {
    expect(check('match_tiebreak', 'opponent_retired', [6, 4], [3, 6], [7, 7]).valid).toBe(true);
    expect(check('match_tiebreak', 'opponent_retired', [6, 4], [3, 6], [10, 3]).errors).toEqual([
      scoreMessagesFor('match_tiebreak').retiredAfterMatchWon,
    ]);
  });
});

describe('validateScore: pro set', () => {
  it('accepts one set to 8 games, and 9-8 after the tiebreak', () => {
    expect(check('pro_set', 'normal', [8, 5]).sets_won).toEqual({ home: 1, away: 0 });
    expect(check('pro_set', 'normal', [8, 9]).sets_won).toEqual({ home: 0, away: 1 });
    expect(check('pro_set', 'normal', [9, 7]).valid).toBe(true);
  });

  it.each<[string, [number, number][], string[]]>([
    ['an ordinary set', [[6, 4]], ['Set 1: Incomplete set (6-4) - a set is won with 8 games']],
    ['8-7', [[8, 7]], ['Set 1: A set must be won by 2 games, or 9-8 after a tiebreak (8-7)']],
    ['9-6', [[9, 6]], ['Set 1: Invalid tennis score (9-6). Valid scores: 8-0 through 8-6, 9-7, or 9-8']],
    [
      'a second set after the pro set decided the match',
      [
        [8, 4],
        [8, 4],
      ],
      ['A pro set match has only one set.'],
    ],
    ['no set at all', [], ['Enter the score of the pro set unless a player retired.']],
  ])('refuses %s', (_name, pairs, errors) => {
    expect(check('pro_set', 'normal', ...pairs).errors).toEqual(errors);
  });

  it('lets a retirement stop during the set', () => {
    expect(check('pro_set', 'i_retired', [5, 3]).valid).toBe(true);
    expect(check('pro_set', 'i_retired').valid).toBe(true);
  });
});

describe('validateScore: Fast4', () => {
  it('accepts sets to 4 with a tiebreak at 3-3', () => {
    expect(check('fast4', 'normal', [4, 3], [2, 4], [4, 1]).sets_won).toEqual({ home: 2, away: 1 });
  });

  it.each<[string, [number, number][], string]>([
    [
      'a set past 4 games',
      [
        [5, 3],
        [4, 2],
      ],
      'Set 1: A player can win at most 4 games in a set (5-3)',
    ],
    [
      'a set short of 4',
      [
        [3, 1],
        [4, 2],
      ],
      'Set 1: Incomplete set (3-1) - a set is won with 4 games',
    ],
    [
      'a third set after 2-0',
      [
        [4, 2],
        [4, 2],
        [4, 2],
      ],
      SCORE_MESSAGES.thirdSetNotNeeded,
    ],
    [
      'one set each',
      [
        [4, 2],
        [2, 4],
      ],
      'One player must win 2 sets in a Fast4 match.',
    ],
  ])('refuses %s', (_name, pairs, message) => {
    expect(check('fast4', 'normal', ...pairs).errors).toEqual([message]);
  });
});

describe('the winner under each format', () => {
  it('counts a match tiebreak as a set', () => {
    const match = {
      status: 'normal',
      scoring_format: 'match_tiebreak',
      set_scores: sets([4, 6], [6, 3], [8, 10]),
    };
    expect(countSetsWon(match.set_scores, 'match_tiebreak')).toEqual({ home: 1, away: 2 });
    expect(getMatchWinnerSide(match)).toBe('away');
    // Read as best of three, 8-10 is not a set and nobody won.
    expect(getMatchWinnerSide({ ...match, scoring_format: 'best_of_three' })).toBeNull();
  });

  it('finds a pro set and a Fast4 winner', () => {
    expect(getMatchWinnerSide({ status: 'normal', scoring_format: 'pro_set', set_scores: sets([9, 8]) })).toBe('home');
    expect(getMatchWinnerSide({ status: 'normal', scoring_format: 'fast4', set_scores: sets([3, 4], [1, 4]) })).toBe(
      'away',
    );
  });
});
