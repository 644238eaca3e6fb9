import type { FeedbackDto } from '@courtside/shared/schemas/feedback';
import type { FeedbackRow } from '../db/queries/feedback';

export function toFeedbackDto(row: FeedbackRow): FeedbackDto {
  return {
    id: row.id,
    email: row.email,
    message: row.message,
    page_url: row.pageUrl,
    created_at: row.createdAt.toISOString(),
  };
}
