import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinLeagueRequest, joinLeagueResponse } from '@courtside/shared/schemas/league-invites';
import type { LeagueDto, MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import type { RegisterPlayerRequest, registrationDto } from '@courtside/shared/schemas/registrations';
import { myLeaguesQueryKey } from '@/lib/account-queries';
import { type Answer, api } from '@/lib/api-client';

// The user's own leagues and players are shared cache entries (lib/account-queries.ts); a registration made
// here updates My Leagues at once.
export const leaguesQueryKey = ['leagues'] as const;
export { useAllLeagues } from '@/lib/league-queries';

export { myLeaguesQueryKey, myPlayersQueryKey, useMyLeagues, useMyPlayers } from '@/lib/account-queries';

export function useRegisterPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, league }: { playerId: number; league: LeagueDto }) => {
      const body: RegisterPlayerRequest = { player_id: playerId, league_id: league.id };
      return api.post<Answer<typeof registrationDto>>('registrations/registerPlayer', { body });
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

/** Joins a private league through its invite link with the user's primary player (issue 38). */
export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinLeagueRequest) =>
      api.post<Answer<typeof joinLeagueResponse>>('league-invites/join', { body: input }),
    // My Leagues, the league's places and the link's own state have all changed (or, refused, may have).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leaguesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['league-invites'] }),
      ]),
  });
}
