import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  leaguesListResponse,
  myLeaguesResponse,
  type LeagueDto,
  type MyLeagueEntry,
} from '@courtside/shared/schemas/leagues';
import { playersListResponse } from '@courtside/shared/schemas/players';
import { registrationDto, type RegisterPlayerRequest } from '@courtside/shared/schemas/registrations';
import { api } from '@/lib/api-client';

// The same cache entries as the dashboard's and the profile's (features keep their own hooks), so a profile
// saved a moment ago, or a registration made here, is what every page sees.
export const leaguesQueryKey = ['leagues'] as const;
export const allLeaguesQueryKey = ['leagues', 'all'] as const;
export const myLeaguesQueryKey = ['leagues', 'mine'] as const;
export const myPlayersQueryKey = ['players', 'mine'] as const;

/** Every league the user may see; the Register page keeps those open for registration. */
export function useAllLeagues() {
  return useQuery({
    queryKey: allLeaguesQueryKey,
    queryFn: ({ signal }) => api.get('leagues/all', { schema: leaguesListResponse, signal }),
  });
}

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

export function useRegisterPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, league }: { playerId: number; league: LeagueDto }) => {
      const body: RegisterPlayerRequest = { player_id: playerId, league_id: league.id };
      return api.post('registrations/registerPlayer', { body, schema: registrationDto });
    },
    onSuccess: (_registration, { league }) => {
      // Shown as registered at once, before the refetch below answers.
      queryClient.setQueryData<MyLeagueEntry[]>(myLeaguesQueryKey, (entries = []) =>
        entries.some((entry) => entry.league_id === league.id)
          ? entries
          : [...entries, { league_id: league.id, league_name: league.name, league_status: league.league_status }],
      );
    },
    // Either way the places left (and, after a refusal, perhaps the status) have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
  });
}
