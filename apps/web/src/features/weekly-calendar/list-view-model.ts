import {
  expandSlots,
  isWithinOneHourOfSlot,
  opponentSlotStatus,
  parseInstant,
  scheduledMatchBetween,
  upcomingMergedSlots,
  type OpponentSlotStatus,
} from '@courtside/shared/availability/index';
import type { AvailabilitySlotDto, OpponentSlotDto } from '@courtside/shared/schemas/availability';
import type { RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { sameId } from '@courtside/shared/tennis/ids';
import { entryLabel } from '@/lib/match-display';

export const LIST_BADGES = {
  overlaps: 'Overlaps with yours',
  received: 'Proposal received',
} as const;

export interface ListSlot {
  start_time: string;
  end_time: string;
  /** Whether I am free at some time of it too. */
  overlapsMine: boolean;
  /** A scheduled match or a proposal I sent within 1 hour of it, else available. */
  status: OpponentSlotStatus;
  /** With `match_scheduled`: our match, scheduled at another time, to reschedule instead. */
  scheduledMatch?: MatchDto;
  /** A pending proposal from this opponent within 1 hour of it. */
  proposalReceived: boolean;
}

export interface OpponentList {
  opponent: RosterPlayerDto;
  name: string;
  slots: ListSlot[];
}

/**
 * The List View: each unplayed opponent's upcoming free time, merged when adjacent on the same day and only
 * what has not ended (upcomingMergedSlots), with what already stands between us at each.
 */
export function buildOpponentLists(input: {
  unplayed: readonly RosterPlayerDto[];
  opponentSlots: readonly OpponentSlotDto[];
  userSlots: readonly AvailabilitySlotDto[];
  proposals: readonly ProposalDto[];
  matches: readonly MatchDto[];
  myPlayerId: number | null;
  now: number;
  until: number;
  zone: string;
}): OpponentList[] {
  const mine = expandSlots(input.userSlots, { start: input.now, end: input.until });
  return input.unplayed.map((opponent) => {
    const scheduledMatch =
      input.myPlayerId === null ? undefined : scheduledMatchBetween(input.matches, input.myPlayerId, opponent.id);
    const theirs = input.opponentSlots.filter((slot) => sameId(slot.opponent_player_id, opponent.id));
    const merged = upcomingMergedSlots(theirs, { now: input.now, until: input.until, viewerZone: input.zone });
    return {
      opponent,
      name: entryLabel(opponent, opponent.partner),
      slots: merged.map((slot) => {
        const start = parseInstant(slot.start_time) ?? 0;
        const end = parseInstant(slot.end_time) ?? 0;
        return {
          ...slot,
          overlapsMine: mine.some((free) => free.start < end && free.end > start),
          status:
            input.myPlayerId === null
              ? 'available'
              : opponentSlotStatus({
                  slot,
                  viewerPlayerId: input.myPlayerId,
                  opponentPlayerId: opponent.id,
                  proposals: input.proposals,
                  matches: input.matches,
                }),
          scheduledMatch,
          proposalReceived: input.proposals.some(
            (proposal) =>
              proposal.status === 'pending' &&
              !proposal.is_sent_by_user &&
              sameId(proposal.proposer_player_id, opponent.id) &&
              isWithinOneHourOfSlot(proposal.proposed_time, slot),
          ),
        };
      }),
    };
  });
}
