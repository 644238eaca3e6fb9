import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { findUnusedOwnerCode, insertInviteCode } from './invite-codes';
import { insertPlayer } from './players';
import { countUsers, insertUser } from './users';

/** Any fixed number; it only has to be the same in every process. */
const FIRST_RUN_LOCK = 7_301_001;

export type FirstRunOutcome =
  { kind: 'not-first-run' } | { kind: 'owner-created'; email: string } | { kind: 'owner-code'; code: string };

/**
 * An empty database needs a way in. With owner credentials configured, the owner account is made;
 * otherwise a one-use code that makes its first user the owner is issued (or the one issued before).
 */
export async function prepareFirstRun(
  db: Database,
  options: { owner?: { email: string; passwordHash: string }; newCode: () => string },
): Promise<FirstRunOutcome> {
  return db.transaction(async (tx) => {
    // Two servers starting at once on one empty database must not both decide they are first.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
    if ((await countUsers(tx)) > 0) return { kind: 'not-first-run' };
    if (options.owner) {
      const owner = await insertUser(tx, {
        email: options.owner.email,
        passwordHash: options.owner.passwordHash,
        userType: 'owner',
        verified: true,
      });
      await insertPlayer(tx, { userId: owner.id, primaryPlayer: true, firstName: '', lastName: '' });
      return { kind: 'owner-created', email: owner.email };
    }
    const existing = await findUnusedOwnerCode(tx);
    const code = existing ?? (await insertInviteCode(tx, { code: options.newCode(), maxUses: 1, grantsOwner: true }));
    return { kind: 'owner-code', code: code.code };
  });
}
