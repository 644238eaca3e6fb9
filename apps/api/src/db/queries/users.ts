import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Active accounts only: a deleted user is gone as far as every caller is concerned. */
export async function findActiveUserById(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.disabledOrDeleted, false)))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function listActiveUsers(db: Database) {
  return db.select().from(users).where(eq(users.disabledOrDeleted, false)).orderBy(asc(users.id));
}

export async function countUsers(db: Database) {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export async function updateUser(
  db: Database,
  id: number,
  changes: Partial<Pick<UserRow, 'firstname' | 'lastname' | 'email' | 'userType' | 'passwordHash'>>,
) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Promotes only a plain player, so a concurrent promotion or an owner can never be rewritten. */
export async function promotePlayerToAdmin(db: Database, id: number) {
  const [row] = await db
    .update(users)
    .set({ userType: 'admin' })
    .where(and(eq(users.id, id), eq(users.userType, 'player'), eq(users.disabledOrDeleted, false)))
    .returning();
  return row;
}

/** Soft delete: the row stays for history (invite code uses, past matches); the account can no longer sign in. */
export async function softDeleteUser(db: Database, id: number) {
  const [row] = await db
    .update(users)
    .set({ disabledOrDeleted: true })
    .where(and(eq(users.id, id), eq(users.disabledOrDeleted, false)))
    .returning();
  return row;
}
