import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import { leagueStatusColor, leagueStatusLabel } from './league-status-label';

describe('leagueStatusLabel', () => {
  it('writes each status in words', () => {
    expect(LEAGUE_STATUSES.map(leagueStatusLabel)).toEqual([
      'Draft',
      'Registration Open',
      'Registration Closed',
      'Pending Start',
      'Active',
      'In Progress',
      'Playoffs',
      'Completed',
      'Canceled',
    ]);
  });

  it('colours by what players can do', () => {
    expect(leagueStatusColor('registration_open')).toBe('court');
    expect(leagueStatusColor('playoffs')).toBe('blue');
    expect(leagueStatusColor('completed')).toBe('gray');
    expect(leagueStatusColor('canceled')).toBe('red');
    expect(leagueStatusColor('pending_start')).toBe('indigo');
  });
});
