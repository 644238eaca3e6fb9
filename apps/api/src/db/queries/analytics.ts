import { and, desc, eq, min, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { analyticsEvents, users } from '../schema';

export type NewAnalyticsEvent = Pick<
  typeof analyticsEvents.$inferInsert,
  'eventType' | 'tag' | 'page' | 'userId' | 'occurredAt' | 'metadata'
>;

/**
 * Stores a batch in one statement: the statement-level trigger (migration 0005) then adds the whole batch to
 * the daily rollups at once, so a batch is counted whole or not at all.
 */
export async function insertAnalyticsEvents(db: Database, events: readonly NewAnalyticsEvent[]) {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values([...events]);
}

export interface RecentEventsFilter {
  limit: number;
  tag?: string;
  userId?: number;
}

/** The newest events first, read backwards along an (…, occurred_at) index, with their user's email. */
export async function listRecentEvents(db: Database, filter: RecentEventsFilter) {
  const conditions: SQL[] = [];
  if (filter.tag !== undefined) conditions.push(eq(analyticsEvents.tag, filter.tag));
  if (filter.userId !== undefined) conditions.push(eq(analyticsEvents.userId, filter.userId));
  return db
    .select({ event: analyticsEvents, userEmail: users.email, userRemoved: users.disabledOrDeleted })
    .from(analyticsEvents)
    .leftJoin(users, eq(users.id, analyticsEvents.userId))
    .where(and(...conditions))
    .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
    .limit(filter.limit);
}

export type RecentEventRow = Awaited<ReturnType<typeof listRecentEvents>>[number];

/** When the oldest stored event happened (an index end point), or null when none is stored. */
export async function findOldestEventTime(db: Database): Promise<Date | null> {
  const [row] = await db.select({ oldest: min(analyticsEvents.occurredAt) }).from(analyticsEvents);
  return row?.oldest ?? null;
}
