import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';
import type { listInviteCodesWithUses } from '../db/queries/invite-codes';

type InviteCodeWithUses = Awaited<ReturnType<typeof listInviteCodesWithUses>>[number];

export function toInviteCodeDto(row: InviteCodeWithUses): InviteCodeDto {
  return {
    id: row.id,
    code: row.code,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    disabled: row.disabled,
    max_uses: row.maxUses,
    used_by: row.uses.map((use) => ({ user_id: use.userId, email: use.email, used_at: use.usedAt.toISOString() })),
    created_at: row.createdAt.toISOString(),
  };
}
