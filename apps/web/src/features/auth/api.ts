import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  createUserResponse,
  existsResponse,
  verifyResponse,
  type CreateUserRequest,
  type UserDto,
  type VerifyRequest,
} from '@courtside/shared/schemas/users';
import { playerDto } from '@courtside/shared/schemas/players';
import { api } from '@/lib/api-client';
import { startSessionCache } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { forgetSavedData } from '@/lib/pwa/forget-saved-data';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

/** Thrown when the sign-up email is already registered; the page shows its message without the generic prefix. */
export class EmailTakenError extends Error {
  constructor() {
    super(EMAIL_TAKEN_MESSAGE);
    this.name = 'EmailTakenError';
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyRequest) => api.post('users/verify', { body: input, schema: verifyResponse }),
    onSuccess: ({ user }) => {
      startSessionCache(queryClient, user);
    },
  });
}

/** Spec order: check the email, create the user (which also signs in), then create the primary player. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateUserRequest): Promise<UserDto> => {
      const { exists } = await api.get('users/exists', { query: { email: input.email }, schema: existsResponse });
      if (exists) throw new EmailTakenError();
      const created = await api.post('users/create', { body: input, schema: createUserResponse });
      // The account exists and the session cookie is set from here on, even if the next step fails.
      startSessionCache(queryClient, created.user);
      await api.post('players/create', { body: { user_id: created.id, primary_player: true }, schema: playerDto });
      return created.user;
    },
  });
}

/** Ends the session. A failed logout is only logged (spec); the visitor leaves the signed-in area regardless. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.post('users/logout', { body: {} });
    } catch (error) {
      console.error('Logout failed', error);
    }
    // Whether or not the server was reached: what was saved for offline reading is this person's.
    await forgetSavedData();
    startSessionCache(queryClient, null);
    await navigate(paths.landing, { replace: true });
  };
}
