import { describe, expect, it } from 'vitest';
import { personName } from '@/lib/match-display';
import { compareNewestFirst, compareSoonestFirst, opponentOf, scoreNote } from './match-view';
import { BOB, CARA, DAN, ME, makeMatch, makePlayedMatch } from './test-data';

describe('personName', () => {
  it("joins the names and falls back to 'Opponent' when both are blank", () => {
    expect(personName(' Bob ', 'Jones')).toBe('Bob Jones');
    expect(personName('Bob', '')).toBe('Bob');
    expect(personName('', '  ')).toBe('Opponent');
    expect(personName('', '', 'Player')).toBe('Player');
  });
});

describe('opponentOf', () => {
  it('names the other side and says which side I am on', () => {
    expect(opponentOf(makeMatch(BOB, ME), ME)).toEqual({ playerId: BOB, name: 'Bob Jones', mySide: 'away' });
    expect(opponentOf(makeMatch(BOB, CARA), ME)).toBeNull();
  });
});

describe('match order', () => {
  const at = (id: number, time: string | null) => ({ ...makeMatch(ME, BOB), id, match_datetime: time });
  const early = at(3, '2026-04-01T10:00:00.000Z');
  const late = at(1, '2026-04-02T10:00:00.000Z');
  const untimedA = at(2, null);
  const untimedB = at(4, null);

  it('puts the soonest first and matches without a time last, in creation order', () => {
    expect([untimedB, late, untimedA, early].sort(compareSoonestFirst).map((m) => m.id)).toEqual([3, 1, 2, 4]);
  });

  it('puts the newest first and matches without a time last', () => {
    expect([untimedA, early, untimedB, late].sort(compareNewestFirst).map((m) => m.id)).toEqual([1, 3, 4, 2]);
  });
});

describe('scoreNote', () => {
  const played = (overrides: Parameters<typeof makePlayedMatch>[3]) => makePlayedMatch(ME, DAN, [[6, 0]], overrides);

  it('asks me to confirm a pending score the opponent entered, and tells me I wait on mine', () => {
    expect(scoreNote(played({ score_confirmation: 'pending', submitted_by_player_id: DAN }), ME)).toBe('awaiting-you');
    expect(scoreNote(played({ score_confirmation: 'pending', submitted_by_player_id: ME }), ME)).toBe(
      'awaiting-opponent',
    );
  });

  it('marks a disputed score and says nothing of a settled one', () => {
    expect(scoreNote(played({ score_confirmation: 'disputed' }), ME)).toBe('disputed');
    expect(scoreNote(played({ score_confirmation: 'confirmed' }), ME)).toBeNull();
    expect(scoreNote(played({ score_confirmation: 'resolved' }), ME)).toBeNull();
  });

  it('says nothing about a match I did not play', () => {
    const theirs = makePlayedMatch(BOB, CARA, [[6, 0]], { score_confirmation: 'pending', submitted_by_player_id: BOB });
    expect(scoreNote(theirs, ME)).toBeNull();
  });
});
