import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { currentUserQueryKey } from './current-user';

/** Retrying cannot fix a request the server refused (4xx); only transient failures are worth a second try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => forgetExpiredSession(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => forgetExpiredSession(queryClient, error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/**
 * A 401 anywhere means the session ended (expired, or logged out in another tab). Marking the user as
 * signed out lets the route guards send the visitor to / instead of leaving a page of failed requests.
 */
function forgetExpiredSession(queryClient: QueryClient, error: unknown): void {
  if (isApiError(error) && error.status === 401 && queryClient.getQueryData(currentUserQueryKey)) {
    queryClient.setQueryData(currentUserQueryKey, null);
  }
}
