import { describe, expect, it } from 'vitest';
import { tallyMatch } from './match-tally';
import type { MatchResultInput } from '../types';

function match(status: string, submittedBy: number | null, pairs: [number, number][]): MatchResultInput {
  return {
    status,
    home_player_id: 1,
    away_player_id: 2,
    submitted_by_player_id: submittedBy,
    set_scores: pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games })),
  };
}

type Expected = { winner: 'home' | 'away'; sets: [number, number]; games: [number, number] };

describe('tallyMatch: normal matches count as recorded', () => {
  it.each<[string, MatchResultInput, Expected]>([
    [
      'straight sets',
      match('normal', 1, [
        [6, 4],
        [6, 3],
      ]),
      { winner: 'home', sets: [2, 0], games: [12, 7] },
    ],
    [
      'three sets',
      match('normal', 1, [
        [6, 4],
        [3, 6],
        [6, 7],
      ]),
      { winner: 'away', sets: [1, 2], games: [15, 17] },
    ],
    [
      '0-0 sets add nothing',
      match('normal', 1, [
        [6, 0],
        [0, 0],
        [6, 0],
      ]),
      { winner: 'home', sets: [2, 0], games: [12, 0] },
    ],
    [
      'a set that is no tennis score adds nothing',
      match('normal', 1, [
        [6, 4],
        [8, 1],
        [6, 3],
      ]),
      { winner: 'home', sets: [2, 0], games: [12, 7] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(tallyMatch(input)).toEqual({
      winner: expected.winner,
      sets: { home: expected.sets[0], away: expected.sets[1] },
      games: { home: expected.games[0], away: expected.games[1] },
    });
  });
});

describe('tallyMatch: retirements count as if the winner played the match out', () => {
  it.each<[string, MatchResultInput, Expected]>([
    [
      'no sets recorded: 2-0 and 12-0 (the spec)',
      match('opponent_retired', 1, []),
      { winner: 'home', sets: [2, 0], games: [12, 0] },
    ],
    ['no sets recorded, away wins', match('home_retired', null, []), { winner: 'away', sets: [0, 2], games: [0, 12] }],
    ['only 0-0 sets recorded', match('i_retired', 1, [[0, 0]]), { winner: 'away', sets: [0, 2], games: [0, 12] }],
    [
      'one set played: one 6-0 set added',
      match('away_retired', null, [[6, 4]]),
      { winner: 'home', sets: [2, 0], games: [12, 4] },
    ],
    [
      'unfinished second set completed to 6',
      match('opponent_retired', 1, [
        [6, 4],
        [3, 2],
      ]),
      { winner: 'home', sets: [2, 0], games: [12, 6] },
    ],
    [
      'unfinished set completed to 7-5',
      match('i_retired', 2, [
        [6, 4],
        [2, 5],
      ]),
      { winner: 'home', sets: [2, 0], games: [13, 9] },
    ],
    [
      'unfinished set at 6-6 completed to 7-6',
      match('away_retired', null, [[6, 6]]),
      { winner: 'home', sets: [2, 0], games: [13, 6] },
    ],
    [
      'unfinished set at 5-6 completed to 7-6 for the trailing winner',
      match('away_retired', null, [[5, 6]]),
      { winner: 'home', sets: [2, 0], games: [13, 6] },
    ],
    [
      'winner behind in sets gets the set and one more',
      match('opponent_retired', 1, [
        [4, 6],
        [3, 2],
      ]),
      { winner: 'home', sets: [2, 1], games: [16, 8] },
    ],
    [
      'third set completed',
      match('opponent_retired', 2, [
        [6, 4],
        [4, 6],
        [6, 6],
      ]),
      { winner: 'away', sets: [1, 2], games: [16, 17] },
    ],
    [
      'the retiring player had won the first set',
      match('opponent_retired', 2, [[6, 4]]),
      { winner: 'away', sets: [1, 2], games: [6, 16] },
    ],
    [
      'an unfinished set that is not last is games only',
      match('home_retired', null, [
        [3, 2],
        [6, 1],
      ]),
      { winner: 'away', sets: [1, 2], games: [9, 15] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(tallyMatch(input)).toEqual({
      winner: expected.winner,
      sets: { home: expected.sets[0], away: expected.sets[1] },
      games: { home: expected.games[0], away: expected.games[1] },
    });
  });
});

describe('tallyMatch: matches that do not count', () => {
  it.each<[string, MatchResultInput]>([
    ['scheduled', match('scheduled', 1, [])],
    [
      'unscheduled',
      match('pending', 1, [
        [6, 4],
        [6, 4],
      ]),
    ],
    [
      'level on sets',
      match('normal', 1, [
        [6, 4],
        [4, 6],
      ]),
    ],
    ['a retirement submitted by a stranger', match('opponent_retired', 9, [])],
    [
      'a player against themself',
      {
        ...match('normal', 1, [
          [6, 4],
          [6, 4],
        ]),
        away_player_id: '1',
      },
    ],
    [
      'a missing player',
      {
        ...match('normal', 1, [
          [6, 4],
          [6, 4],
        ]),
        home_player_id: null,
      },
    ],
  ])('%s', (_name, input) => {
    expect(tallyMatch(input)).toBeNull();
  });
});
