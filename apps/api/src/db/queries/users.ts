import { and, asc, count, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { users } from '../schema';
import { lockRowsById } from './conditional-change';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Any account, deleted ones included: for explaining why a change was refused. */
export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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

/** Changes an active account only: a deleted one keeps the state it was deleted in. */
export async function updateUser(
  db: Database,
  id: number,
  changes: Partial<Pick<UserRow, 'firstname' | 'lastname' | 'email' | 'passwordHash'>>,
) {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), eq(users.disabledOrDeleted, false)))
    .returning();
  return row;
}

/**
 * Locks the accounts an admin action reads (the actor and the target), so that two admins acting on each
 * other at once are settled one after the other (ADR 024).
 */
export async function lockUsers(db: Database, ids: readonly number[]) {
  await lockRowsById(db, users, ids);
}

const ADMIN_TYPES = ['admin', 'owner'] as const;

/**
 * lockUsers for a rule about who else is in charge ("another admin remains"): also locks every active admin
 * and owner, in the same single id-ordered statement, so that no admin can leave while the rule is judged.
 * Admins are few and their removals rare, so serialising them costs nothing.
 */
export async function lockUsersAndAdmins(db: Database, ids: readonly number[]) {
  await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(inArray(users.id, [...ids]), and(eq(users.disabledOrDeleted, false), inArray(users.userType, ADMIN_TYPES))),
    )
    .orderBy(asc(users.id))
    .for('no key update');
}

/** The actor is still an active admin or owner: the precondition every admin action re-checks. */
function actorIsActiveAdmin(db: Database, actorId: number) {
  const actor = alias(users, 'actor');
  return exists(
    db
      .select({ one: sql`1` })
      .from(actor)
      .where(and(eq(actor.id, actorId), eq(actor.disabledOrDeleted, false), inArray(actor.userType, ADMIN_TYPES))),
  );
}

/**
 * Make Admin in one statement: only a plain, active player becomes admin, and only while the actor is an
 * active admin. Run it under lockUsers(actor, target) so the actor's state cannot change meanwhile; of
 * concurrent promotions exactly one gets a row back.
 */
export async function promotePlayerToAdmin(db: Database, { actorId, targetId }: { actorId: number; targetId: number }) {
  const [row] = await db
    .update(users)
    .set({ userType: 'admin' })
    .where(
      and(
        eq(users.id, targetId),
        eq(users.userType, 'player'),
        eq(users.disabledOrDeleted, false),
        actorIsActiveAdmin(db, actorId),
      ),
    )
    .returning();
  return row;
}

/**
 * Soft delete by an admin, in one statement holding every rule: the target is active, not an owner and not
 * the actor; the actor is still an active admin; and some other active admin or owner remains afterwards,
 * so the last one standing can never be removed, whatever the other rules come to say. Run it under
 * lockUsersAndAdmins(actor, target): two admins deleting each other then end with exactly one deleted, and
 * the "remains" test reads locked rows only. The row stays for history (invite code uses, past matches);
 * the account can no longer sign in.
 */
export async function softDeleteUserAsAdmin(
  db: Database,
  { actorId, targetId }: { actorId: number; targetId: number },
) {
  const remaining = alias(users, 'remaining');
  const [row] = await db
    .update(users)
    .set({ disabledOrDeleted: true })
    .where(
      and(
        eq(users.id, targetId),
        eq(users.disabledOrDeleted, false),
        ne(users.userType, 'owner'),
        ne(users.id, actorId),
        actorIsActiveAdmin(db, actorId),
        exists(
          db
            .select({ one: sql`1` })
            .from(remaining)
            .where(
              and(
                ne(remaining.id, targetId),
                eq(remaining.disabledOrDeleted, false),
                inArray(remaining.userType, ADMIN_TYPES),
              ),
            ),
        ),
      ),
    )
    .returning();
  return row;
}
