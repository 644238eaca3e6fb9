import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { prepareFirstRun } from '../db/queries/first-run';
import { generateInviteCode } from './invite-code-generator';
import { hashPassword } from './passwords';

export async function runFirstRunSetup(
  db: Database,
  owner: { email?: string; password?: string },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  const outcome = await prepareFirstRun(db, {
    owner:
      owner.email && owner.password
        ? { email: owner.email.trim().toLowerCase(), passwordHash: await hashPassword(owner.password) }
        : undefined,
    newCode: () => generateInviteCode(12),
  });
  if (outcome.kind === 'owner-created') log.info(`First run: created the owner account ${outcome.email}.`);
  if (outcome.kind === 'owner-code') {
    log.warn(`First run: no accounts yet. Sign up with invite code ${outcome.code} to become the owner.`);
  }
  return outcome;
}
