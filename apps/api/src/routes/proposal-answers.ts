import { canRespondToProposal, type ProposalParties } from '@courtside/shared/league/permissions';
import { isMatchOutcome } from '@courtside/shared/tennis/match-status';
import type { Database } from '../db/client';
import { changeOne } from '../db/queries/conditional-change';
import { findLeagueById } from '../db/queries/leagues';
import {
  acceptProposal,
  declineProposal,
  findProposalWithDetails,
  type ProposalRow,
  type ProposalWithDetails,
} from '../db/queries/match-proposals';
import { findMatchWithDetails } from '../db/queries/matches';
import { conflict, forbidden, notFound, type AppError } from '../lib/errors';
import type { SessionUser } from '../lib/session';
import { ALREADY_PLAYED, leagueRefusal } from './match-messages';
import {
  CHANGED_MEANWHILE,
  MATCH_SCHEDULED_MEANWHILE,
  ONLY_RECIPIENT,
  ONLY_RECIPIENT_PAIR,
  PROPOSAL_NOT_FOUND,
  TIME_PASSED,
  notPending,
} from './proposal-messages';

// The rules of answering and withdrawing a proposal (league-play sections 4 and 7), in one place for every way
// in: the app's match-proposals routes and the one-tap links of emails (ADR 070). Only the recipient answers
// and only the sender cancels (in doubles, either player of the pair, ADR 078), while the proposal is pending; accepting schedules its match, which must still
// be unscheduled. Every change has one winner (ADR 024).

/** A time this close behind the server's clock still counts as not yet passed: the sender's clock may run late. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const latestPassedInstant = () => Date.now() - CLOCK_SKEW_MS;

export type ProposalAnswer = 'accepted' | 'declined';

export const partiesOf = (proposal: ProposalRow): ProposalParties => ({
  status: proposal.status,
  proposer_player_id: proposal.proposerPlayerId,
  opponent_player_id: proposal.opponentPlayerId,
});

/**
 * The proposal and the entry the viewer plays in it (in doubles either partner acts for their pair, whose anchor
 * the proposal names, ADR 078); 404 for anyone who plays neither side.
 */
export async function proposalOfParty(db: Database, proposalId: number, user: SessionUser) {
  const row = await findProposalWithDetails(db, proposalId);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  if (row.opponent.userId === user.id || row.opponentPartner?.userId === user.id) {
    return { row, viewerPlayerId: row.proposal.opponentPlayerId };
  }
  if (row.proposer.userId === user.id || row.proposerPartner?.userId === user.id) {
    return { row, viewerPlayerId: row.proposal.proposerPlayerId };
  }
  throw notFound(PROPOSAL_NOT_FOUND);
}

/** What stands in the way of accepting a pending proposal now: its league, its match or its time; or null. */
async function acceptRefusal(db: Database, proposal: ProposalRow): Promise<AppError | null> {
  const league = await findLeagueById(db, proposal.leagueId);
  const leagueError = league ? leagueRefusal(league.leagueStatus) : null;
  if (leagueError) return leagueError;
  const settled = await settledMatchRefusal(db, proposal);
  if (settled) return settled;
  if (proposal.proposedTime.getTime() <= latestPassedInstant()) return conflict(TIME_PASSED);
  return null;
}

/** A proposal's match played or scheduled another way, which no acceptance may change; or null. */
async function settledMatchRefusal(db: Database, proposal: ProposalRow): Promise<AppError | null> {
  const details = await findMatchWithDetails(db, proposal.matchId);
  if (details && isMatchOutcome(details.match.status)) return conflict(ALREADY_PLAYED);
  if (details?.match.status === 'scheduled') return conflict(MATCH_SCHEDULED_MEANWHILE);
  return null;
}

/**
 * Why a proposal is not pending, to someone answering it. Scheduling or playing a match closes its other
 * proposals as canceled; a recipient accepting one of those hears what happened to the match, not that the
 * sender withdrew it.
 */
export async function notPendingRefusal(db: Database, proposal: ProposalRow, action: 'accept' | 'decline' | 'cancel') {
  const settled =
    action === 'accept' && proposal.status === 'canceled' ? await settledMatchRefusal(db, proposal) : null;
  return settled ?? conflict(notPending(proposal.status));
}

/** Why an answer or a cancel changed nothing, from the proposal as it is now. */
export async function explainRefusal(db: Database, proposalId: number, action: 'accept' | 'decline' | 'cancel') {
  const row = await findProposalWithDetails(db, proposalId);
  if (!row) return notFound(PROPOSAL_NOT_FOUND);
  if (row.proposal.status !== 'pending') return notPendingRefusal(db, row.proposal, action);
  return (action === 'accept' ? await acceptRefusal(db, row.proposal) : null) ?? conflict(CHANGED_MEANWHILE);
}

/**
 * Throws why the user cannot give this answer now (404, 403, then 409 for a proposal that is no longer pending
 * or cannot be accepted); otherwise the proposal as it stands and the user's player in it. Changes nothing, so
 * an email link's preview asks exactly what the answer would.
 */
export async function checkProposalAnswer(
  db: Database,
  proposalId: number,
  user: SessionUser,
  response: ProposalAnswer,
): Promise<{ row: ProposalWithDetails; viewerPlayerId: number }> {
  const { row, viewerPlayerId } = await proposalOfParty(db, proposalId, user);
  const parties = partiesOf(row.proposal);
  // The shared rule asks for both the role and the state; they are refused apart (403, then 409).
  if (!canRespondToProposal(viewerPlayerId, { ...parties, status: 'pending' })) {
    throw forbidden(row.opponentPartner ? ONLY_RECIPIENT_PAIR : ONLY_RECIPIENT);
  }
  if (!canRespondToProposal(viewerPlayerId, parties)) {
    throw await notPendingRefusal(db, row.proposal, response === 'accepted' ? 'accept' : 'decline');
  }
  if (response === 'accepted' && (await acceptRefusal(db, row.proposal))) {
    // The match may have been scheduled by this very proposal after it was read (the other player of a pair
    // accepting at the same moment): the refusal comes from the proposal as it is now, so that player hears it
    // was accepted, not that the match was scheduled another way.
    throw await explainRefusal(db, proposalId, 'accept');
  }
  return { row, viewerPlayerId };
}

/**
 * Accept or decline as the user: only the recipient, only while pending; accepting schedules the match.
 * Throws the refusal and changes nothing when the answer cannot be given.
 */
export async function answerProposal(db: Database, proposalId: number, user: SessionUser, response: ProposalAnswer) {
  const { viewerPlayerId } = await checkProposalAnswer(db, proposalId, user, response);
  if (response === 'declined') {
    await changeOne(
      db,
      (db) => declineProposal(db, { proposalId, recipientPlayerId: viewerPlayerId, byUserId: user.id }),
      (db) => explainRefusal(db, proposalId, 'decline'),
    );
  } else {
    await changeOne(
      db,
      (db) =>
        acceptProposal(db, {
          proposalId,
          recipientPlayerId: viewerPlayerId,
          notBefore: new Date(latestPassedInstant()),
          actor: { userId: user.id, isAdmin: false },
        }),
      (db) => explainRefusal(db, proposalId, 'accept'),
    );
  }
}
