import { describe, expect, it } from 'vitest';
import { OPPONENT_SLOT_LABELS, isWithinOneHourOfSlot, opponentSlotStatus } from './slot-matching';

const slot = { start_time: '2026-03-10T18:00:00Z', end_time: '2026-03-10T20:00:00Z' };

describe('isWithinOneHourOfSlot', () => {
  it.each([
    ['inside the slot', '2026-03-10T19:00:00Z', true],
    ['at its start', '2026-03-10T18:00:00Z', true],
    ['exactly an hour before it', '2026-03-10T17:00:00Z', true],
    ['a moment more than an hour before', '2026-03-10T16:59:59.999Z', false],
    ['exactly an hour after it ends', '2026-03-10T21:00:00Z', true],
    ['a moment more than an hour after', '2026-03-10T21:00:00.001Z', false],
    ['the next day', '2026-03-11T19:00:00Z', false],
    ['an offset time meaning the same instant', '2026-03-10T14:30:00-04:00', true],
    ['an unreadable time', 'evening', false],
  ])('%s: %s', (_name, time, expected) => {
    expect(isWithinOneHourOfSlot(time, slot)).toBe(expected);
  });

  it('belongs nowhere when the slot is unreadable', () => {
    expect(isWithinOneHourOfSlot('2026-03-10T19:00:00Z', { start_time: 'x', end_time: slot.end_time })).toBe(false);
  });
});

describe('opponentSlotStatus', () => {
  const base = { slot, viewerPlayerId: 1, opponentPlayerId: 2 };
  const scheduled = {
    status: 'scheduled',
    home_player_id: 2,
    away_player_id: 1,
    match_datetime: '2026-03-10T20:30:00Z',
  };
  const sent = {
    status: 'pending',
    proposer_player_id: 1,
    opponent_player_id: 2,
    proposed_time: '2026-03-10T18:30:00Z',
  };

  it.each([
    ['a scheduled match near the slot', [sent], [scheduled], 'scheduled_match'],
    ['a pending proposal the viewer sent near the slot', [sent], [], 'proposal_sent'],
    ['nothing near the slot', [], [], 'available'],
    [
      'a scheduled match far from the slot, so a proposal would be refused',
      [sent],
      [{ ...scheduled, match_datetime: '2026-03-12T18:00:00Z' }],
      'match_scheduled',
    ],
    ['a completed match near the slot', [], [{ ...scheduled, status: 'normal' }], 'available'],
    ['a scheduled match with someone else', [], [{ ...scheduled, home_player_id: 3 }], 'available'],
    ['a proposal the opponent sent', [{ ...sent, proposer_player_id: 2, opponent_player_id: 1 }], [], 'available'],
    ['a declined proposal', [{ ...sent, status: 'declined' }], [], 'available'],
    ['a proposal to someone else', [{ ...sent, opponent_player_id: 3 }], [], 'available'],
    ['a proposal far from the slot', [{ ...sent, proposed_time: '2026-03-10T22:00:00Z' }], [], 'available'],
  ])('%s: %s', (_name, proposals, matches, expected) => {
    expect(opponentSlotStatus({ ...base, proposals, matches })).toBe(expected);
  });

  it('labels each state as the overlaps page does', () => {
    expect(OPPONENT_SLOT_LABELS).toEqual({
      scheduled_match: 'Scheduled Match',
      match_scheduled: 'Match already scheduled',
      proposal_sent: 'Proposal sent',
      available: 'Propose Match',
    });
  });
});
