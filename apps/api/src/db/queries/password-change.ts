import type { Database } from '../client';
import { deleteCalendarFeed } from './calendar-feeds';
import { updateUser } from './users';

/**
 * Gives an active account a new password and turns its private calendar address off, in one transaction. The
 * address is a credential of its own (ADR 029): whoever knew the old password may have copied it, and a
 * password change or an owner's reset is how a user shuts someone out. Undefined when the account is gone.
 */
export async function replacePassword(db: Database, userId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
    const updated = await updateUser(tx, userId, { passwordHash });
    if (updated) await deleteCalendarFeed(tx, userId);
    return updated;
  });
}
