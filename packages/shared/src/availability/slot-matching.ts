import { sameId } from '../tennis/ids';
import type { Id } from '../tennis/ids';
import { HOUR_MS } from './civil-date';
import { parseInstant } from './instant';
import type { Instant } from './instant';

/** How close a proposal or match must be to an opponent's slot to belong to it (league-play section 9). */
export const SLOT_MATCH_TOLERANCE_MS = HOUR_MS;

/**
 * Whether a time is within 1 hour of a slot: no earlier than an hour before it starts and no later than an
 * hour after it ends, ends included (ADR 014). Unreadable times belong to no slot.
 */
export function isWithinOneHourOfSlot(time: Instant, slot: { start_time: Instant; end_time: Instant }): boolean {
  const at = parseInstant(time);
  const start = parseInstant(slot.start_time);
  const end = parseInstant(slot.end_time);
  if (at === null || start === null || end === null) return false;
  return at >= start - SLOT_MATCH_TOLERANCE_MS && at <= end + SLOT_MATCH_TOLERANCE_MS;
}

export interface SlotProposal {
  status?: string | null;
  proposer_player_id?: Id | null;
  opponent_player_id?: Id | null;
  proposed_time?: Instant | null;
}

export interface SlotMatch {
  status?: string | null;
  home_player_id?: Id | null;
  away_player_id?: Id | null;
  match_datetime?: Instant | null;
}

/**
 * `match_scheduled`: the two have a match scheduled at another time, so a proposal would be refused; the pages
 * offer Reschedule there instead of Propose Match (issue 34).
 */
export type OpponentSlotStatus = 'scheduled_match' | 'match_scheduled' | 'proposal_sent' | 'available';

/** What the overlaps page shows beside an opponent in a slot. */
export const OPPONENT_SLOT_LABELS: Record<OpponentSlotStatus, string> = {
  scheduled_match: 'Scheduled Match',
  match_scheduled: 'Match already scheduled',
  proposal_sent: 'Proposal sent',
  available: 'Propose Match',
};

function isBetween(match: SlotMatch, a: Id, b: Id): boolean {
  return (
    (sameId(match.home_player_id, a) && sameId(match.away_player_id, b)) ||
    (sameId(match.home_player_id, b) && sameId(match.away_player_id, a))
  );
}

/** The viewer's scheduled match with this opponent, at whatever time; undefined when there is none. */
export function scheduledMatchBetween<T extends SlotMatch>(matches: readonly T[], a: Id, b: Id): T | undefined {
  return matches.find((match) => match.status === 'scheduled' && isBetween(match, a, b));
}

/**
 * An opponent's state in one slot: a scheduled match between the two within 1 hour of the slot wins; then a
 * scheduled match between them at another time (one match a pair: a new proposal would be refused); else a
 * pending proposal the viewer sent them within 1 hour of the slot; else available to propose.
 */
export function opponentSlotStatus(input: {
  slot: { start_time: Instant; end_time: Instant };
  viewerPlayerId: Id;
  opponentPlayerId: Id;
  proposals: readonly SlotProposal[];
  matches: readonly SlotMatch[];
}): OpponentSlotStatus {
  const { slot, viewerPlayerId, opponentPlayerId } = input;
  const near = (time: Instant | null | undefined) =>
    time !== null && time !== undefined && isWithinOneHourOfSlot(time, slot);
  if (
    input.matches.some(
      (m) => m.status === 'scheduled' && isBetween(m, viewerPlayerId, opponentPlayerId) && near(m.match_datetime),
    )
  ) {
    return 'scheduled_match';
  }
  if (scheduledMatchBetween(input.matches, viewerPlayerId, opponentPlayerId)) return 'match_scheduled';
  const sent = input.proposals.some(
    (p) =>
      p.status === 'pending' &&
      sameId(p.proposer_player_id, viewerPlayerId) &&
      sameId(p.opponent_player_id, opponentPlayerId) &&
      near(p.proposed_time),
  );
  return sent ? 'proposal_sent' : 'available';
}
