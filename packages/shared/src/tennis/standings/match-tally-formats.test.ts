import { describe, expect, it } from 'vitest';
import type { ScoringFormat } from '../scoring-formats';
import type { MatchResultInput } from '../types';
import { computeStandingRows } from './compute-standings';
import { tallyMatch } from './match-tally';

function match(
  format: ScoringFormat,
  status: string,
  pairs: [number, number][],
  submittedBy: number | null = 1,
): MatchResultInput {
  return {
    status,
    scoring_format: format,
    home_player_id: 1,
    away_player_id: 2,
    submitted_by_player_id: submittedBy,
    set_scores: pairs.map(([home_games, away_games], index) => ({ set_number: index + 1, home_games, away_games })),
  };
}

type Expected = { winner: 'home' | 'away'; sets: [number, number]; games: [number, number] };

const tally = (input: MatchResultInput) => {
  const result = tallyMatch(input);
  return (
    result && {
      winner: result.winner,
      sets: [result.sets.home, result.sets.away],
      games: [result.games.home, result.games.away],
    }
  );
};

describe('standings under each scoring format (ADR 071)', () => {
  it.each<[string, MatchResultInput, Expected]>([
    [
      'a match tiebreak counts as a set won and one game, not its points',
      match('match_tiebreak', 'normal', [
        [6, 4],
        [3, 6],
        [10, 8],
      ]),
      { winner: 'home', sets: [2, 1], games: [10, 10] },
    ],
    [
      'a long match tiebreak is still one game',
      match('match_tiebreak', 'normal', [
        [4, 6],
        [6, 3],
        [12, 14],
      ]),
      { winner: 'away', sets: [1, 2], games: [10, 10] },
    ],
    [
      'straight sets in a match tiebreak league count as recorded',
      match('match_tiebreak', 'normal', [
        [6, 1],
        [6, 2],
      ]),
      { winner: 'home', sets: [2, 0], games: [12, 3] },
    ],
    [
      'a retirement during the match tiebreak gives the winner the tiebreak as one game',
      match(
        'match_tiebreak',
        'opponent_retired',
        [
          [6, 4],
          [3, 6],
          [7, 9],
        ],
        1,
      ),
      { winner: 'home', sets: [2, 1], games: [10, 10] },
    ],
    [
      'a retirement at one set all adds the match tiebreak as one game',
      match(
        'match_tiebreak',
        'away_retired',
        [
          [6, 4],
          [3, 6],
        ],
        null,
      ),
      { winner: 'home', sets: [2, 1], games: [10, 10] },
    ],
    [
      'a retirement with no sets in a match tiebreak league is 2-0 and 12-0',
      match('match_tiebreak', 'away_retired', [], null),
      { winner: 'home', sets: [2, 0], games: [12, 0] },
    ],
    [
      'a pro set counts its games',
      match('pro_set', 'normal', [[8, 6]]),
      { winner: 'home', sets: [1, 0], games: [8, 6] },
    ],
    [
      'a pro set after its tiebreak',
      match('pro_set', 'normal', [[8, 9]]),
      { winner: 'away', sets: [0, 1], games: [8, 9] },
    ],
    [
      'a pro set retirement is completed to 8 or through the tiebreak',
      match('pro_set', 'home_retired', [[7, 7]], null),
      { winner: 'away', sets: [0, 1], games: [7, 9] },
    ],
    [
      'a pro set retirement with no games is 1-0 and 8-0',
      match('pro_set', 'away_retired', [], null),
      { winner: 'home', sets: [1, 0], games: [8, 0] },
    ],
    [
      'Fast4 counts its short sets',
      match('fast4', 'normal', [
        [4, 3],
        [2, 4],
        [4, 1],
      ]),
      { winner: 'home', sets: [2, 1], games: [10, 8] },
    ],
    [
      'a Fast4 retirement fills with 4-0 sets',
      match('fast4', 'away_retired', [[3, 3]], null),
      { winner: 'home', sets: [2, 0], games: [8, 3] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(tally(input)).toEqual(expected);
  });

  it('adds a match tiebreak to the standing rows as one game to its winner', () => {
    const rows = computeStandingRows(
      [{ id: 1 }, { id: 2 }],
      [
        match('match_tiebreak', 'normal', [
          [6, 4],
          [3, 6],
          [10, 8],
        ]),
      ],
    );
    expect(
      rows.map(({ player_id, wins, sets_won, sets_lost, games_won, games_lost }) => ({
        player_id,
        wins,
        sets_won,
        sets_lost,
        games_won,
        games_lost,
      })),
    ).toEqual([
      { player_id: 1, wins: 1, sets_won: 2, sets_lost: 1, games_won: 10, games_lost: 10 },
      { player_id: 2, wins: 0, sets_won: 1, sets_lost: 2, games_won: 10, games_lost: 10 },
    ]);
  });
});
