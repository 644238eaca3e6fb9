import type { AccountMessageKind } from '@courtside/shared/schemas/outbox';
import { EMAIL_CHANGE_LINK_HOURS, RESET_LINK_HOURS } from '@courtside/shared/schemas/account-recovery-messages';
import type { AccountMessage } from '../db/queries/account-tokens';
import type { EmailContent } from './notification-email-content';

/**
 * What the admins' outbox list keeps in place of a link's secret (ADR 069): the stored copy of a reset or
 * confirmation message shows where the link led, never a link that works.
 */
export const REDACTED_TOKEN = 'removed-from-the-stored-copy';

/** The pages the links open, with the secret in the query string (the page posts it; it is never a cookie). */
export const accountLinkPath = (kind: 'password_reset' | 'email_change_confirm', token: string) =>
  `${kind === 'password_reset' ? '/reset-password' : '/confirm-email'}?token=${encodeURIComponent(token)}`;

const hours = (count: number) => (count === 1 ? 'one hour' : `${count} hours`);

/**
 * The email for an account message, worded for its reader. `token` is the link's secret for the two kinds that
 * carry one (REDACTED_TOKEN for the copy that is kept); the notice to the old address carries none.
 */
export function accountEmailContent(
  kind: AccountMessageKind,
  message: AccountMessage,
  publicUrl: string,
  token: string,
): EmailContent {
  const greeting = message.firstname?.trim() ? `Hi ${message.firstname.trim()},` : 'Hi,';
  const ignore = 'If you did not ask for this, you can ignore this email: nothing changes.';
  switch (kind) {
    case 'password_reset':
      return {
        subject: 'Choose a new Courtside password',
        preview: 'Someone asked to reset the password of your Courtside account.',
        greeting,
        paragraphs: [
          'Someone (we hope you) asked to reset the password of your Courtside account. Follow the link to choose a new one.',
          `The link works once, for ${hours(RESET_LINK_HOURS)}. Choosing a new password signs your account out everywhere and turns off your private calendar address.`,
          ignore,
        ],
        details: [],
        oneTap: [],
        action: { label: 'Choose a new password', url: new URL(accountLinkPath(kind, token), publicUrl).href },
        footer: 'You get this email because a password reset was asked for on Courtside for this address.',
      };
    case 'email_change_confirm':
      return {
        subject: 'Confirm your new Courtside email address',
        preview: `Confirm ${message.newEmail ?? 'this address'} as your Courtside email.`,
        greeting,
        paragraphs: [
          `Follow the link to make ${message.newEmail ?? 'this address'} the email of your Courtside account. Until then, you keep signing in with ${message.currentEmail}.`,
          `The link works once, for ${hours(EMAIL_CHANGE_LINK_HOURS)}.`,
          ignore,
        ],
        details: [],
        oneTap: [],
        action: { label: 'Confirm this address', url: new URL(accountLinkPath(kind, token), publicUrl).href },
        footer: 'You get this email because someone entered this address as their new email on Courtside.',
      };
    case 'email_change_notice':
      return {
        subject: 'A change of your Courtside email was asked for',
        preview: `Someone asked to change your Courtside email to ${message.newEmail ?? 'another address'}.`,
        greeting,
        paragraphs: [
          `Someone signed in to your Courtside account asked to change its email to ${message.newEmail ?? 'another address'}. The change happens only once that address confirms it; until then you keep signing in with this one.`,
          'If it was not you, cancel the change on your profile and change your password.',
        ],
        details: [],
        oneTap: [],
        action: { label: 'Open your profile', url: new URL('/profile', publicUrl).href },
        footer: 'You get this email because it is the address of your Courtside account.',
      };
  }
}
