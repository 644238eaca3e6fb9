import { useState, useRef } from 'react';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROPOSAL_MESSAGES } from '@courtside/shared/schemas/match-proposal-messages';
import type {
  CreateProposalRequest,
  ProposalDto,
  RespondToProposalRequest,
  proposalDto,
  proposalsListResponse,
} from '@courtside/shared/schemas/match-proposals';
import { type Answer, api } from '@/lib/api-client';
import { myDivisionKey, refreshAfterMatchChange } from '@/lib/league-queries';
import { MATCH_SCHEDULED_TITLE } from '@/lib/match-toasts';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * Match proposals as the league home, the proposals pages, the overlaps page and the weekly calendar read and
 * answer them. Accepting schedules a match, so an answer refreshes matches and standings too.
 */
export const proposalsKey = ['match-proposals'] as const;
export const leagueProposalsKey = (leagueId: number | null) => ['match-proposals', leagueId] as const;

/** Proposals I sent or received, in one league or (null) in all my leagues. */
export const proposalsQuery = (leagueId: number | null) =>
  queryOptions({
    queryKey: leagueProposalsKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof proposalsListResponse>>('match-proposals/get', {
        query: leagueId === null ? {} : { league_id: leagueId },
        signal,
      }),
  });

export function useProposals(leagueId: number | null) {
  return useQuery(proposalsQuery(leagueId));
}

function useProposalChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: proposalsKey });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      void refreshAfterMatchChange(queryClient);
    },
  });
}

export function useSendProposal() {
  return useProposalChange((input: CreateProposalRequest) =>
    api.post<Answer<typeof proposalDto>>('match-proposals/post', { body: input }),
  );
}

/** Accept or decline: the only two answers (league-play section 5). */
export function useRespondToProposal() {
  return useProposalChange((input: RespondToProposalRequest) =>
    api.put<Answer<typeof proposalDto>>('match-proposals/respond', { body: input }),
  );
}

export function useCancelProposal() {
  return useProposalChange((proposalId: number) =>
    api.delete<Answer<typeof proposalDto>>('match-proposals/cancel', { query: { proposal_id: proposalId } }),
  );
}

export type ProposalAction = 'accept' | 'decline' | 'cancel';

/** league-play section 8: 'Failed to {action} proposal'. */
export const proposalActionFailed = (action: ProposalAction) => `Failed to ${action} proposal`;

const ACTION_DONE: Record<ProposalAction, string> = {
  accept: PROPOSAL_MESSAGES.acceptedScheduled,
  decline: PROPOSAL_MESSAGES.declined,
  cancel: PROPOSAL_MESSAGES.canceled,
};

/** league-play section 9: division data is read again 100 ms after a proposal is accepted. */
export const DIVISION_RELOAD_DELAY_MS = 100;

export interface ProposalActions {
  /** The answer or cancel on its way, if any. */
  busy: { proposalId: number; action: ProposalAction } | null;
  /** Ignored while another is on its way: a proposal is answered once at a time (league-play section 4). */
  act: (proposal: ProposalDto, action: ProposalAction) => void;
}

/**
 * Accept, decline and cancel with the spec's toasts, one at a time, for every list of proposals (league home,
 * proposals page), so they all behave alike.
 */
export function useProposalActions(): ProposalActions {
  const queryClient = useQueryClient();
  const respond = useRespondToProposal();
  const cancel = useCancelProposal();
  const [busy, setBusy] = useState<ProposalActions['busy']>(null);
  // State reaches the buttons only on the next render; a second click in the same moment must still be ignored.
  const inFlight = useRef(false);

  const act = (proposal: ProposalDto, action: ProposalAction) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy({ proposalId: proposal.id, action });
    const callbacks = {
      onSuccess: () => {
        notifySuccess(ACTION_DONE[action], action === 'accept' ? MATCH_SCHEDULED_TITLE : undefined);
        if (action === 'accept') {
          setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: myDivisionKey(proposal.league_id) }),
            DIVISION_RELOAD_DELAY_MS,
          );
        }
      },
      onError: () => {
        notifyError(proposalActionFailed(action));
        // The proposal may have been answered or canceled elsewhere: show it as it is now.
        void queryClient.invalidateQueries({ queryKey: proposalsKey });
      },
      onSettled: () => {
        inFlight.current = false;
        setBusy(null);
      },
    };
    if (action === 'cancel') cancel.mutate(proposal.id, callbacks);
    else
      respond.mutate({ proposal_id: proposal.id, response: action === 'accept' ? 'accepted' : 'declined' }, callbacks);
  };

  return { busy, act };
}

/** The proposal a respond call accepts, read from the mutation's variables; null for any other mutation. */
function acceptedProposalId(variables: unknown): number | null {
  if (typeof variables !== 'object' || variables === null) return null;
  const { proposal_id: id, response } = variables as Partial<RespondToProposalRequest>;
  return response === 'accepted' && typeof id === 'number' ? id : null;
}

/**
 * The proposals to show as accepted before the list says so: those whose Accept is on its way, and those the
 * server accepted after `listReadAt` (the list's dataUpdatedAt), until the list is read again.
 *
 * TanStack Query's optimistic update through the mutation's variables, not useOptimistic: the answer is sent by
 * useProposalActions (one answer at a time, the spec's toasts, the division read again), which gives
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
