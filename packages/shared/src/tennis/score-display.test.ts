import { describe, expect, it } from 'vitest';
import { describeScore, formatScore } from './score-display';

describe('formatScore', () => {
  it('shows sets in order from the home side', () => {
    expect(
      formatScore([
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 3, away_games: 6 },
        { set_number: 3, home_games: 7, away_games: 6 },
      ]),
    ).toBe('6-4, 3-6, 7-6');
  });

  it('can show the away side first', () => {
    expect(
      formatScore(
        [
          { set_number: 1, home_games: 6, away_games: 4 },
          { set_number: 2, home_games: 3, away_games: 6 },
        ],
        'away',
      ),
    ).toBe('4-6, 6-3');
  });

  it('orders by set_number when rows come unordered', () => {
    expect(
      formatScore([
        { set_number: 2, home_games: 1, away_games: 6 },
        { set_number: 1, home_games: 6, away_games: 2 },
      ]),
    ).toBe('6-2, 1-6');
  });

  it('omits 0-0 sets', () => {
    expect(
      formatScore([
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 6, away_games: 3 },
        { set_number: 3, home_games: 0, away_games: 0 },
      ]),
    ).toBe('6-4, 6-3');
  });

  it.each([
    ['no sets', []],
    ['only 0-0 sets', [{ set_number: 1, home_games: 0, away_games: 0 }]],
    ['null', null],
    ['undefined', undefined],
  ])("reads 'No score recorded' for %s", (_name, input) => {
    expect(formatScore(input)).toBe('No score recorded');
  });
});

describe('describeScore: the winner first, with their games first (ADR 072)', () => {
  const names = { home: 'Ana Ace', away: 'Ben Baseline' };
  const sets = (...pairs: [number, number][]) =>
    pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games }));

  it('reads the same whichever side won', () => {
    expect(describeScore({ status: 'normal', set_scores: sets([6, 4], [7, 5]) }, names)).toBe(
      'Ana Ace beat Ben Baseline 6-4, 7-5',
    );
    expect(describeScore({ status: 'normal', set_scores: sets([4, 6], [5, 7]) }, names)).toBe(
      'Ben Baseline beat Ana Ace 6-4, 7-5',
    );
  });

  it('names a match tiebreak', () => {
    expect(
      describeScore(
        { status: 'normal', scoring_format: 'match_tiebreak', set_scores: sets([4, 6], [6, 3], [8, 10]) },
        names,
      ),
    ).toBe('Ben Baseline beat Ana Ace 6-4, 3-6, match tiebreak 10-8');
  });

  it('says who retired', () => {
    expect(describeScore({ status: 'home_retired', set_scores: sets([6, 4], [1, 2]) }, names)).toBe(
      'Ben Baseline beat Ana Ace 4-6, 2-1 (Ana Ace retired)',
    );
    expect(describeScore({ status: 'away_retired', set_scores: [] }, names)).toBe(
      'Ana Ace beat Ben Baseline (Ben Baseline retired)',
    );
  });

  it('calls the viewer You, and you after the first word', () => {
    const viewerAway = { home: 'Ana Ace', away: 'You' };
    expect(describeScore({ status: 'normal', set_scores: sets([3, 6], [2, 6]) }, viewerAway)).toBe(
      'You beat Ana Ace 6-3, 6-2',
    );
    expect(describeScore({ status: 'away_retired', set_scores: sets([6, 2]) }, viewerAway)).toBe(
      'Ana Ace beat you 6-2 (you retired)',
    );
  });

  it('has no score for a match not played, and reads unreadable stored data home first', () => {
    expect(describeScore({ status: 'scheduled', set_scores: [] }, names)).toBe('No score recorded');
    expect(describeScore({ status: 'normal', set_scores: sets([6, 4], [4, 6]) }, names)).toBe(
      'Ana Ace vs Ben Baseline 6-4, 4-6',
    );
  });
});
