import { z } from 'zod';
import { id, isoDateTime } from './common';

/**
 * What an in-app notification reports (issue 34): a proposal received, accepted, declined or canceled; a match
 * scheduled or rescheduled; a score entered, confirmed, disputed or ruled on; a place in a division; a league
 * under way. The database writes them in the transaction of the change they report (ADR 061). Two kinds report
 * no change but the clock (issue 35, ADR 068): a reminder a day before a scheduled match, and the Monday nudge
 * about opponents with no match scheduled yet, written by the reminder scheduler once each.
 */
export const NOTIFICATION_KINDS = [
  'proposal_received',
  'proposal_accepted',
  'proposal_declined',
  'proposal_canceled',
  'match_scheduled',
  'match_rescheduled',
  'score_entered',
  'score_confirmed',
  'score_disputed',
  'dispute_resolved',
  'placed_in_division',
  'league_started',
  'match_reminder',
  'weekly_nudge',
  // A doubles partner's invitation and its answer (issue 37, ADR 078); shown in the app only.
  'partner_invited',
  'partner_accepted',
  'partner_declined',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many the notifications page lists, newest first. */
export const NOTIFICATIONS_SHOWN = 50;

export const notificationDto = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  league_id: z.number().int(),
  league_name: z.string(),
  match_id: z.number().int().nullable(),
  division_name: z.string().nullable(),
  /** Who made the change, by the name on their account; null for the system or an account gone since. */
  actor_name: z.string().nullable(),
  /** The proposal's time, for the proposal kinds. */
  proposed_time: isoDateTime.nullable(),
  /** The match's time as it stands now, for the match kinds. */
  match_datetime: isoDateTime.nullable(),
  /** The other player of the match as the reader knows them, for the match kinds; null without a match. */
  opponent_name: z.string().nullable(),
  created_at: isoDateTime,
  read_at: isoDateTime.nullable(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationsResponse = z.object({
  success: z.literal(true),
  unread_count: z.number().int(),
  notifications: z.array(notificationDto),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const unreadCountResponse = z.object({ success: z.literal(true), unread_count: z.number().int() });

export const markNotificationReadRequest = z.object({ id });
