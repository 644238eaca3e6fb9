import { isLeagueReadOnly } from '@courtside/shared/league/league-changes';
import { timelineIndex } from '@courtside/shared/league/league-status';
import type { LeagueStatus } from '@courtside/shared/schemas/leagues';

/**
 * Once Publish Divisions has been done (pending_start and later, until the league is a record), changed
 * placements are published on their own with Publish Assignments; before it, Publish Divisions publishes them.
 */
export function publishesAssignmentsSeparately(status: LeagueStatus): boolean {
  return timelineIndex(status) > timelineIndex('registration_closed') && !isLeagueReadOnly(status);
}
