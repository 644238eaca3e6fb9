import type { ProposalStatus } from '@courtside/shared/schemas/match-proposals';
import { EARLIEST_DATE, LATEST_DATE } from '@courtside/shared/schemas/leagues';

// The match-proposals area's refusals. The spec words none of them (only the response check, which the shared
// schema carries), so they say what happened and what the person can do.

/** Also the answer to anyone who is neither player of a proposal: its existence is theirs alone. */
export const PROPOSAL_NOT_FOUND = 'Proposal not found.';
export const ONLY_RECIPIENT = 'Only the player this proposal was sent to can answer it.';
export const ONLY_SENDER = 'Only the player who sent this proposal can cancel it.';
/** In doubles either partner acts for the pair (ADR 078), so the refusals name the pair. */
export const ONLY_RECIPIENT_PAIR = 'Only the pair this proposal was sent to can answer it.';
export const ONLY_SENDER_PAIR = 'Only the pair that sent this proposal can cancel it.';
export const ALREADY_PLAYED_OPPONENT = 'You have already played this opponent.';
export const ALREADY_PROPOSED = 'You have already proposed this time.';
export const TIME_PASSED = 'The proposed time has already passed.';
export const TIME_OUT_OF_RANGE = `The proposed time must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
export const PROPOSE_TO_SELF = 'You cannot propose a match to yourself.';
export const PROPOSE_TO_PARTNER = 'You cannot propose a match to your own partner: propose it to the other pair.';
export const NOT_YOUR_DIVISION = 'This is not your division in this league.';
export const NOT_PLACED = 'You have not been placed in a division of this league yet.';
export const OPPONENT_NOT_IN_DIVISION = 'You can only propose a match to a player in your division.';
export const NO_MATCH_WITH_OPPONENT = 'There is no match between you and this player in this league.';
/** Scheduled matches move through their own reschedule, so a proposal neither targets nor moves one. */
export const MATCH_ALREADY_SCHEDULED = 'This match is already scheduled. Reschedule the match to change its time.';
/**
 * To whoever accepts a proposal whose match got a time another way (another of its proposals accepted first, a
 * player or an admin scheduling it): the match's other proposals close when it is scheduled.
 */
export const MATCH_SCHEDULED_MEANWHILE =
  'This match was scheduled meanwhile, so this proposal can no longer be accepted. Its time is on your matches ' +
  'page; reschedule the match to change it.';
export const CHANGED_MEANWHILE = 'This proposal changed meanwhile. Reload it and try again.';
export const MATCH_CHANGED_MEANWHILE = 'This match changed while you were proposing. Reload it and try again.';

/** Why a proposal that is no longer pending cannot be answered or canceled. */
export const notPending = (status: ProposalStatus) => `This proposal has already been ${status}.`;
