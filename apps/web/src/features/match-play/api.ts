import type { ScheduleMatchRequest, SubmitScoresRequest } from '@courtside/shared/schemas/matches';
import { api } from '@/lib/api-client';
import { useMatchChange } from '@/lib/league-queries';

export { useMyPlayers } from '@/lib/account-queries';
export {
  useConfirmScore,
  useDisputeScore,
  useLocations,
  useResolveDispute,
  useMatch,
  useMatchHistory,
} from '@/lib/league-queries';

export function useSubmitScores(matchId: number) {
  // The spec names this call's parameter matchId, in the query string (league-play section 7).
  return useMatchChange((input: SubmitScoresRequest) =>
    api.post('matches/submitScores', { query: { matchId }, body: input }),
  );
}

export function useScheduleMatch() {
  return useMatchChange((input: ScheduleMatchRequest) => api.post('matches/scheduleMatch', { body: input }));
}
