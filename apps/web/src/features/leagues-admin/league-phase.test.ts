import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import { publishesAssignmentsSeparately } from './league-phase';

describe('publishesAssignmentsSeparately', () => {
  it('is true from pending_start until the league is completed or canceled', () => {
    expect(LEAGUE_STATUSES.filter(publishesAssignmentsSeparately)).toEqual([
      'pending_start',
      'active',
      'in_progress',
      'playoffs',
    ]);
  });
});
