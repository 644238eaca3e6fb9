import { useMutationState } from '@tanstack/react-query';
import type { RespondToProposalRequest } from '@courtside/shared/schemas/match-proposals';

/** The proposal a respond call accepts, read from the mutation's variables; null for any other mutation. */
function acceptedProposalId(variables: unknown): number | null {
  if (typeof variables !== 'object' || variables === null) return null;
  const { proposal_id: id, response } = variables as Partial<RespondToProposalRequest>;
  return response === 'accepted' && typeof id === 'number' ? id : null;
}

// The league home keeps the same rule (features/league-home/accepted-meanwhile.ts): features do not import each
// other, and the shared proposal hooks are not this feature's to change.

/**
 * The proposals to show as accepted before the list says so: those whose Accept is on its way, and those the
 * server accepted after `listReadAt` (the list's dataUpdatedAt), until the list is read again.
 *
 * TanStack Query's optimistic update through the mutation's variables, not useOptimistic: the answer is sent by
 * the shared useProposalActions (one answer at a time, the spec's toasts, the division read again), which gives
 * no promise that a transition could wait on, and its mutation is read here with useMutationState. A refused
 * Accept ends in 'error' and drops out at once, so the proposal is shown as pending again with the hook's toast.
 */
export function useAcceptedMeanwhile(listReadAt: number): ReadonlySet<number> {
  const accepts = useMutationState({
    filters: { predicate: (mutation) => acceptedProposalId(mutation.state.variables) !== null },
    select: (mutation) => ({
      proposalId: acceptedProposalId(mutation.state.variables),
      status: mutation.state.status,
      sentAt: mutation.state.submittedAt,
    }),
  });
  const shown = accepts.filter(
    (accept) => accept.status === 'pending' || (accept.status === 'success' && accept.sentAt > listReadAt),
  );
  return new Set(shown.flatMap((accept) => (accept.proposalId === null ? [] : [accept.proposalId])));
}
