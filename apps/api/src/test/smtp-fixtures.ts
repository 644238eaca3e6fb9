import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { EMAIL_ACTION_PATH } from '@courtside/shared/schemas/email-action-messages';
import type { Database } from '../db/client';
import { OutboxWorker } from '../mail/outbox-worker';
import { smtpSender } from '../mail/smtp-sender';
// Queues a burst of real outbox rows (through real notifications), for the delivery tests and the benchmark.
export { queueNotificationEmails } from '../db/queries/bench-league';

export const SMTP_USER = 'courtside';
export const SMTP_PASSWORD = 'mail secret';

/** What the test's SMTP server answers to one message: taken, refused for now (4xx) or for good (5xx), or never. */
export type SmtpAnswer = 'accept' | { code: number; message: string } | 'stall';

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL would name it. */
  url: string;
  /** Every message the server took, parsed, in the order it took them. */
  received: ParsedMail[];
  /** How many messages it was handed, taken or not. */
  attempts(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), which checks the sign-in of SMTP_URL and
 * parses each message with `mailparser`. `answer` decides, per message in the order they arrive (0 first), what
 * it says; a stalled message never gets an answer, as from a server that hangs mid-send.
 */
export async function startSmtpServer(answer: (index: number) => SmtpAnswer = () => 'accept'): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let handed = 0;
  const server = new SMTPServer({
    // No TLS in a test: nodemailer would try STARTTLS and refuse the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    // A stalled message's connection is ended when the test closes the server, not 30 s later.
    closeTimeout: 50,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const reply = answer(handed++);
      simpleParser(stream)
        .then((mail) => {
          if (reply === 'stall') return;
          if (reply === 'accept') {
            received.push(mail);
            callback();
          } else callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    received,
    attempts: () => handed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The outbox id in a message's Message-ID (`<outbox-12@domain>`). */
export function outboxIdOf(mail: ParsedMail): number {
  const id = /^<outbox-(\d+)@/.exec(mail.messageId ?? '')?.[1];
  if (id === undefined) throw new Error(`not an outbox Message-ID: ${mail.messageId}`);
  return Number(id);
}

/** The public address the delivery tests' emails link to. */
export const MAIL_PUBLIC_URL = 'https://club.example';

/**
 * Sends every email queued in the outbox to the test's SMTP server, as the server's outbox worker would, and
 * returns once none is left; links in them start with MAIL_PUBLIC_URL.
 */
export async function deliverQueuedMail(db: Database, smtpUrl: string) {
  const worker = new OutboxWorker({
    db,
    sender: smtpSender(smtpUrl, 'Courtside <courtside@club.example>'),
    publicUrl: MAIL_PUBLIC_URL,
    messageIdDomain: 'club.example',
    log: { info: () => {}, warn: () => {} },
  });
  try {
    while ((await worker.drainOnce()) > 0);
  } finally {
    await worker.stop(100);
  }
}

/**
 * The one-tap token of the link after `label: ` in a delivered email's plain text. Throws when there is none, or
 * when the link is not a one-tap link of MAIL_PUBLIC_URL or is missing from the HTML part.
 */
export function oneTapTokenIn(mail: ParsedMail, label: string): string {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text ?? '')?.[1];
  if (!url) throw new Error(`no "${label}" link in:\n${mail.text}`);
  if (!url.startsWith(`${MAIL_PUBLIC_URL}${EMAIL_ACTION_PATH}?token=`)) throw new Error(`not a one-tap link: ${url}`);
  if (!String(mail.html).includes(`href="${url}"`)) throw new Error(`the HTML part does not carry ${url}`);
  return new URL(url).searchParams.get('token')!;
}

/** The delivered emails to one address whose subject matches, in the order they arrived. */
export function mailsTo(server: TestSmtpServer, address: string, subject: RegExp): ParsedMail[] {
  return server.received.filter(
    (mail) =>
      mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address && subject.test(mail.subject ?? ''),
  );
}
