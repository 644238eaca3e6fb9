import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@courtside/shared/schemas/account-recovery';
import type { PlayerDto } from '@courtside/shared/schemas/players';
import type {
  CreateUserRequest,
  CreateUserResponse,
  ExistsResponse,
  UserDto,
  VerifyRequest,
  VerifyResponse,
} from '@courtside/shared/schemas/users';
import { api } from '@/lib/api-client';
import { startSessionCache } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { forgetSavedData } from '@/lib/pwa/forget-saved-data';
import { stopPushOnThisDevice } from '@/lib/pwa/push-subscription';

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
    mutationFn: (input: VerifyRequest) => api.post<VerifyResponse>('users/verify', { body: input }),
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
      const { exists } = await api.get<ExistsResponse>('users/exists', { query: { email: input.email } });
      if (exists) throw new EmailTakenError();
      const created = await api.post<CreateUserResponse>('users/create', { body: input });
      // The account exists and the session cookie is set from here on, even if the next step fails.
      startSessionCache(queryClient, created.user);
      await api.post<PlayerDto>('players/create', { body: { user_id: created.id, primary_player: true } });
      return created.user;
    },
  });
}

/** Ends the session. A failed logout is only logged (spec); the visitor leaves the signed-in area regardless. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // While still signed in: the server forgets only the signed-in person's own devices.
    await stopPushOnThisDevice((endpoint) => api.post('push/unsubscribe', { body: { endpoint } }));
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

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      api.post<ForgotPasswordResponse>('auth/forgotPassword', { body: input }),
  });
}

/** Sets a new password from a mailed link. Every session of the account ends, this browser's too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => api.post<ResetPasswordResponse>('auth/resetPassword', { body: input }),
    onSuccess: () => startSessionCache(queryClient, null),
  });
}

/** Follows the link mailed to a new address; a signed-in browser reads its account afresh. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmEmailRequest) => api.post<ConfirmEmailResponse>('auth/confirmEmail', { body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
