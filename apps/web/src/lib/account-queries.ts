import { queryOptions, useQuery } from '@tanstack/react-query';
import type { myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import type { playersListResponse } from '@courtside/shared/schemas/players';
import { type Answer, api } from '@/lib/api-client';
import { REQUEST_FALLBACKS } from '@/lib/request-fallbacks';

/**
 * The signed-in user's own leagues and players, read by the dashboard, the profile, Register and My Leagues.
 * One cache entry each, so a profile saved or a registration made on one page is what every page sees.
 */
export const myLeaguesQueryKey = ['leagues', 'mine'] as const;
export const myPlayersQueryKey = ['players', 'mine'] as const;

// Query options as well as hooks: the dashboard's route loader fetches both before the page is drawn.
export const myLeaguesQuery = () =>
  queryOptions({
    queryKey: myLeaguesQueryKey,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof myLeaguesResponse>>('leagues/myLeagues', {
        signal,
        fallback: REQUEST_FALLBACKS.fetchMyLeagues,
      }),
  });

export const myPlayersQuery = () =>
  queryOptions({
    queryKey: myPlayersQueryKey,
    queryFn: ({ signal }) => api.get<Answer<typeof playersListResponse>>('players/getMyPlayers', { signal }),
  });

export function useMyLeagues() {
  return useQuery(myLeaguesQuery());
}

export function useMyPlayers() {
  return useQuery(myPlayersQuery());
}
