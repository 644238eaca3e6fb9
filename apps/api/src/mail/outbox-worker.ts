import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGE_KINDS, type AccountMessageKind } from '@courtside/shared/schemas/outbox';
import type { Database } from '../db/client';
import { loadAccountMessages, mintAccountToken, type AccountMessage } from '../db/queries/account-tokens';
import {
  claimDueMessages,
  loadNotificationMessages,
  markAttemptFailed,
  markSent,
  markSettledUnsent,
  type ClaimedMessage,
  type NotificationMessage,
  type RenderedMessage,
} from '../db/queries/outbox';
import { renderNotificationEmail } from './notification-email';
import { accountEmailContent, accountLinkPath, REDACTED_TOKEN } from './account-email-content';
import { notificationEmailContent, type NotificationEmailKind } from './notification-email-content';
import { isPermanentSmtpFailure, SMTP_CONNECTIONS, type MailSender } from './smtp-sender';

/** The worker's defaults (ADR 064); tests and the benchmark pass shorter ones. */
export const OUTBOX_DEFAULTS = {
  /** How often an idle worker looks for due messages: the most a message waits after its change committed. */
  pollMs: 1_000,
  /** Messages claimed at once: enough to keep every SMTP connection busy, few enough to send within the lease. */
  batchSize: SMTP_CONNECTIONS * 2,
  /**
   * How long a claim holds its messages. Far longer than a batch takes (each SMTP step times out in 20 s), so
   * another worker takes them only after a crash; then the message in flight may go out a second time.
   */
  leaseMs: 5 * 60_000,
  /** Attempts before a message is given up as failed: with the backoff below, about a day and a half. */
  maxAttempts: 10,
  /** The wait before the second attempt, doubled at each further one, at most six hours. */
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 3_600_000,
};

export const NO_SMTP_REASON = 'Not sent: no SMTP server is configured (SMTP_URL)';
export const GONE_REASON = 'Not sent: what it told of was removed before it went out';
export const LINK_VOID_REASON = 'Not sent: the link was used, replaced or ran out before it went out';

const isAccountKind = (kind: string): kind is AccountMessageKind =>
  (ACCOUNT_MESSAGE_KINDS as readonly string[]).includes(kind);

