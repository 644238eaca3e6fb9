import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { canRespondToProposal } from '@courtside/shared/league/permissions';
import { useAcceptedMeanwhile, useProposalActions, useProposals, type ProposalActions } from '@/lib/proposal-queries';

export interface PendingProposals {
  /** Pending proposals other players sent me in this league, soonest first. */
  proposals: readonly ProposalDto[];
  /** Those of them I have accepted, shown so at once while the server is asked and the list read again. */
  accepted: ReadonlySet<number>;
  /** The answer on its way, if any: one at a time (league-play section 4). */
  busy: ProposalActions['busy'];
  act: ProposalActions['act'];
  /** Why the proposals could not be read, while there are none to show. */
  error: Error | null;
  retrying: boolean;
  retry: () => void;
}

const NO_PROPOSALS: readonly ProposalDto[] = [];

/** Received proposals waiting for my answer: those I may accept or decline (league-play section 6). */
function waitingForMe(proposals: readonly ProposalDto[]): ProposalDto[] {
  return proposals
    .filter((proposal) => !proposal.is_sent_by_user && canRespondToProposal(proposal.opponent_player_id, proposal))
    .sort((a, b) => Date.parse(a.proposed_time) - Date.parse(b.proposed_time) || a.id - b.id);
}

/**
 * The league home's received proposals (GET match-proposals/get for the league) and their Accept and Decline,
 * which go through the same one-at-a-time answers as the proposals page.
 */
export function usePendingProposals(leagueId: number): PendingProposals {
  const query = useProposals(leagueId);
  const { busy, act } = useProposalActions();
  const accepted = useAcceptedMeanwhile(query.dataUpdatedAt);
  return {
    proposals: query.data ? waitingForMe(query.data) : NO_PROPOSALS,
    accepted,
    busy,
    act,
    error: query.data === undefined ? query.error : null,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}
