import { z } from 'zod';
import { id, isoDateTime } from './common';

/**
 * How a message reaches its reader (issue 35). Only email is delivered so far; push shares the table and the
 * worker's claim, so a push subscription adds a sender, not a second queue (ADR 064).
 */
export const OUTBOX_CHANNELS = ['email', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Messages about one's own account (issue 35 item 5): a password reset link, the link that confirms a new email
 * address, and the notice to the old address that a change was asked for. The first two carry a secret link,
 * which the admins' list never shows (ADR 069).
 */
export const ACCOUNT_MESSAGE_KINDS = ['password_reset', 'email_change_confirm', 'email_change_notice'] as const;
export type AccountMessageKind = (typeof ACCOUNT_MESSAGE_KINDS)[number];

/**
 * The in-app notification kinds issue 35 item 3 mails (the rest stay in the app), among them the reminder before
 * a match and the Monday nudge (ADR 068). Players choose, per kind and channel, which of these they are sent.
 */
export const NOTIFICATION_MESSAGE_KINDS = [
  'proposal_received',
  'proposal_accepted',
  'proposal_declined',
  'match_scheduled',
  'match_rescheduled',
  'score_entered',
  'score_disputed',
  'dispute_resolved',
  'match_reminder',
  'weekly_nudge',
] as const;

/** What a message is about. A later kind is a new value here and in the table's check. */
export const OUTBOX_KINDS = [...NOTIFICATION_MESSAGE_KINDS, ...ACCOUNT_MESSAGE_KINDS] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * `queued`: waiting for its run-at time or being sent; `sent`: the SMTP server took it; `failed`: given up
 * after the last attempt or refused for good; `unsent`: kept without sending, no SMTP server being configured;
 * `canceled`: what it reported is gone (a match removed by a late placement change) before it went out.
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'unsent', 'canceled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_PAGE_SIZE = 25;

/** GET outbox/list: a page of messages, newest first. */
export const outboxListRequest = z.object({
  page: z.coerce.number().int({ error: 'must be a whole number' }).min(1, { error: 'must be 1 or more' }).default(1),
});

/** One message as the admins' list shows it: who, what, where it stands. */
export const outboxMessageDto = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  kind: z.enum(OUTBOX_KINDS),
  recipient: z.string(),
  /** Null until the worker has written it (it renders a message when it first takes it). */
  subject: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: isoDateTime,
  /** When the next attempt is due, for a queued message. */
  run_at: isoDateTime,
  sent_at: isoDateTime.nullable(),
});
export type OutboxMessageDto = z.infer<typeof outboxMessageDto>;

export const outboxListResponse = z.object({
  success: z.literal(true),
  messages: z.array(outboxMessageDto),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponse>;

/** GET outbox/get: one message with what it says, as text and as HTML. */
export const outboxGetRequest = z.object({ id });

export const outboxMessageResponse = z.object({
  success: z.literal(true),
  message: outboxMessageDto.extend({ text: z.string().nullable(), html: z.string().nullable() }),
});
export type OutboxMessageResponse = z.infer<typeof outboxMessageResponse>;
