import type { MantineColor } from '@mantine/core';
import type { OutboxKind, OutboxStatus } from '@courtside/shared/schemas/outbox';

/** How each status reads in the list, and its badge's colour. */
export const STATUS_LABELS: Record<OutboxStatus, { label: string; color: MantineColor }> = {
  queued: { label: 'Queued', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  unsent: { label: 'Not sent', color: 'gray' },
  canceled: { label: 'Canceled', color: 'gray' },
};

/** What each message is about, in a word or three. */
export const KIND_LABELS: Record<OutboxKind, string> = {
  proposal_received: 'Proposal received',
  proposal_accepted: 'Proposal accepted',
  proposal_declined: 'Proposal declined',
  match_scheduled: 'Match scheduled',
  match_rescheduled: 'Match rescheduled',
  score_entered: 'Score to confirm',
  score_disputed: 'Score disputed',
  dispute_resolved: 'Dispute resolved',
  match_reminder: 'Match reminder',
  weekly_nudge: 'Monday nudge',
  // The stored copies of these two have their link removed: a reset link is as good as a password (ADR 069).
  password_reset: 'Password reset link',
  email_change_confirm: 'New email to confirm',
  email_change_notice: 'Email change notice',
};

/** A message not rendered yet has no subject: the list says what it will be about instead. */
export const NOT_RENDERED_YET = 'Not written yet';
export const NO_MESSAGES = 'No messages yet. Emails about proposals, schedules and scores appear here.';
