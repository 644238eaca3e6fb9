import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { ProposalWithDetails } from '../db/queries/match-proposals';

type Partner = ProposalWithDetails['proposerPartner'];
const partnerDto = (partner: Partner) =>
  partner ? { player_id: partner.playerId, first_name: partner.firstName, last_name: partner.lastName } : null;

/**
 * A proposal as `viewerUserId` reads it: is_sent_by_user says whether one of their players sent it, or in
 * doubles whether their pair did (either partner, ADR 078).
 */
export function toProposalDto(row: ProposalWithDetails, viewerUserId: number): ProposalDto {
  const { proposal, proposer, opponent, proposerPartner, opponentPartner, locationName } = row;
  return {
    id: proposal.id,
    status: proposal.status,
    proposer_name: `${proposer.firstName} ${proposer.lastName}`,
    proposer_first_name: proposer.firstName,
    proposer_last_name: proposer.lastName,
    proposer_id: proposer.userId,
    proposer_player_id: proposal.proposerPlayerId,
    opponent_id: opponent.userId,
    opponent_name: `${opponent.firstName} ${opponent.lastName}`,
    opponent_player_id: proposal.opponentPlayerId,
    proposer_partner: partnerDto(proposerPartner),
    opponent_partner: partnerDto(opponentPartner),
    proposed_time: proposal.proposedTime.toISOString(),
    location_id: proposal.locationId,
    location_name: locationName,
    is_sent_by_user: proposer.userId === viewerUserId || proposerPartner?.userId === viewerUserId,
    league_id: proposal.leagueId,
    division_id: proposal.divisionId,
    match_id: proposal.matchId,
    created_at: proposal.createdAt.toISOString(),
    responded_at: proposal.respondedAt ? proposal.respondedAt.toISOString() : null,
  };
}
