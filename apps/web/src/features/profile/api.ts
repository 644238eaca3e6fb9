import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDto, playerDto } from '@courtside/shared/schemas/players';
import type { ChangePasswordRequest, UserDto, userDto } from '@courtside/shared/schemas/users';
import type { successResponse } from '@courtside/shared/schemas/common';
import { type Answer, api } from '@/lib/api-client';
import { myPlayersQueryKey } from '@/lib/account-queries';
import { currentUserQueryKey } from '@/lib/current-user';
import { calendarFeedKey } from './calendar-feed-section';
import type { EmailChange, PlayerFields } from './profile-values';

export { myPlayersQueryKey, useMyPlayers } from '@/lib/account-queries';

export interface SaveProfileInput {
  user: UserDto;
  /** null when the user has no primary player yet; one is created then. */
  player: PlayerDto | null;
  fields: PlayerFields;
  /** Set only when the email was changed; the API then needs the current password too. */
  emailChange: EmailChange | null;
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, player, fields, emailChange }: SaveProfileInput) => {
      const savedUser = await api.put<Answer<typeof userDto>>('users/update', {
        body: { id: user.id, firstname: fields.first_name, lastname: fields.last_name, ...emailChange },
      });
      // Saved even if the player step fails next: a retry must not ask for the password of an email already changed.
      queryClient.setQueryData(currentUserQueryKey, savedUser);
      const savedPlayer = player
        ? await api.put<Answer<typeof playerDto>>('players/update', { body: { id: player.id, ...fields } })
        : await api.post<Answer<typeof playerDto>>('players/create', {
            body: { user_id: user.id, primary_player: true, ...fields },
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      api.put<Answer<typeof successResponse>>('users/changePassword', { body: input }),
    // The server turns the private calendar address off with the old password: its section says so at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
