import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { prepareFirstRun } from '../db/queries/first-run';
import { generateInviteCode } from './invite-code-generator';
import { hashPassword } from './passwords';

/** Where the owner code is shown besides the log: the address people open, and how to print. */
export interface FirstRunBanner {
  url: string;
  /** The server passes stdout; tests pass a collector so nothing is printed. */
  write(text: string): void;
}

export async function runFirstRunSetup(
  db: Database,
  owner: { email?: string; password?: string },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  banner: FirstRunBanner,
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
    // A JSON log line is easy to miss among the others, and it is the only way in to a new install.
    banner.write(firstRunBannerText(banner.url, outcome.code));
  }
  return outcome;
}

/** The framed first-run notice, in plain text so it reads the same in any terminal or log viewer. */
export function firstRunBannerText(url: string, code: string): string {
  const lines = [
    'Courtside first run: there are no accounts yet.',
    '',
    `Open ${url} in a browser, choose Join Now`,
    `and sign up with invite code ${code} to become the owner.`,
    '',
    'Until someone signs up with it, this code is shown at every start.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '='.repeat(width);
  return ['', rule, ...lines.map((line) => (line ? `  ${line}` : '')), rule, '', ''].join('\n');
}
