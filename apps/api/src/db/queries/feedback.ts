import { desc } from 'drizzle-orm';
import type { Database } from '../client';
import { feedback } from '../schema';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = Pick<typeof feedback.$inferInsert, 'userId' | 'email' | 'message' | 'pageUrl'>;

export async function insertFeedback(db: Database, values: NewFeedback) {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

/** Newest first; the id settles messages sent in the same instant. */
export async function listFeedback(db: Database) {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id));
}
