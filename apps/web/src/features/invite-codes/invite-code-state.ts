import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';

export type InviteCodeState = 'usable' | 'disabled' | 'expired' | 'used-up';

/** The badge of a code nobody can sign up with any more. */
export const inviteCodeStateLabels: Record<Exclude<InviteCodeState, 'usable'>, string> = {
  disabled: 'Disabled',
  expired: 'Expired',
  'used-up': 'Used up',
};

/**
 * Whether a code still admits anyone, and if not, why. When several reasons hold, the first in the server's
 * own order wins (disabled, then expired, then used up), so the badge names the same reason that a sign-up with
 * the code would be refused for. A code expires at its expires_at instant, as on the server.
 */
export function inviteCodeState(
  code: Pick<InviteCodeDto, 'disabled' | 'expires_at' | 'max_uses' | 'used_by'>,
  now: Date,
): InviteCodeState {
  if (code.disabled) return 'disabled';
  if (code.expires_at !== null && Date.parse(code.expires_at) <= now.getTime()) return 'expired';
  if (code.used_by.length >= code.max_uses) return 'used-up';
  return 'usable';
}
