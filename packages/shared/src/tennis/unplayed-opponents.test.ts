import { describe, expect, it } from 'vitest';
import { findUnplayedOpponents } from './unplayed-opponents';

describe('findUnplayedOpponents', () => {
  const roster = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
  const matches = [
    { status: 'normal', home_player_id: 1, away_player_id: 2 },
    { status: 'away_retired', home_player_id: 4, away_player_id: 1 },
    { status: 'scheduled', home_player_id: 1, away_player_id: 3 },
    { status: 'normal', home_player_id: 3, away_player_id: 5 },
  ];

  it('leaves out the player and opponents already played', () => {
    expect(findUnplayedOpponents(1, roster, matches)).toEqual([{ id: 3 }, { id: 5 }]);
  });

  it('keeps an opponent with only a scheduled match', () => {
    expect(findUnplayedOpponents(3, roster, matches).map((player) => player.id)).toEqual([1, 2, 4]);
  });

  it('matches ids given as text', () => {
    expect(findUnplayedOpponents('1', roster, matches).map((player) => player.id)).toEqual([3, 5]);
  });
});
