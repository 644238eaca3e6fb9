import type { OutboxMessageDto } from '@courtside/shared/schemas/outbox';
import type { OutboxListRow } from '../db/queries/outbox';

export function toOutboxMessageDto(row: OutboxListRow): OutboxMessageDto {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    run_at: row.runAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
