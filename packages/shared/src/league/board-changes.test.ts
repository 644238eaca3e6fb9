import { describe, expect, it } from 'vitest';
import { removalSummary } from './board-changes';

describe('removalSummary', () => {
  it('says how many matches go, how many were booked, and how many players lose their place', () => {
    expect(removalSummary({ matches: 58, scheduled_matches: 30, players_unplaced: 27 })).toBe(
      'This would remove 58 matches, 30 of them scheduled, and unplace 27 players.',
    );
  });

  it('says when none of the matches were booked', () => {
    expect(removalSummary({ matches: 3, scheduled_matches: 0, players_unplaced: 0 })).toBe(
      'This would remove 3 matches, none of them scheduled.',
    );
  });

  it('names a single match and a single player without plurals', () => {
    expect(removalSummary({ matches: 1, scheduled_matches: 1, players_unplaced: 1 })).toBe(
      'This would remove 1 scheduled match and unplace 1 player.',
    );
    expect(removalSummary({ matches: 1, scheduled_matches: 0, players_unplaced: 0 })).toBe(
      'This would remove 1 match.',
    );
  });

  it('speaks of players alone when no match goes (a league that has not started)', () => {
    expect(removalSummary({ matches: 0, scheduled_matches: 0, players_unplaced: 2 })).toBe(
      'This would unplace 2 players.',
    );
  });
});
