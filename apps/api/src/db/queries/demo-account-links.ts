import { EMAIL_CHANGE_LINK_HOURS, RESET_LINK_HOURS } from '@courtside/shared/schemas/account-recovery-messages';
import type { Database } from '../client';
import { requestEmailChange, requestPasswordReset } from './account-tokens';
import { findUserByEmail } from './users';

// The demo club's account links (issue 35 item 5, ADR 069): one player waits for a new email to be confirmed (the
// profile shows it, with Cancel change), and another asked for a reset link, so the outbox lists both kinds of
// message with their links removed from the kept copy.

/** Queues both requests as the app would; the seed's outbox step then renders them. Returns how many it queued. */
export async function seedDemoAccountLinks(
  db: Database,
  options: { changingEmail: string; newEmail: string; forgettingEmail: string },
) {
  let queued = 0;
  const changing = await findUserByEmail(db, options.changingEmail);
  if (changing && !(await findUserByEmail(db, options.newEmail))) {
    await requestEmailChange(db, changing, options.newEmail, EMAIL_CHANGE_LINK_HOURS);
    queued += 2;
  }
  if (await requestPasswordReset(db, options.forgettingEmail, RESET_LINK_HOURS)) queued += 1;
  return queued;
}