export interface OutboxWorkerLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  /** null: no SMTP server configured, so each message is kept unsent and logged in one line. */
  sender: MailSender | null;
  /** The site's address, for the links in the messages. */
  publicUrl: string;
  /** The domain of the Message-IDs: the sender's. */
  messageIdDomain: string;
  log: OutboxWorkerLog;
  /**
   * With no SMTP server, log a reset or confirmation link in the one-line log, so someone trying Courtside locally
   * can still follow it. Never in production, where the log is read by others than the account's owner (ADR 069).
   */
  logLinksWithoutSmtp?: boolean;
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/** The wait after failed attempt number `attempt` (1 for the first): exponential, capped. */
export function retryDelayMs(attempt: number, firstRetryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers the outbox's email (issue 35 item 6, ADR 064): claims due messages under a lease, renders each from
 * the database as it stands, sends it, and marks it sent, retried with backoff or failed. Any number of workers,
 * in one process or several, may run on one database: a claim skips the rows another holds, and every write
 * after it counts only while the lease is still this worker's.
 */
export class OutboxWorker {
  private readonly settings: Required<Omit<OutboxWorkerOptions, 'sender' | 'db' | 'log' | 'logLinksWithoutSmtp'>>;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private failing = false;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.settings = { ...OUTBOX_DEFAULTS, ...withoutUndefined(options) } as typeof this.settings;
  }

  /** Runs until stop(): a batch at a time while messages are due, then a look every pollMs. */
  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Takes no further batch and waits for the one in flight, at most `waitMs`: past that its messages stay
   * claimed, and go out again once their lease has run out, from this process after a restart or another one.
   */
  async stop(waitMs = 5_000) {
    this.running = false;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.loop, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    this.options.sender?.close();
  }

  private async run() {
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.drainOnce();
        if (this.failing) this.options.log.info('the outbox is reachable again; delivering mail');
        this.failing = false;
      } catch (error) {
        // The database is unreachable: said once, tried again at each poll.
        if (!this.failing) this.options.log.warn(`cannot read the outbox (${describe(error)}); trying again`);
        this.failing = true;
      }
      if (handled < this.settings.batchSize) await this.pause();
    }
  }

  private pause() {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.settings.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Claims one batch of due messages and delivers them; returns how many it claimed. */
  async drainOnce(): Promise<number> {
    const claimed = await claimDueMessages(this.options.db, {
      channel: 'email',
      limit: this.settings.batchSize,
      leaseMs: this.settings.leaseMs,
    });
    if (claimed.length === 0) return 0;
    const accountIds = claimed.filter((message) => isAccountKind(message.kind)).map((message) => message.id);
    const notificationIds = claimed.filter((message) => !isAccountKind(message.kind)).map((message) => message.id);
    const [notificationContexts, accountContexts] = await Promise.all([
      notificationIds.length > 0 ? loadNotificationMessages(this.options.db, notificationIds) : new Map(),
      loadAccountMessages(this.options.db, accountIds),
    ]);
    await Promise.all(
      claimed.map((message) =>
        isAccountKind(message.kind)
          ? this.deliverAccountMessage(message, message.kind, accountContexts.get(message.id))
          : this.deliver(message, notificationContexts.get(message.id)),
      ),
    );
    return claimed.length;
  }

  private async deliver(message: ClaimedMessage, context: NotificationMessage | undefined) {
    if (!context) {
      await this.settle(message, { status: 'canceled', reason: GONE_REASON });
      return;
    }
    const kind = message.kind as NotificationEmailKind;
    await this.send(message, async () => {
      const rendered = await renderNotificationEmail(notificationEmailContent(kind, context, this.options.publicUrl));
      return { rendered, kept: rendered };
    });
  }

  /**
   * A reset link, an email confirmation link, or the notice to the old address (ADR 069). A link's secret is made
   * here, at each attempt, and only its digest stored (mintAccountToken); the copy kept for the admins' list has
   * the secret removed, so the outbox page never shows a link that works.
   */
  private async deliverAccountMessage(
    message: ClaimedMessage,
    kind: AccountMessageKind,
    context: AccountMessage | undefined,
  ) {
    const { db, publicUrl } = this.options;
    if (!context || context.disabled) {
      await this.settle(message, { status: 'canceled', reason: GONE_REASON });
      return;
    }
    if (kind === 'email_change_notice') {
      await this.send(message, async () => {
        const rendered = await renderNotificationEmail(accountEmailContent(kind, context, publicUrl, REDACTED_TOKEN));
        return { rendered, kept: rendered };
      });
      return;
    }
    await this.send(message, async () => {
      const token = randomBytes(32).toString('base64url');
      if (!(await mintAccountToken(db, context.tokenId, createHash('sha256').update(token).digest('hex')))) {
        return null;
      }
      const [rendered, kept] = await Promise.all([
        renderNotificationEmail(accountEmailContent(kind, context, publicUrl, token)),
        renderNotificationEmail(accountEmailContent(kind, context, publicUrl, REDACTED_TOKEN)),
      ]);
      return { rendered, kept, link: new URL(accountLinkPath(kind, token), publicUrl).href };
    });
  }

  private async settle(message: ClaimedMessage, outcome: { status: 'canceled'; reason: string }) {
    try {
      await markSettledUnsent(this.options.db, message, outcome);
    } catch (error) {
      await this.attemptFailed(message, error, undefined).catch((markError: unknown) =>
        this.options.log.warn(`mail #${message.id}: could not record a failed attempt (${describe(markError)})`),
      );
    }
  }

  /**
   * Renders (prepare), sends and marks one message. `rendered` is what goes out, `kept` what the outbox keeps of
   * it (the same, but for a link's secret); prepare answers null when the message must not go out after all.
   */
  private async send(
    message: ClaimedMessage,
    prepare: () => Promise<{ rendered: RenderedMessage; kept: RenderedMessage; link?: string } | null>,
  ) {
    let kept: RenderedMessage | undefined;
    try {
      const { db, sender, log } = this.options;
      const prepared = await prepare();
      if (!prepared) {
        await markSettledUnsent(db, message, { status: 'canceled', reason: LINK_VOID_REASON });
        return;
      }
      const { rendered } = prepared;
      kept = prepared.kept;
      if (!sender) {
        if (await markSettledUnsent(db, message, { status: 'unsent', reason: NO_SMTP_REASON, rendered: kept })) {
          const link = prepared.link && this.options.logLinksWithoutSmtp ? `; link: ${prepared.link}` : '';
          log.info(`mail not sent, no SMTP_URL: #${message.id} to ${message.recipient}: ${rendered.subject}${link}`);
        } else this.leaseLost(message);
        return;
      }
      await sender.send({
        ...rendered,
        to: message.recipient,
        messageId: `<outbox-${message.id}@${this.options.messageIdDomain}>`,
      });
      if (!(await markSent(db, message, kept))) this.leaseLost(message);
    } catch (error) {
      // Rendering, sending or recording failed: tried again after the backoff, or given up after the last attempt.
      await this.attemptFailed(message, error, kept).catch((markError: unknown) =>
        this.options.log.warn(`mail #${message.id}: could not record a failed attempt (${describe(markError)})`),
      );
    }
  }

  private async attemptFailed(message: ClaimedMessage, error: unknown, rendered: RenderedMessage | undefined) {
    const final = isPermanentSmtpFailure(error) || message.attempts >= this.settings.maxAttempts;
    const retryInMs = final
      ? null
      : retryDelayMs(message.attempts, this.settings.firstRetryMs, this.settings.maxRetryMs);
    if (await markAttemptFailed(this.options.db, message, { error: describe(error), retryInMs, rendered })) {
      this.options.log.warn(
        `mail #${message.id} to ${message.recipient} not sent (attempt ${message.attempts}): ${describe(error)}; ` +
          (retryInMs === null ? 'given up' : `next attempt in ${Math.round(retryInMs / 1000)} s`),
      );
    }
  }

  private leaseLost(message: ClaimedMessage) {
    this.options.log.warn(`mail #${message.id}: its lease ran out before the worker was done with it`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
