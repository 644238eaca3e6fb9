import { useQuery } from '@tanstack/react-query';
import { myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import { playersListResponse } from '@courtside/shared/schemas/players';
import { api } from '@/lib/api-client';

/**
 * The signed-in user's own leagues and players, read by the dashboard, the profile, Register and My Leagues.
 * One cache entry each, so a profile saved or a registration made on one page is what every page sees.
 */
export const myLeaguesQueryKey = ['leagues', 'mine'] as const;
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
