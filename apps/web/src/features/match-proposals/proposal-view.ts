import { canCancelProposal, canRespondToProposal } from '@courtside/shared/league/permissions';
import type { ProposalDto, ProposalStatus } from '@courtside/shared/schemas/match-proposals';
import { formatProposalTime, proposalOtherSideName } from '@/lib/match-display';
import type { ProposalAction } from '@/lib/proposal-queries';

export const STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  canceled: 'Canceled',
};

export const STATUS_COLORS: Record<ProposalStatus, string> = {
  // Not yellow: Mantine's light yellow badge text is about 2.6:1 on its background (axe colour-contrast). Blue, as
  // the overlaps page's 'Proposal sent' badge.
  pending: 'blue',
  accepted: 'green',
  declined: 'red',
  canceled: 'gray',
};

/** The viewer's own player in a proposal: the sender's for one they sent, the recipient's otherwise. */
const viewerPlayerOf = (proposal: ProposalDto) =>
  proposal.is_sent_by_user ? proposal.proposer_player_id : proposal.opponent_player_id;

/** What the viewer may do with a proposal (league-play section 6): answer one sent to them, cancel their own. */
export function actionsFor(proposal: ProposalDto): ProposalAction[] {
  const viewer = viewerPlayerOf(proposal);
  if (canRespondToProposal(viewer, proposal)) return ['accept', 'decline'];
  if (canCancelProposal(viewer, proposal)) return ['cancel'];
  return [];
}

/** The other player: the proposer of one I received, the opponent of one I sent. */
export function otherPlayerName(proposal: ProposalDto): string {
  return proposalOtherSideName(proposal);
}

/** 'from Bob Jones' or 'to Bob Jones', with the time, so every button's name on the page is its own. */
export function proposalPhrase(proposal: ProposalDto): string {
  const direction = proposal.is_sent_by_user ? 'to' : 'from';
  return `${direction} ${otherPlayerName(proposal)} for ${formatProposalTime(proposal.proposed_time)}`;
}

/** Those still waiting for an answer first, each group soonest first. */
export function compareProposals(a: ProposalDto, b: ProposalDto): number {
  const waiting = Number(b.status === 'pending') - Number(a.status === 'pending');
  return waiting || Date.parse(a.proposed_time) - Date.parse(b.proposed_time) || a.id - b.id;
}
