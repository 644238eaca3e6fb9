import { isLeagueReadOnly } from '@courtside/shared/league/league-changes';
import type { Database } from '../client';
import { consumeInviteCode, findInviteCodeByCode, recordInviteCodeUse } from './invite-codes';
import { findInviteLinkByToken, linkState, takeInviteLinkUse } from './league-invites';
import { findUserByEmail, insertUser, type UserRow } from './users';

export type SignUpRefusal =
  | 'email_taken'
  | 'code_unknown'
  | 'code_disabled'
  | 'code_expired'
  | 'code_used_up'
  | 'link_invalid'
  | 'link_revoked'
  | 'link_used_up';

/** The account's own fields, whichever invitation lets it in. */
interface NewAccount {
  email: string;
  passwordHash: string;
  firstname: string | null;
  lastname: string | null;
}

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
  input: NewAccount & { inviteCode: string },
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

/**
 * Creates an account through a private league's invite link (issue 38, ADR 075), which stands in for the club's
 * invite code: the link must still admit someone (not revoked, not used up) and its league be private and not
 * finished. The new account's use of the link is counted in the same transaction, so a one-use link admits one
 * account, and the account's later join does not count it again. A link never makes an owner.
 */
export async function signUpWithLeagueLink(db: Database, input: NewAccount & { token: string }): Promise<SignUpResult> {
  try {
    const user = await db.transaction(async (tx) => {
      const found = await findInviteLinkByToken(tx, input.token);
      if (!found || found.league.publicVisible || isLeagueReadOnly(found.league.leagueStatus)) {
        throw new Refused('link_invalid');
      }
      const state = linkState(found.link);
      if (state !== 'usable') throw new Refused(state === 'revoked' ? 'link_revoked' : 'link_used_up');
      if (await findUserByEmail(tx, input.email)) throw new Refused('email_taken');
      const created = await insertUser(tx, {
        email: input.email,
        passwordHash: input.passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        userType: 'player',
        verified: false,
      });
      // Judged again on the link's row: of two sign-ups taking the last use at once, one gets it.
      const use = await takeInviteLinkUse(tx, found.link.id, created.id);
      if (use === 'revoked') throw new Refused('link_revoked');
      if (use === 'used-up') throw new Refused('link_used_up');
      return created;
    });
    return { ok: true, user };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}
