import { isLeagueStatus } from './league-status';
import type { LeagueStatus } from './league-status';

/**
 * A completed or canceled league is a record: its fields, divisions, placements and registrations no longer
 * change (ADR 025). It can still be read, and deleted while it has no recorded scores (ADR 027).
 */
export const READ_ONLY_LEAGUE_STATUSES = ['completed', 'canceled'] as const satisfies readonly LeagueStatus[];

export function isLeagueReadOnly(status: unknown): boolean {
  return (READ_ONLY_LEAGUE_STATUSES as readonly unknown[]).includes(status);
}

/** An admin may cancel a league from any status before it is completed (ADR 025). */
export function canCancelLeague(status: unknown): boolean {
  return isLeagueStatus(status) && !isLeagueReadOnly(status);
}

/** The refusal a read-only league gives to any change. */
export function readOnlyLeagueMessage(status: LeagueStatus): string {
  return `This league is ${status} and can no longer be changed.`;
}
