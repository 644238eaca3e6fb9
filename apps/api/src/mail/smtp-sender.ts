import { createTransport } from 'nodemailer';
import type { RenderedMessage } from '../db/queries/outbox';

/** One message handed to the SMTP server. */
export interface OutgoingEmail extends RenderedMessage {
  to: string;
  /** The same for every attempt at one outbox row, so a mail app can drop a repeat after a crash (ADR 064). */
  messageId: string;
  /**
   * The one-click unsubscribe address (RFC 8058, ADR 067): sent as List-Unsubscribe with List-Unsubscribe-Post,
   * so a mail app can offer its own Unsubscribe button and post to it.
   */
  unsubscribeUrl?: string;
}

export interface MailSender {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** How long the SMTP server may take at each step before the attempt fails and is tried again later. */
const SMTP_TIMEOUT_MS = 20_000;
/** Connections kept open to the SMTP server: messages go out side by side, a handful at a time. */
export const SMTP_CONNECTIONS = 5;

/**
 * Sends through the SMTP server at `url` (smtp:// or smtps://, with the user and password in it) from `from`,
 * over a small pool of connections reused from message to message.
 */
export function smtpSender(url: string, from: string): MailSender {
  const transport = createTransport(
    {
      url,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send(email) {
      await transport.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        ...(email.unsubscribeUrl && {
          list: { unsubscribe: email.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Whether an SMTP failure is final: a 5xx reply refuses this message for good (no such mailbox, rejected
 * sender), where a 4xx reply, a refused connection or a timeout may pass on a later attempt.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
