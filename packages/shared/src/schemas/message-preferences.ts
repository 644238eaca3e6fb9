import { z } from 'zod';
import { NOTIFICATION_MESSAGE_KINDS, OUTBOX_CHANNELS, type OutboxChannel } from './outbox';

/**
 * What each player chooses to be sent, per kind of news and per channel (issue 35 item 3, ADR 067). The database
 * holds the same list with its defaults (`message_kinds`, migration 0016), which is what the queueing trigger
 * reads; a test holds the two to each other.
 */

/**
 * The kinds a player can turn on or off: every kind the outbox carries for a notification. Account mail (a
 * password reset, an address to confirm) is not among them: it goes whatever the choices.
 */
export const MESSAGE_KINDS = NOTIFICATION_MESSAGE_KINDS;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = OUTBOX_CHANNELS;
export type MessageChannel = OutboxChannel;

/**
 * The end of "Email me when ..." and "You will no longer get emails when ...": the profile's labels and the
 * unsubscribe page's words.
 */
export const MESSAGE_KIND_WHEN: Record<MessageKind, string> = {
  proposal_received: 'a proposal is received',
  proposal_accepted: 'my proposal is accepted',
  proposal_declined: 'my proposal is declined',
  match_scheduled: 'a match is scheduled',
  match_rescheduled: 'a match is moved to a new time',
  score_entered: 'a score waits for my confirmation',
  score_disputed: 'a score is disputed',
  dispute_resolved: 'a disputed score is ruled on',
  match_reminder: 'a match of mine is a day away',
  weekly_nudge: 'it is Monday and opponents are still to arrange',
};

/** The row's name in the profile's table: the same words, as a heading. */
export function messageKindLabel(kind: MessageKind): string {
  const when = MESSAGE_KIND_WHEN[kind];
  return when.charAt(0).toUpperCase() + when.slice(1);
}

/**
 * What a player gets before choosing (ADR 067): every email, since email is what the player signed up with and
 * each one says how to stop it; a push on a device only for news that asks the player to act or changes when they
 * play, since a phone buzzing for every answer is the quickest way to get notifications turned off altogether.
 */
export const MESSAGE_DEFAULTS: Record<MessageKind, Record<MessageChannel, boolean>> = {
  proposal_received: { email: true, push: true },
  proposal_accepted: { email: true, push: true },
  proposal_declined: { email: true, push: false },
  match_scheduled: { email: true, push: true },
  match_rescheduled: { email: true, push: true },
  score_entered: { email: true, push: true },
  score_disputed: { email: true, push: true },
  dispute_resolved: { email: true, push: false },
  match_reminder: { email: true, push: true },
  weekly_nudge: { email: true, push: false },
};

/** How long an unsubscribe link in an email keeps working (ADR 067). */
export const UNSUBSCRIBE_LINK_DAYS = 365;

export {
  UNSUBSCRIBE_EXPIRED_MESSAGE,
  UNSUBSCRIBE_INVALID_MESSAGE,
  UNSUBSCRIBE_NOT_ONE_CLICK_MESSAGE,
} from './unsubscribe-messages';

const kind = z.enum(MESSAGE_KINDS, { error: 'must be a kind of message that can be chosen' });
const channel = z.enum(MESSAGE_CHANNELS, { error: 'must be email or push' });

/** One kind's choices as the profile shows them: what is sent now, on each channel. */
export const messagePreferenceDto = z.object({
  kind,
  /** "A proposal is received". */
  label: z.string(),
  email: z.boolean(),
  push: z.boolean(),
});
export type MessagePreferenceDto = z.infer<typeof messagePreferenceDto>;

/** GET and PUT notifications/preferences: every kind, in the order the profile lists them. */
export const messagePreferencesResponse = z.object({
  success: z.literal(true),
  preferences: z.array(messagePreferenceDto),
});
export type MessagePreferencesResponse = z.infer<typeof messagePreferencesResponse>;

/** PUT notifications/preferences: the choices that changed; the others stay as they are. */
export const updateMessagePreferencesRequest = z.object({
  preferences: z
    .array(z.object({ kind, channel, enabled: z.boolean({ error: 'must be true or false' }) }))
    .min(1, { error: 'must name at least one choice' })
    .max(MESSAGE_KINDS.length * MESSAGE_CHANNELS.length, { error: 'has more choices than there are' }),
});
export type UpdateMessagePreferencesRequest = z.infer<typeof updateMessagePreferencesRequest>;

/** The signed token of an unsubscribe link, in its query. */
export const unsubscribeTokenQuery = z.object({
  token: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(2000, { error: 'is too long' }),
});

/** GET notifications/unsubscribeLink: what the link would stop, for the page a person opens from the email. */
export const unsubscribeLinkResponse = z.object({
  success: z.literal(true),
  kind,
  /** "a proposal is received". */
  when: z.string(),
  /** Whether these emails are still on. */
  email_enabled: z.boolean(),
});
export type UnsubscribeLinkResponse = z.infer<typeof unsubscribeLinkResponse>;

/** POST notifications/unsubscribe: emails of that kind are off. */
export const unsubscribeResponse = z.object({ success: z.literal(true), kind, when: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
