import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AccountMessageKind } from '@courtside/shared/schemas/outbox';
import type { Database } from '../client';
import { accountTokens, outbox, users } from '../schema';
import { deleteCalendarFeed } from './calendar-feeds';
import { deleteSessionsOfUser } from './sessions';

// Mailed account links (issue 35 item 5, ADR 069): a password reset and the confirmation of a new email address.
// Each request writes the link's row and its messages in one transaction, so a message exists exactly when its
// link does; the outbox worker makes the link's secret as it sends (mintAccountToken).

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const HOUR_MS = 3_600_000;

/** Links of this purpose that could still be followed (or are still to be sent). */
const openTokensOf = (userId: number, purpose: AccountTokenPurpose) =>
  and(
    eq(accountTokens.userId, userId),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** Ends the account's open links of a purpose: a newer request makes the older links void. */
async function expireOpenTokens(db: Database, userId: number, purposes: readonly AccountTokenPurpose[]) {
  await db
    .update(accountTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
}

/**
 * Forgets links that ran out a month ago or more, as new ones are made. Until then a late click still hears that
 * its link expired rather than that it never existed; an outbox message of a forgotten link is not sent.
 */
async function forgetLongExpiredTokens(db: Database) {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - interval '30 days'`));
}

async function queueAccountMessage(
  db: Database,
  message: { kind: AccountMessageKind; userId: number; recipient: string; tokenId: number },
) {
  await db.insert(outbox).values({
    channel: 'email',
    kind: message.kind,
    userId: message.userId,
    recipient: message.recipient,
    payload: { tokenId: message.tokenId },
    dedupeKey: `account-token:${message.tokenId}:${message.kind}`,
  });
}

/**
 * A reset link for the active account with this email, if there is one: the link's row and its message in one
 * transaction, older reset links void. Nothing at all for an unknown, disabled or deleted account. Returns whether
 * a message was queued, for tests only: the route answers alike either way.
 */
export async function requestPasswordReset(db: Database, email: string, validHours: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.email, email), eq(users.disabledOrDeleted, false)))
      // Two requests at once for one account: the second waits, then voids the first one's link.
      .for('update');
    if (!user) return false;
    await forgetLongExpiredTokens(tx);
    await expireOpenTokens(tx, user.id, ['password_reset']);
    const [token] = await tx
      .insert(accountTokens)
      .values({
        purpose: 'password_reset',
        userId: user.id,
        expiresAt: new Date(Date.now() + validHours * HOUR_MS),
      })
      .returning({ id: accountTokens.id });
    await queueAccountMessage(tx, {
      kind: 'password_reset',
      userId: user.id,
      recipient: user.email,
      tokenId: token!.id,
    });
    return true;
  });
}

/**
 * A change of email waiting for the new address to confirm it: the link to the new address and a notice to the
 * current one, in one transaction; an earlier pending change is void.
 */
export async function requestEmailChange(
  db: Database,
  user: { id: number; email: string },
  newEmail: string,
  validHours: number,
) {
  await db.transaction(async (tx) => {
    await forgetLongExpiredTokens(tx);
    await expireOpenTokens(tx, user.id, ['email_change']);
    const [token] = await tx
      .insert(accountTokens)
      .values({
        purpose: 'email_change',
        userId: user.id,
        newEmail,
        expiresAt: new Date(Date.now() + validHours * HOUR_MS),
      })
      .returning({ id: accountTokens.id });
    await queueAccountMessage(tx, {
      kind: 'email_change_confirm',
      userId: user.id,
      recipient: newEmail,
      tokenId: token!.id,
    });
    await queueAccountMessage(tx, {
      kind: 'email_change_notice',
      userId: user.id,
      recipient: user.email,
      tokenId: token!.id,
    });
  });
}

/** The email change of an account waiting for confirmation, the newest if several were asked for. */
export async function findPendingEmailChange(db: Database, userId: number) {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(openTokensOf(userId, 'email_change'))
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return row && row.newEmail !== null ? { newEmail: row.newEmail, expiresAt: row.expiresAt } : undefined;
}

export async function cancelEmailChange(db: Database, userId: number) {
  await expireOpenTokens(db, userId, ['email_change']);
}

/**
 * Gives a link its secret, as the worker sends it: only the digest is kept, and only while the link may still be
 * followed. A retried send makes a new secret, so the link of an attempt that never arrived counts for nothing.
 * Undefined when the link was used, replaced or ran out before it went out: the message is then not sent.
 */
export async function mintAccountToken(db: Database, tokenId: number, tokenHash: string) {
  const [row] = await db
    .update(accountTokens)
    .set({ tokenHash })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ id: accountTokens.id });
  return row;
}

/** Why a link no longer works: never made (or mistyped), already followed, or past its time (or replaced). */
export type LinkRefusal = 'unknown' | 'used' | 'expired';

async function explainRefusal(db: Database, purpose: AccountTokenPurpose, tokenHash: string): Promise<LinkRefusal> {
  const [row] = await db
    .select({ usedAt: accountTokens.usedAt, disabled: users.disabledOrDeleted })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  if (!row || row.disabled) return 'unknown';
  return row.usedAt ? 'used' : 'expired';
}

/**
 * Marks a link used, if it still works: one conditional update, so of two submits of one link exactly one gets
 * the row (the other waits on its lock, then finds it used). Run inside the transaction that acts on the link.
 */
async function takeToken(db: Database, purpose: AccountTokenPurpose, tokenHash: string) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row;
}

/** Thrown inside a transaction to roll it back: the account behind a working link was disabled or deleted. */
class AccountGone extends Error {}

/**
 * Follows a reset link: in one transaction the link is used, the password replaced, every session of the account
 * ended, the private calendar address turned off (ADR 029) and every other open link of the account voided
 * (a pending email change too: whoever needed the reset may not have asked for it).
 */
export async function resetPasswordWithToken(
  db: Database,
  tokenHash: string,
  passwordHash: string,
): Promise<{ ok: true; userId: number } | { ok: false; reason: LinkRefusal }> {
  try {
    return await db.transaction(async (tx) => {
      const token = await takeToken(tx, 'password_reset', tokenHash);
      if (!token) return { ok: false as const, reason: await explainRefusal(tx, 'password_reset', tokenHash) };
      const [updated] = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, token.userId), eq(users.disabledOrDeleted, false)))
        .returning({ id: users.id });
      if (!updated) throw new AccountGone();
      await deleteSessionsOfUser(tx, token.userId);
      await deleteCalendarFeed(tx, token.userId);
      await expireOpenTokens(tx, token.userId, ['password_reset', 'email_change']);
      return { ok: true as const, userId: token.userId };
    });
  } catch (error) {
    if (error instanceof AccountGone) return { ok: false, reason: 'unknown' };
    throw error;
  }
}

/**
 * Follows an email confirmation link: the link is used and the account's email becomes the new address, in one
 * transaction. The address must still be free: the unique index on users.email refuses it otherwise, and the
 * transaction (the link's use included) rolls back, so the caller answers 409.
 */
export async function confirmEmailWithToken(
  db: Database,
  tokenHash: string,
): Promise<{ ok: true; userId: number; email: string } | { ok: false; reason: LinkRefusal }> {
  try {
    return await db.transaction(async (tx) => {
      const token = await takeToken(tx, 'email_change', tokenHash);
      if (!token) return { ok: false as const, reason: await explainRefusal(tx, 'email_change', tokenHash) };
      const [updated] = await tx
        .update(users)
        .set({ email: token.newEmail! })
        .where(and(eq(users.id, token.userId), eq(users.disabledOrDeleted, false)))
        .returning({ id: users.id, email: users.email });
      if (!updated) throw new AccountGone();
      return { ok: true as const, userId: updated.id, email: updated.email };
    });
  } catch (error) {
    if (error instanceof AccountGone) return { ok: false, reason: 'unknown' };
    throw error;
  }
}

/**
 * What the worker renders an account message from, by outbox id: the link's row and its account, as they stand.
 * A message whose link or account is gone has no entry.
 */
export async function loadAccountMessages(db: Database, outboxIds: readonly number[]) {
  if (outboxIds.length === 0) return new Map<number, AccountMessage>();
  const rows = await db
    .select({
      outboxId: outbox.id,
      tokenId: accountTokens.id,
      newEmail: accountTokens.newEmail,
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
      firstname: users.firstname,
      currentEmail: users.email,
      disabled: users.disabledOrDeleted,
    })
    .from(outbox)
    .innerJoin(accountTokens, eq(accountTokens.id, sql`(${outbox.payload} ->> 'tokenId')::integer`))
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(inArray(outbox.id, [...outboxIds]));
  return new Map(rows.map((row) => [row.outboxId, row]));
}
export interface AccountMessage {
  outboxId: number;
  tokenId: number;
  newEmail: string | null;
  usedAt: Date | null;
  expiresAt: Date;
  firstname: string | null;
  currentEmail: string;
  disabled: boolean;
}
