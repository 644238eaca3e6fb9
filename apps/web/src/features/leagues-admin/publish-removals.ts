import type { BoardRemovals } from '@courtside/shared/league/board-changes';
import { isApiError } from '@/lib/api-client';

/** Said under the server's summary before an admin confirms a publish that takes matches or places away. */
export const PUBLISH_REMOVALS_NOTE =
  'A player who leaves a division loses their unplayed matches there, booked ones included; played matches stay. ' +
  'A player who joins one gets matches against its members.';

/**
 * What a refused publish would have removed, when that is why it was refused (ADR 026); null for any other
 * failure, which is reported as it is.
 */
export function removalsOf(error: unknown): BoardRemovals | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const removals = (error.body as { removals?: unknown } | undefined)?.removals;
  return typeof removals === 'object' && removals !== null ? (removals as BoardRemovals) : null;
}
