/**
 * One-tap answers from an email (issue 35, ADR 070), without zod: the page a link opens and what each link
 * does. `schemas/email-actions.ts` holds the API's contract.
 */

/** The web page an email's one-tap link opens: it shows what will happen and acts only on a tap (a POST). */
export const EMAIL_ACTION_PATH = '/email-action';

/** What a one-tap link does. */
export const EMAIL_ACTIONS = ['accept', 'decline', 'confirm'] as const;
export type EmailAction = (typeof EMAIL_ACTIONS)[number];

/** The page's one button, by action. */
export const EMAIL_ACTION_BUTTONS: Record<EmailAction, string> = {
  accept: 'Accept proposal',
  decline: 'Decline proposal',
  confirm: 'Confirm score',
};

/** What the page says once the action is done, by action. */
export const EMAIL_ACTION_DONE: Record<EmailAction, string> = {
  accept: 'Proposal accepted. Your match is scheduled.',
  decline: 'Proposal declined.',
  confirm: 'Score confirmed.',
};
