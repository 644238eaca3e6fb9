import { createHash, randomBytes } from 'node:crypto';
import { MESSAGE_KINDS, type MessageKind } from '@courtside/shared/schemas/message-preferences';
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
import { BackgroundLoop } from '../lib/background-loop';
import { signingKey } from '../lib/signed-token';
import { notificationPushContent } from '../push/notification-push-content';
import { sendPushToUser, type PushSendResult } from '../push/send-push';
import { PLACEHOLDER_VAPID_SUBJECT } from '../push/vapid-subject';
import { nudgeOpponents } from '../reminders/nudge-opponents';
import { accountEmailContent, accountLinkPath, REDACTED_TOKEN } from './account-email-content';
import { renderNotificationEmail } from './notification-email';
import { notificationEmailContent, type EmailExtras, type NotificationEmailKind } from './notification-email-content';
import { oneTapActionsFor } from './one-tap-links';
import { isPermanentSmtpFailure, SMTP_CONNECTIONS, type MailSender } from './smtp-sender';
import { unsubscribeToken, unsubscribeUrls } from './unsubscribe-link';

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
export const NO_DEVICE_REASON = 'Not sent: the player has no device with notifications on';
/** The payload key of a push's devices still to reach after an attempt that reached only some. */
export const RETRY_SUBSCRIPTIONS_KEY = 'retrySubscriptionIds';
/** The payload key of how many devices earlier attempts reached. */
export const REACHED_KEY = 'reachedDevices';
export const NOTHING_TO_NUDGE_REASON = 'Not sent: every opponent has a match played or scheduled by now';
export const LINK_VOID_REASON = 'Not sent: the link was used, replaced or ran out before it went out';

const isAccountKind = (kind: string): kind is AccountMessageKind =>
  (ACCOUNT_MESSAGE_KINDS as readonly string[]).includes(kind);

