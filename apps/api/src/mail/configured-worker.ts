import type { Database } from '../db/client';
import type { Env } from '../env';
import { vapidSubject } from '../push/vapid-subject';
import { OutboxWorker, type OutboxWorkerLog } from './outbox-worker';
import { smtpSender } from './smtp-sender';

/** The domain of MAIL_FROM's address, for Message-IDs: "Courtside <club@example.org>" gives example.org. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * The delivery worker the settings ask for: email through SMTP_URL, or kept unsent without one; push through the
 * devices' push services.
 */
export function configuredOutboxWorker(
  db: Database,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'> & Partial<Pick<Env, 'NODE_ENV'>>,
  log: OutboxWorkerLog,
) {
  return new OutboxWorker({
    db,
    sender: env.SMTP_URL ? smtpSender(env.SMTP_URL, env.MAIL_FROM) : null,
    publicUrl: env.PUBLIC_URL,
    messageIdDomain: senderDomain(env.MAIL_FROM),
    pushSubject: vapidSubject({ mailFrom: env.MAIL_FROM, publicUrl: env.PUBLIC_URL }),
    log,
    // A newcomer trying Courtside without SMTP can still follow a reset link; production never logs one (ADR 069).
    logLinksWithoutSmtp: !env.SMTP_URL && env.NODE_ENV !== undefined && env.NODE_ENV !== 'production',
  });
}
