import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserDto } from '@courtside/shared/schemas/users';
import { api, isApiError } from './api-client';

/** The signed-in user is shared by the router guards, the header and most pages, so it lives here. */
export const currentUserQueryKey = ['users', 'me'] as const;

/** Resolves to null for an anonymous visitor: a 401 from users/me is an answer, not a failure. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserDto | null> {
  try {
    return await api.get<UserDto>('users/me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * Starts a fresh cache for a new session (sign-in, sign-up, logout): another person's data must not linger.
 * The current-user query itself is kept and updated in place, because removing it would leave the mounted
 * header and guards watching a discarded query.
 */
export function startSessionCache(queryClient: QueryClient, user: UserDto | null): void {
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.removeQueries({
    predicate: (query) => query.queryHash !== JSON.stringify(currentUserQueryKey),
  });
}
