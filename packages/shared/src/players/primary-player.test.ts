import { describe, expect, it } from 'vitest';
import { primaryPlayerOf } from './primary-player';

describe('primaryPlayerOf', () => {
  it('finds the player marked primary, wherever it is in the list', () => {
    const players = [
      { id: 1, primary_player: false },
      { id: 2, primary_player: true },
      { id: 3, primary_player: false },
    ];
    expect(primaryPlayerOf(players)).toEqual({ id: 2, primary_player: true });
  });

  it('is null when there is no primary player, no players or no list yet', () => {
    expect(primaryPlayerOf([{ id: 1, primary_player: false }])).toBeNull();
    expect(primaryPlayerOf([])).toBeNull();
    expect(primaryPlayerOf(undefined)).toBeNull();
    expect(primaryPlayerOf(null)).toBeNull();
  });
});
