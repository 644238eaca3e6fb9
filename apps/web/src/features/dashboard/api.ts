import { useQuery } from '@tanstack/react-query';
import { myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import { playersListResponse } from '@courtside/shared/schemas/players';
import { api } from '@/lib/api-client';

export const myLeaguesQueryKey = ['leagues', 'mine'] as const;
/**
 * The same cache entry as the profile page's players (features keep their own hooks), so a profile just saved
 * there is what this page sees, without a refetch.
 */
export const myPlayersQueryKey = ['players', 'mine'] as const;

export function useMyLeagues() {
  return useQuery({
    queryKey: myLeaguesQueryKey,
    queryFn: ({ signal }) => api.get('leagues/myLeagues', { schema: myLeaguesResponse, signal }),
  });
}

export function useMyPlayers() {
  return useQuery({
    queryKey: myPlayersQueryKey,
    queryFn: ({ signal }) => api.get('players/getMyPlayers', { schema: playersListResponse, signal }),
  });
}
