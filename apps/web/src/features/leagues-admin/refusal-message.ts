import { isApiError } from '@/lib/api-client';

/**
 * The server's reason when it refused a request (a 4xx other than 401 carries one, e.g. 'Cannot start league:
 * There are unassigned players. …'), or the spec's fallback text for failures without one (network, 5xx).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return fallback;
}
