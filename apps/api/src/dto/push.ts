import type { PushSubscriptionDto } from '@courtside/shared/schemas/push';
import type { PushSubscriptionRow } from '../db/queries/push';

/** Never the keys: they are only for encrypting to the device. */
export function toPushSubscriptionDto(row: PushSubscriptionRow): PushSubscriptionDto {
  return {
    id: row.id,
    endpoint: row.endpoint,
    label: row.userAgentLabel,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt ? row.lastSuccessAt.toISOString() : null,
  };
}
