import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangePartnerRequest,
  CreatePairRequest,
  InvitePartnerRequest,
  pairDto,
  pairInvitationsResponse,
  pairsListResponse,
} from '@courtside/shared/schemas/pairs';
import { type Answer, api } from '@/lib/api-client';

/**
 * Doubles pairs (issue 37, ADR 078): the registration form, the dashboard, the league home and the manage page
 * all read and change them, so their reads and writes live here once. Every key starts with 'pairs'.
 */
export const pairsKey = ['pairs'] as const;
export const leaguePairsKey = (leagueId: number) => ['pairs', 'list', leagueId] as const;
export const pairInvitationsKey = ['pairs', 'invitations'] as const;

/** GET pairs/list: a league's pairs and its players without a partner; members and managers read it. */
export function useLeaguePairs(leagueId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: leaguePairsKey(leagueId),
    enabled,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof pairsListResponse>>('pairs/list', { query: { league_id: leagueId }, signal }),
  });
}

/** GET pairs/invitations: the signed-in user's pending invitations, received and sent. */
export function usePairInvitations() {
  return useQuery({
    queryKey: pairInvitationsKey,
    queryFn: ({ signal }) => api.get<Answer<typeof pairInvitationsResponse>>('pairs/invitations', { signal }),
  });
}

/**
 * After any change to a pair: the pairs themselves, who is registered (My Leagues, places left) and the
 * divisions a new partner now reads as their pair's.
 */
function refreshAfterPairChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pairsKey }),
    queryClient.invalidateQueries({ queryKey: ['leagues'] }),
    queryClient.invalidateQueries({ queryKey: ['divisions'] }),
    queryClient.invalidateQueries({ queryKey: ['registrations'] }),
  ]);
}

type PairAnswer = Answer<typeof pairDto>;

/** POST pairs/invite: enter a doubles league with the partner named by email (registers the inviter too). */
export function useInvitePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitePartnerRequest) => api.post<PairAnswer>('pairs/invite', { body }),
    onSettled: () => refreshAfterPairChange(queryClient),
  });
}

export type InvitationAnswer = 'accept' | 'decline' | 'withdraw';

/** Accept or decline an invitation received, or withdraw one sent. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pairId, answer }: { pairId: number; answer: InvitationAnswer }) => {
      if (answer === 'withdraw') return api.delete<unknown>('pairs/withdraw', { query: { pair_id: pairId } });
      return api.put<unknown>(`pairs/${answer}`, { body: { pair_id: pairId } });
    },
    onSettled: () => refreshAfterPairChange(queryClient),
  });
}

/** POST pairs/create: a manager pairs two registered players who have no partner. */
export function useCreatePair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePairRequest) => api.post<PairAnswer>('pairs/create', { body }),
    onSettled: () => refreshAfterPairChange(queryClient),
  });
}

/** PUT pairs/changePartner: a manager gives a pair another partner before the league starts. */
export function useChangePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePartnerRequest) => api.put<PairAnswer>('pairs/changePartner', { body }),
    onSettled: () => refreshAfterPairChange(queryClient),
  });
}
