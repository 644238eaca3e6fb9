import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test's process, for a spec whose server sends mail (SMTP_URL points here): it takes
 * every message, parses it with mailparser, and lets the spec wait for the one it expects.
 */
export interface Mailbox {
  /** smtp://host:port, as SMTP_URL names it. */
  url: string;
  /** Resolves with the first message to `address` whose subject matches, once it has arrived. */
  waitFor(address: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiting) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (address: string, subject: RegExp) =>
    received.find(
      (mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === address && subject.test(mail.subject ?? ''),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor(address, subject, timeoutMs = 30_000) {
      return new Promise<ParsedMail>((resolve, reject) => {
        const check = () => {
          const mail = find(address, subject);
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${address} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
