import { describe, expect, it } from 'vitest';
import { formatScore } from './score-display';

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
