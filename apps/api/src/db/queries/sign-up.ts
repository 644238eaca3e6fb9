import type { Database } from '../client';
import { consumeInviteCode, findInviteCodeByCode, recordInviteCodeUse } from './invite-codes';
import { findUserByEmail, insertUser, type UserRow } from './users';

export type SignUpRefusal = 'email_taken' | 'code_unknown' | 'code_disabled' | 'code_expired' | 'code_used_up';

export type SignUpResult = { ok: true; user: UserRow } | { ok: false; reason: SignUpRefusal };

class Refused extends Error {
  constructor(readonly reason: SignUpRefusal) {
    super(reason);
  }
}

/**
 * Creates an account and takes one use of its invite code in one transaction: if anything fails, the
 * code's use is given back and no half-made account is left behind. A bad code is refused before a taken email.
 */
export async function signUpWithInviteCode(
  db: Database,
  input: { email: string; passwordHash: string; firstname: string | null; lastname: string | null; inviteCode: string },
  now: Date,
): Promise<SignUpResult> {
  try {
    const user = await db.transaction(async (tx) => {
      // The code first: whoever lacks a valid code learns nothing about which emails have accounts.
      const code = await consumeInviteCode(tx, input.inviteCode, now);
      if (!code) throw new Refused(await whyCodeIsUnusable(tx, input.inviteCode, now));
      // Taken: the transaction rolls back, and the code's use with it.
      if (await findUserByEmail(tx, input.email)) throw new Refused('email_taken');
      const created = await insertUser(tx, {
        email: input.email,
        passwordHash: input.passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        userType: code.grantsOwner ? 'owner' : 'player',
        verified: code.grantsOwner,
      });
      await recordInviteCodeUse(tx, code.id, created.id);
      return created;
    });
    return { ok: true, user };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

async function whyCodeIsUnusable(db: Database, code: string, now: Date): Promise<SignUpRefusal> {
  const row = await findInviteCodeByCode(db, code);
  if (!row) return 'code_unknown';
  if (row.disabled) return 'code_disabled';
  if (row.expiresAt && row.expiresAt <= now) return 'code_expired';
  return 'code_used_up';
}
