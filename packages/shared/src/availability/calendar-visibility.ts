import { parseInstant } from './instant';
import type { Instant } from './instant';

/**
 * Proposal statuses the weekly calendar hides (league-play section 4). 'rejected' is the same answer as
 * 'declined' (the decline button sends reject), so it is hidden too (ADR 014).
 */
export const CALENDAR_HIDDEN_PROPOSAL_STATUSES: readonly string[] = [
  'canceled',
  'deleted',
  'declined',
  'rejected',
  'scheduled',
];

/** Instants (epoch ms) of scheduled matches, for hiding proposals that became them. */
export function scheduledMatchTimes(
  matches: readonly { status?: string | null; match_datetime?: Instant | null }[],
): Set<number> {
  const times = new Set<number>();
  for (const match of matches) {
    if (match.status !== 'scheduled' || match.match_datetime === null || match.match_datetime === undefined) continue;
    const at = parseInstant(match.match_datetime);
    if (at !== null) times.add(at);
  }
  return times;
}

/**
 * Whether the calendar shows a proposal: not in a hidden status, at a readable time, and not at the same
 * instant as a scheduled match (compared as instants, so '…:00Z' and '…:00.000Z' are the same time).
 */
export function isProposalShownOnCalendar(
  proposal: { status?: string | null; proposed_time?: Instant | null },
  scheduledTimes: ReadonlySet<number>,
): boolean {
  if (typeof proposal.status === 'string' && CALENDAR_HIDDEN_PROPOSAL_STATUSES.includes(proposal.status)) return false;
  if (proposal.proposed_time === null || proposal.proposed_time === undefined) return false;
  const at = parseInstant(proposal.proposed_time);
  return at !== null && !scheduledTimes.has(at);
}

/** The proposals the weekly calendar shows. */
export function proposalsForCalendar<P extends { status?: string | null; proposed_time?: Instant | null }>(
  proposals: readonly P[],
  matches: readonly { status?: string | null; match_datetime?: Instant | null }[],
): P[] {
  const times = scheduledMatchTimes(matches);
  return proposals.filter((proposal) => isProposalShownOnCalendar(proposal, times));
}
