import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES } from './league-status';
import { canCancelLeague, isLeagueReadOnly, readOnlyLeagueMessage } from './league-changes';

describe('read-only leagues and cancellation', () => {
  it.each(LEAGUE_STATUSES.map((status) => [status]))('%s', (status) => {
    const done = status === 'completed' || status === 'canceled';
    expect(isLeagueReadOnly(status)).toBe(done);
    expect(canCancelLeague(status)).toBe(!done);
  });

  it('allows nothing for unknown statuses', () => {
    expect(canCancelLeague('archived')).toBe(false);
    expect(canCancelLeague(null)).toBe(false);
    expect(isLeagueReadOnly(undefined)).toBe(false);
  });

  it('says why a change is refused', () => {
    expect(readOnlyLeagueMessage('canceled')).toBe('This league is canceled and can no longer be changed.');
  });
});
