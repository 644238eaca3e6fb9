import { describe, expect, it } from 'vitest';
import { countSetsWon, getMatchWinnerId, getMatchWinnerSide, getRetiringSide, sideOfPlayer } from './match-winner';
import type { MatchResultInput } from './types';

const straightSets = [
  { set_number: 1, home_games: 6, away_games: 4 },
  { set_number: 2, home_games: 6, away_games: 3 },
];

function match(status: string, submittedBy: number | string | null, setScores = straightSets): MatchResultInput {
  return { status, home_player_id: 10, away_player_id: 20, submitted_by_player_id: submittedBy, set_scores: setScores };
}

describe('getMatchWinnerSide', () => {
  it.each<[string, MatchResultInput, 'home' | 'away' | null]>([
    ['normal: won on sets by home', match('normal', 20), 'home'],
    [
      'normal: won on sets by away in three',
      match('normal', 10, [
        { set_number: 1, home_games: 4, away_games: 6 },
        { set_number: 2, home_games: 6, away_games: 3 },
        { set_number: 3, home_games: 3, away_games: 6 },
      ]),
      'away',
    ],
    [
      'normal: level on sets (unvalidated data) has no winner',
      match('normal', 10, [
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 4, away_games: 6 },
      ]),
      null,
    ],
    ['normal: no sets has no winner', match('normal', 10, []), null],
    ['opponent_retired submitted by home: home wins', match('opponent_retired', 10, []), 'home'],
    ['opponent_retired submitted by away: away wins', match('opponent_retired', 20, []), 'away'],
    ['i_retired submitted by home: away wins', match('i_retired', 10), 'away'],
    ['i_retired submitted by away: home wins', match('i_retired', 20, []), 'home'],
    ['home_retired: away wins whoever submitted', match('home_retired', 10), 'away'],
    ['away_retired: home wins whoever submitted', match('away_retired', 20, []), 'home'],
    ['opponent_retired by a stranger: unknown', match('opponent_retired', 99), null],
    ['i_retired with no submitter: unknown', match('i_retired', null), null],
    ['scheduled: no winner yet', match('scheduled', 10), null],
    ['unknown status: no winner', match('postponed', 10), null],
    ['ids as text still match', match('opponent_retired', '20', []), 'away'],
  ])('%s', (_name, input, expected) => {
    expect(getMatchWinnerSide(input)).toBe(expected);
  });
});

describe('getMatchWinnerId', () => {
  it('gives the winning player id', () => {
    expect(getMatchWinnerId(match('normal', 10))).toBe(10);
    expect(getMatchWinnerId(match('i_retired', 10))).toBe(20);
  });

  it('gives null with no winner', () => {
    expect(getMatchWinnerId(match('scheduled', 10))).toBeNull();
  });
});

describe('getRetiringSide', () => {
  it.each<[string, number | null, 'home' | 'away' | null]>([
    ['opponent_retired', 10, 'away'],
    ['opponent_retired', 20, 'home'],
    ['i_retired', 10, 'home'],
    ['i_retired', 20, 'away'],
    ['home_retired', null, 'home'],
    ['away_retired', null, 'away'],
    ['normal', 10, null],
  ])('%s submitted by %s: %s retired', (status, submitter, expected) => {
    expect(getRetiringSide(match(status, submitter))).toBe(expected);
  });
});

describe('countSetsWon', () => {
  it('counts finished sets only', () => {
    expect(
      countSetsWon([
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 5, away_games: 7 },
        { set_number: 3, home_games: 3, away_games: 2 },
        { set_number: 4, home_games: 9, away_games: 0 },
      ]),
    ).toEqual({ home: 1, away: 1 });
  });

  it('reads missing or garbled sets as none', () => {
    expect(countSetsWon(null)).toEqual({ home: 0, away: 0 });
    expect(countSetsWon(undefined)).toEqual({ home: 0, away: 0 });
    expect(countSetsWon([null as never])).toEqual({ home: 0, away: 0 });
  });
});

describe('sideOfPlayer', () => {
  it('finds the side, accepting ids as text', () => {
    expect(sideOfPlayer(match('normal', 10), 10)).toBe('home');
    expect(sideOfPlayer(match('normal', 10), '20')).toBe('away');
    expect(sideOfPlayer(match('normal', 10), 30)).toBeNull();
    expect(sideOfPlayer(match('normal', 10), null)).toBeNull();
  });
});