/** An email ready to send: what goes out, what the outbox keeps of it, and what its headers need. */
interface PreparedEmail {
  rendered: RenderedMessage;
  kept: RenderedMessage;
  /** A reset or confirmation link, for the one-line log when no SMTP server is configured (ADR 069). */
  link?: string;
  /** The one-click unsubscribe address of List-Unsubscribe (ADR 067). */
  unsubscribeUrl?: string | undefined;
}

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
  /** Who runs this server, in every push request (RFC 8292, vapidSubject(env)); a local placeholder when omitted. */
  pushSubject?: string;
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
  private readonly pushSubject: string;
  private readonly loop: BackgroundLoop;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.settings = { ...OUTBOX_DEFAULTS, ...withoutUndefined(options) } as typeof this.settings;
    this.pushSubject = options.pushSubject ?? PLACEHOLDER_VAPID_SUBJECT;
    this.loop = new BackgroundLoop({
      // A full batch means more may be due: the next one is claimed at once.
      round: async () => (await this.drainOnce()) >= this.settings.batchSize,
      pauseMs: this.settings.pollMs,
      // The database is unreachable: tried again at each poll.
      onFailing: (error) => options.log.warn(`cannot read the outbox (${describe(error)}); trying again`),
      onRecovered: () => options.log.info('the outbox is reachable again; delivering mail'),
    });
  }

  /** Runs until stop(): a batch at a time while messages are due, then a look every pollMs. */
  start() {
    this.loop.start();
  }

  /**
   * Takes no further batch and waits for the one in flight, at most `waitMs`: past that its messages stay
   * claimed, and go out again once their lease has run out, from this process after a restart or another one.
   */
  async stop(waitMs = 5_000) {
    await this.loop.stop(waitMs);
    this.options.sender?.close();
  }

  /** Claims one batch of due messages and delivers them; returns how many it claimed. */
  async drainOnce(): Promise<number> {
    const claimed = await claimDueMessages(this.options.db, {
      channels: ['email', 'push'],
      limit: this.settings.batchSize,
      leaseMs: this.settings.leaseMs,
    });
    if (claimed.length === 0) return 0;
    const accountIds = claimed.filter((message) => isAccountKind(message.kind)).map((message) => message.id);
    const notificationIds = claimed.filter((message) => !isAccountKind(message.kind)).map((message) => message.id);
    const [contexts, accountContexts] = await Promise.all([
      notificationIds.length > 0 ? loadNotificationMessages(this.options.db, notificationIds) : new Map(),
      loadAccountMessages(this.options.db, accountIds),
    ]);
    await Promise.all(
      claimed.map((message) => {
        if (isAccountKind(message.kind)) {
          return this.deliverAccountMessage(message, message.kind, accountContexts.get(message.id));
        }
        return message.channel === 'push'
          ? this.deliverPush(message, contexts.get(message.id))
          : this.deliver(message, contexts.get(message.id));
      }),
    );
    return claimed.length;
  }

  /** The reader's page and one-click address that turn this kind of email off, when they can choose it. */
  private async unsubscribeUrlsOf(message: ClaimedMessage) {
    if (message.userId === null || !(MESSAGE_KINDS as readonly string[]).includes(message.kind)) return undefined;
    const token = unsubscribeToken(await signingKey(this.options.db), message.userId, message.kind as MessageKind);
    return unsubscribeUrls(this.options.publicUrl, token);
  }

  /** What a kind needs read besides its notification: the Monday nudge's opponents and shared times, fresh. */
  private async extrasOf(message: ClaimedMessage, context: NotificationMessage): Promise<EmailExtras> {
    if (message.kind !== 'weekly_nudge') return {};
    const nudge = await nudgeOpponents(this.options.db, {
      userId: context.userId,
      leagueId: context.leagueId,
      zone: context.timeZone,
      now: new Date(),
    });
    return { nudge };
  }

  private async deliver(message: ClaimedMessage, context: NotificationMessage | undefined) {
    if (!context) {
      await this.settle(message, { status: 'canceled', reason: GONE_REASON });
      return;
    }
    const { db, publicUrl } = this.options;
    await this.send(message, async () => {
      const extras = await this.extrasOf(message, context);
      if (extras.nudge?.length === 0) return { canceled: NOTHING_TO_NUDGE_REASON };
      const unsubscribe = await this.unsubscribeUrlsOf(message);
      const oneTap = oneTapActionsFor(await signingKey(db), message.kind, context, publicUrl);
      const rendered = await renderNotificationEmail(
        notificationEmailContent(message.kind as NotificationEmailKind, context, publicUrl, {
          ...extras,
          unsubscribeUrl: unsubscribe?.page,
          oneTap,
        }),
      );
      return { rendered, kept: rendered, unsubscribeUrl: unsubscribe?.oneClick };
    });
  }

  /**
   * A push to every device of the reader (ADR 067): sent once it reached at least one and none is left to retry;
   * tried again with backoff, for the devices that did not answer only, while some may still take it; canceled
   * when the reader has no device left; failed when every device refused it for good.
   */
  private async deliverPush(message: ClaimedMessage, context: NotificationMessage | undefined) {
    let rendered: RenderedMessage | undefined;
    try {
      const { db } = this.options;
      if (!context || message.userId === null) {
        await markSettledUnsent(db, message, { status: 'canceled', reason: GONE_REASON });
        return;
      }
      const payload = notificationPushContent(message.kind as NotificationEmailKind, context);
      rendered = {
        subject: payload.title,
        text: `${payload.body}\n\n${new URL(payload.url, this.options.publicUrl).href}`,
      };
      const retryIds = message.payload?.[RETRY_SUBSCRIPTIONS_KEY];
      const result = await sendPushToUser(db, message.userId, payload, {
        subject: this.pushSubject,
        ...(Array.isArray(retryIds) && { subscriptionIds: retryIds.filter(Number.isSafeInteger) as number[] }),
      });
      await this.pushOutcome(message, result, rendered);
    } catch (error) {
      await this.attemptFailed(message, error, rendered).catch((markError: unknown) =>
        this.options.log.warn(`push #${message.id}: could not record a failed attempt (${describe(markError)})`),
      );
    }
  }

  private async pushOutcome(message: ClaimedMessage, result: PushSendResult, rendered: RenderedMessage) {
    const { db, log } = this.options;
    const errors = result.failed.map((failure) => `${failure.pushService}: ${failure.message}`).join('; ');
    const reachedBefore = Number(message.payload?.[REACHED_KEY] ?? 0) || 0;
    const reached = reachedBefore + result.delivered.length;
    let held: boolean;
    if (result.retry.length > 0) {
      const final = message.attempts >= this.settings.maxAttempts;
      const asked = Math.max(0, ...result.failed.map((failure) => (failure.retryAfterSeconds ?? 0) * 1000));
      const retryInMs = final
        ? null
        : Math.max(asked, retryDelayMs(message.attempts, this.settings.firstRetryMs, this.settings.maxRetryMs));
      held = await markAttemptFailed(db, message, {
        error: errors,
        retryInMs,
        rendered,
        payload: { [RETRY_SUBSCRIPTIONS_KEY]: result.retry, [REACHED_KEY]: reached },
      });
      if (held) {
        log.warn(
          `push #${message.id} not delivered to ${result.retry.length} device(s) (attempt ${message.attempts}): ` +
            `${errors}; ${retryInMs === null ? 'given up' : `next attempt in ${Math.round(retryInMs / 1000)} s`}`,
        );
      }
    } else if (reached > 0) {
      // Reached every device that could take it, on this attempt or an earlier one; any other refused it for good.
      held = await markSent(db, message, rendered);
    } else if (result.failed.length === 0) {
      held = await markSettledUnsent(db, message, { status: 'canceled', reason: NO_DEVICE_REASON, rendered });
    } else {
      held = await markAttemptFailed(db, message, { error: errors, retryInMs: null, rendered });
    }
    if (!held) this.leaseLost(message);
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
        return { canceled: LINK_VOID_REASON };
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
   * it (the same, but for a link's secret); prepare answers why not when the message must not go out after all.
   */
  private async send(message: ClaimedMessage, prepare: () => Promise<PreparedEmail | { canceled: string }>) {
    let kept: RenderedMessage | undefined;
    try {
      const { db, sender, log } = this.options;
      const prepared = await prepare();
      if ('canceled' in prepared) {
        await markSettledUnsent(db, message, { status: 'canceled', reason: prepared.canceled });
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
        ...(prepared.unsubscribeUrl && { unsubscribeUrl: prepared.unsubscribeUrl }),
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
