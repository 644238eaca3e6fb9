// What the forgot-password, reset-password and email-confirmation screens and the API say (issue 35 item 5),
// without zod, so the pages that show them load no schemas.

/** The one answer to "Forgot password?", whether or not the email has an account (ADR 069). */
export const RESET_LINK_SENT_MESSAGE =
  'If an account uses this email, we have sent it a link to choose a new password. The link works for one hour.';

export const RESET_DONE_MESSAGE = 'Your password has been changed. Please sign in with your new password.';

/** Why a reset or confirmation link no longer works, told apart so the reader knows what to do next. */
export const LINK_UNKNOWN_MESSAGE =
  'This link is not valid. Please check that you copied all of it, or ask for a new one.';
export const LINK_USED_MESSAGE = 'This link has already been used. Please ask for a new one if you still need it.';
export const LINK_EXPIRED_MESSAGE = 'This link has expired or was replaced by a newer one. Please ask for a new one.';

export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  'We have sent a confirmation link to your new email address. Your email changes once you follow it.';
export const EMAIL_CHANGE_CONFIRMED_MESSAGE = 'Your email address has been changed.';
export const EMAIL_CHANGE_CANCELED_MESSAGE = 'The email change has been canceled.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

/** Why a link was refused, as the API reports it in `details.reason`, so the page can offer the right way on. */
export const LINK_REFUSALS = ['unknown', 'used', 'expired'] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

export const LINK_REFUSAL_MESSAGES: Record<LinkRefusal, string> = {
  unknown: LINK_UNKNOWN_MESSAGE,
  used: LINK_USED_MESSAGE,
  expired: LINK_EXPIRED_MESSAGE,
};

/** How long each link works. */
export const RESET_LINK_HOURS = 1;
export const EMAIL_CHANGE_LINK_HOURS = 24;
