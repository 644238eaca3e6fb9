import { describe, expect, it } from 'vitest';
import { adminOutcomes, emptyGrid, gridFromSets, setsFromGrid, typedGames, withGames } from './score-form-values';

describe('typedGames', () => {
  it('takes the digit typed beside the old one, wherever the caret was', () => {
    expect(typedGames(6, '64')).toBe(4);
    expect(typedGames(6, '46')).toBe(4);
    expect(typedGames(0, '05')).toBe(5);
    expect(typedGames(0, '50')).toBe(5);
    expect(typedGames(6, '66')).toBe(6);
  });

  it('clamps to 0..7 and reads an emptied or non-numeric field as 0', () => {
    expect(typedGames(0, '9')).toBe(7);
    expect(typedGames(3, '12')).toBe(7);
    expect(typedGames(3, '')).toBe(0);
    expect(typedGames(3, '-')).toBe(0);
    expect(typedGames(3, 'a4')).toBe(4);
  });
});

describe('the counters grid', () => {
  it('starts with three 0-0 sets, and gives every row to the validator in order', () => {
    expect(setsFromGrid(emptyGrid())).toEqual([
      { set_number: 1, home_games: 0, away_games: 0 },
      { set_number: 2, home_games: 0, away_games: 0 },
      { set_number: 3, home_games: 0, away_games: 0 },
    ]);
  });

  it('places a stored score by set number and clamps what no counter can show', () => {
    expect(
      gridFromSets([
        { set_number: 2, home_games: 3, away_games: 6 },
        { set_number: 1, home_games: 6, away_games: 9 },
      ]),
    ).toEqual([
      [6, 7],
      [3, 6],
      [0, 0],
    ]);
  });

  it('changes one counter and clamps it', () => {
    expect(withGames(emptyGrid(), 1, 1, 12)).toEqual([
      [0, 0],
      [0, 7],
      [0, 0],
    ]);
  });

  it("names the retiring side for an admin by the players' names", () => {
    expect(adminOutcomes('Alice Smith', 'Bob Jones').map((option) => option.label)).toEqual([
      'Completed normally',
      'Alice Smith retired',
      'Bob Jones retired',
    ]);
  });
});
