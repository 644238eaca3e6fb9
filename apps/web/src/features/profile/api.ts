import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playerDto, playersListResponse, type PlayerDto } from '@courtside/shared/schemas/players';
import { userDto, type ChangePasswordRequest, type UserDto } from '@courtside/shared/schemas/users';
import { successResponse } from '@courtside/shared/schemas/common';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import type { PlayerFields } from './profile-values';

export const myPlayersQueryKey = ['players', 'mine'] as const;

export function useMyPlayers() {
  return useQuery({
    queryKey: myPlayersQueryKey,
    queryFn: ({ signal }) => api.get('players/getMyPlayers', { schema: playersListResponse, signal }),
  });
}

/** Spec: the profile shows the player whose primary_player is true. */
export function primaryPlayerOf(players: readonly PlayerDto[] | undefined): PlayerDto | null {
  return players?.find((player) => player.primary_player) ?? null;
}

export interface SaveProfileInput {
  user: UserDto;
  /** null when the user has no primary player yet; one is created then. */
  player: PlayerDto | null;
  fields: PlayerFields;
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, player, fields }: SaveProfileInput) => {
      const savedUser = await api.put('users/update', {
        body: { id: user.id, firstname: fields.first_name, lastname: fields.last_name },
        schema: userDto,
      });
      const savedPlayer = player
        ? await api.put('players/update', { body: { id: player.id, ...fields }, schema: playerDto })
        : await api.post('players/create', {
            body: { user_id: user.id, primary_player: true, ...fields },
            schema: playerDto,
          });
      return { user: savedUser, player: savedPlayer };
    },
    onSuccess: ({ user, player }) => {
      // Put the saved rows in the cache at once so the page shows them as the new "last loaded" data.
      queryClient.setQueryData(currentUserQueryKey, user);
      queryClient.setQueryData<PlayerDto[]>(myPlayersQueryKey, (players = []) =>
        players.some((p) => p.id === player.id)
          ? players.map((p) => (p.id === player.id ? player : p))
          : [...players, player],
      );
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      api.put('users/changePassword', { body: input, schema: successResponse }),
  });
}
