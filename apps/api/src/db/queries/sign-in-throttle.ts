import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { authAttemptCounts } from '../schema';

export interface AttemptWindow {
  key: string;
  windowStart: Date;
}

/**
 * Counts one attempt in the key's window unless the window already holds `limit`: one statement, so processes
 * sharing the database can never let more than `limit` through between them. Returns the attempts the window
 * now holds, or null when the limit is reached (and nothing was counted).
 *
 * The table counts any key in fixed windows: sign-in and sign-up attempts (ADR 036), and availability writes
 * per account (ADR 059), each kind under a key prefix of its own.
 */
export async function reserveAttempt(
  db: Database,
  window: AttemptWindow,
  limit: number,
  now: Date,
): Promise<number | null> {
  const counted = await db
    .insert(authAttemptCounts)
    .values({ ...window, attempts: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [authAttemptCounts.key, authAttemptCounts.windowStart],
      set: { attempts: sql`${authAttemptCounts.attempts} + 1`, updatedAt: now },
      setWhere: sql`${authAttemptCounts.attempts} < ${limit}`,
    })
    .returning({ attempts: authAttemptCounts.attempts });
  return counted[0]?.attempts ?? null;
}

/** Gives back an attempt that turned out not to count (a successful sign-in, or one refused by another key). */
export async function releaseAttempt(db: Database, window: AttemptWindow, now: Date) {
  await db
    .update(authAttemptCounts)
    .set({ attempts: sql`greatest(${authAttemptCounts.attempts} - 1, 0)`, updatedAt: now })
    .where(and(eq(authAttemptCounts.key, window.key), eq(authAttemptCounts.windowStart, window.windowStart)));
}

/**
 * Windows of keys with this prefix that began before `windowStart` count for nothing any more (an indexed
 * delete). Limited to one kind of key: another kind may count in windows of another length, whose current
 * window can begin before this one's.
 */
export async function deleteAttemptCountsBefore(db: Database, keyPrefix: string, windowStart: Date) {
  await db
    .delete(authAttemptCounts)
    .where(and(lt(authAttemptCounts.windowStart, windowStart), like(authAttemptCounts.key, `${keyPrefix}%`)));
}

/** One key's earlier windows, as its first attempt in a new window finds them (a primary-key range delete). */
export async function deleteAttemptCountsOfKeyBefore(db: Database, key: string, windowStart: Date) {
  await db
    .delete(authAttemptCounts)
    .where(and(eq(authAttemptCounts.key, key), lt(authAttemptCounts.windowStart, windowStart)));
}
