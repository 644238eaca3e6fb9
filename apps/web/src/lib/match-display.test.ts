import { afterEach, describe, expect, it } from 'vitest';
import { entryLabel, formatMatchTime, matchSideName, proposalOtherSideName, proposerSideName } from './match-display';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('formatMatchTime', () => {
  it("shows the time in the viewer's zone, on both sides of a daylight-saving change", () => {
    // Node applies a new TZ to Date at once; New York moves from UTC-5 to UTC-4 on 2026-03-08.
    process.env.TZ = 'America/New_York';
    expect(formatMatchTime('2026-03-07T23:00:00.000Z')).toBe('Saturday, Mar 7, 2026 at 6:00 PM');
    expect(formatMatchTime('2026-03-09T22:00:00.000Z')).toBe('Monday, Mar 9, 2026 at 6:00 PM');
  });

  it('says the date is still to be set when there is none', () => {
    expect(formatMatchTime(null)).toBe('Date to be set');
    expect(formatMatchTime('not a time')).toBe('Date to be set');
  });
});

describe('naming a side as a pair (ADR 078)', () => {
  const partner = { player_id: 40, first_name: 'Bo', last_name: 'Park' };
  const sides = {
    home_first_name: 'Ann',
    home_last_name: 'Lee',
    away_first_name: '',
    away_last_name: ' ',
    home_partner: partner,
    away_partner: null,
  };

  it('names a pair by its anchor and partner, a player alone as before, and a nameless anchor by the fallback', () => {
    expect(matchSideName(sides, 'home')).toBe('Ann Lee & Bo Park');
    expect(matchSideName(sides, 'away')).toBe('Opponent');
    expect(entryLabel({ first_name: '', last_name: '' }, partner, 'Player')).toBe('Player & Bo Park');
  });

  it("names a proposal's other side from the viewer's, with its partner", () => {
    const proposal = {
      is_sent_by_user: false,
      proposer_name: 'Ann Lee',
      opponent_name: 'Cy Ng',
      proposer_partner: partner,
      opponent_partner: { player_id: 41, first_name: 'Di', last_name: 'Ho' },
    };
    expect(proposalOtherSideName(proposal)).toBe('Ann Lee & Bo Park');
    expect(proposalOtherSideName({ ...proposal, is_sent_by_user: true })).toBe('Cy Ng & Di Ho');
    expect(proposerSideName({ ...proposal, proposer_partner: null })).toBe('Ann Lee');
  });
});
