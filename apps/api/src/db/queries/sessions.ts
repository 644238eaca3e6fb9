import { and, eq, getTableName, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { sessions, users } from '../schema';

export async function insertSession(
  db: Database,
  session: { tokenHash: string; userId: number; persistent: boolean; expiresAt: Date },
) {
  await db.insert(sessions).values(session);
}

/**
 * The tables findSessionUser reads: a change to either may end a session or change its user, so on PostgreSQL
 * their change notifications empty every process's session cache (db/client.ts, ADR 043).
 */
export const SESSION_TABLES: ReadonlySet<string> = new Set([getTableName(sessions), getTableName(users)]);

/**
 * The signed-in user behind a session and when the session ends, unless the session expired or the account
 * was disabled.
 */
export async function findSessionUser(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.disabledOrDeleted, false)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Database, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteOtherSessionsOfUser(db: Database, userId: number, keepTokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
