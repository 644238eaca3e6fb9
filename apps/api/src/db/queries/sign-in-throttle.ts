import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { authAttemptCounts } from '../schema';

export interface AttemptWindow {
  key: string;
  windowStart: Date;
}

/**
 * Counts one attempt in the key's window unless the window already holds `limit`: one statement, so processes
 * sharing the database can never let more than `limit` through between them. False means the limit is reached
 * (and nothing was counted).
 */
export async function reserveAttempt(db: Database, window: AttemptWindow, limit: number, now: Date) {
  const counted = await db
    .insert(authAttemptCounts)
    .values({ ...window, attempts: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [authAttemptCounts.key, authAttemptCounts.windowStart],
      set: { attempts: sql`${authAttemptCounts.attempts} + 1`, updatedAt: now },
      setWhere: sql`${authAttemptCounts.attempts} < ${limit}`,
    })
    .returning({ attempts: authAttemptCounts.attempts });
  return counted.length > 0;
}

/** Gives back an attempt that turned out not to count (a successful sign-in, or one refused by another key). */
export async function releaseAttempt(db: Database, window: AttemptWindow, now: Date) {
  await db
    .update(authAttemptCounts)
    .set({ attempts: sql`greatest(${authAttemptCounts.attempts} - 1, 0)`, updatedAt: now })
    .where(and(eq(authAttemptCounts.key, window.key), eq(authAttemptCounts.windowStart, window.windowStart)));
}

/** Windows that have ended count for nothing any more (an indexed delete). */
export async function deleteAttemptCountsBefore(db: Database, windowStart: Date) {
  await db.delete(authAttemptCounts).where(lt(authAttemptCounts.windowStart, windowStart));
}
