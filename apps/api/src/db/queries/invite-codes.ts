import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { inviteCodeUses, inviteCodes, users } from '../schema';

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

/**
 * Takes one use of a code if it is still usable. A single conditional UPDATE: PostgreSQL re-checks the
 * condition on the locked row, so of many concurrent sign-ups racing for the last use exactly one wins.
 */
export async function consumeInviteCode(db: Database, code: string, now: Date) {
  const [row] = await db
    .update(inviteCodes)
    .set({ useCount: sql`${inviteCodes.useCount} + 1` })
    .where(
      and(
        eq(inviteCodes.code, code),
        eq(inviteCodes.disabled, false),
        lt(inviteCodes.useCount, inviteCodes.maxUses),
        or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
      ),
    )
    .returning();
  return row;
}

export async function recordInviteCodeUse(db: Database, inviteCodeId: number, userId: number) {
  await db.insert(inviteCodeUses).values({ inviteCodeId, userId });
}

export async function findInviteCodeByCode(db: Database, code: string) {
  const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, code)).limit(1);
  return row;
}

export async function findInviteCodeById(db: Database, id: number) {
  const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.id, id)).limit(1);
  return row;
}

export async function insertInviteCode(db: Database, code: typeof inviteCodes.$inferInsert) {
  const [row] = await db.insert(inviteCodes).values(code).returning();
  return row!;
}

/** An owner-granting code nobody has used yet: the first-run code, reprinted if the server restarts. */
export async function findUnusedOwnerCode(db: Database) {
  const [row] = await db
    .select()
    .from(inviteCodes)
    .where(and(eq(inviteCodes.grantsOwner, true), eq(inviteCodes.useCount, 0), eq(inviteCodes.disabled, false)))
    .limit(1);
  return row;
}

export async function listInviteCodesWithUses(db: Database) {
  const codes = await db.select().from(inviteCodes).orderBy(asc(inviteCodes.id));
  const uses = await db
    .select({
      inviteCodeId: inviteCodeUses.inviteCodeId,
      userId: inviteCodeUses.userId,
      email: users.email,
      usedAt: inviteCodeUses.usedAt,
    })
    .from(inviteCodeUses)
    .leftJoin(users, eq(users.id, inviteCodeUses.userId))
    .orderBy(asc(inviteCodeUses.id));
  const usesByCode = new Map<number, typeof uses>();
  for (const use of uses) usesByCode.set(use.inviteCodeId, [...(usesByCode.get(use.inviteCodeId) ?? []), use]);
  return codes.map((code) => ({ ...code, uses: usesByCode.get(code.id) ?? [] }));
}

/** Disabling is one way and happens once: only an enabled code changes, so of concurrent calls one wins. */
export async function disableInviteCode(db: Database, id: number) {
  const [row] = await db
    .update(inviteCodes)
    .set({ disabled: true })
    .where(and(eq(inviteCodes.id, id), eq(inviteCodes.disabled, false)))
    .returning();
  return row;
}

export async function deleteInviteCode(db: Database, id: number) {
  const [row] = await db.delete(inviteCodes).where(eq(inviteCodes.id, id)).returning({ id: inviteCodes.id });
  return row;
}
