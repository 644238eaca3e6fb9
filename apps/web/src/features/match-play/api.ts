import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DisputeScoreRequest,
  ResolveDisputeRequest,
  ScheduleMatchRequest,
  SubmitScoresRequest,
} from '@courtside/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { refreshAfterMatchChange } from '@/lib/league-queries';

export { useMyPlayers } from '@/lib/account-queries';
export { useConfirmScore, useLocations, useMatch, useMatchHistory } from '@/lib/league-queries';

/**
 * The match changes of Match Score Entry and Schedule or Reschedule Match. The answers' bodies are not read:
 * after any change every view of matches, divisions and standings loads afresh (refreshAfterMatchChange),
 * so the page shows what the server stored rather than what it sent.
 */
function useMatchChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: the refreshed match can unmount the form (a scored match shows View Score), and the
    // caller's own onSuccess (toast, analytics, navigation) must still run.
    onSuccess: () => {
      void refreshAfterMatchChange(queryClient);
    },
  });
}

export function useSubmitScores(matchId: number) {
  // The spec names this call's parameter matchId, in the query string (league-play section 7).
  return useMatchChange((input: SubmitScoresRequest) =>
    api.post('matches/submitScores', { query: { matchId }, body: input }),
  );
}

export function useScheduleMatch() {
  return useMatchChange((input: ScheduleMatchRequest) => api.post('matches/scheduleMatch', { body: input }));
}

export function useDisputeScore() {
  return useMatchChange((input: DisputeScoreRequest) => api.post('matches/disputeScore', { body: input }));
}

export function useResolveDispute() {
  return useMatchChange((input: ResolveDisputeRequest) => api.post('matches/resolveDispute', { body: input }));
}
