import { LINK_REFUSALS, type LinkRefusal } from '@courtside/shared/schemas/account-recovery-messages';
import { isApiError } from '@/lib/api-client';

/** Why the server refused a mailed link (`reason` in its 400 answer), or undefined for any other failure. */
export function linkRefusalOf(error: unknown): LinkRefusal | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const reason = (error.body as { reason?: unknown } | undefined)?.reason;
  return LINK_REFUSALS.find((known) => known === reason);
}
