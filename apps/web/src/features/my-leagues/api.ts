import { useQuery } from '@tanstack/react-query';
import { myLeaguesResponse } from '@courtside/shared/schemas/leagues';
import { api } from '@/lib/api-client';

/** The same cache entry as the dashboard's Active Leagues and the Register page's "already registered". */
export const myLeaguesQueryKey = ['leagues', 'mine'] as const;

export function useMyLeagues() {
  return useQuery({
    queryKey: myLeaguesQueryKey,
    queryFn: ({ signal }) => api.get('leagues/myLeagues', { schema: myLeaguesResponse, signal }),
  });
}
