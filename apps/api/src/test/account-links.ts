import type { FastifyInstance } from 'fastify';
import { OutboxWorker } from '../mail/outbox-worker';

export interface MailedLink {
  recipient: string;
  /** The page the link opens: /reset-password or /confirm-email. */
  path: string;
  token: string;
}

/**
 * Delivers every queued message as a local run without SMTP does, and returns the account links it logged: the
 * real worker makes each link's secret and stores its digest, so a test follows a link exactly as a reader would.
 */
export async function deliverAndReadLinks(app: FastifyInstance): Promise<MailedLink[]> {
  const lines: string[] = [];
  const worker = new OutboxWorker({
    db: app.db,
    sender: null,
    publicUrl: 'https://club.example',
    messageIdDomain: 'club.example',
    log: { info: (line) => lines.push(line), warn: (line) => lines.push(line) },
    logLinksWithoutSmtp: true,
  });
  while ((await worker.drainOnce()) > 0);
  return lines.flatMap((line) => {
    const found = / to (\S+): .*; link: (\S+)$/.exec(line);
    if (!found) return [];
    const url = new URL(found[2]!);
    return [{ recipient: found[1]!, path: url.pathname, token: url.searchParams.get('token')! }];
  });
}

/** The one link mailed to `recipient` by the delivery just made. */
export async function linkMailedTo(app: FastifyInstance, recipient: string): Promise<MailedLink> {
  const links = (await deliverAndReadLinks(app)).filter((link) => link.recipient === recipient);
  if (links.length !== 1) throw new Error(`expected one link mailed to ${recipient}, found ${links.length}`);
  return links[0]!;
}
