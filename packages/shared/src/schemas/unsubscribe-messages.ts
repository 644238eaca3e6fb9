// The unsubscribe link's messages (ADR 067), zod-free so the public page that shows them does not load zod.

export const UNSUBSCRIBE_INVALID_MESSAGE =
  'This unsubscribe link is not valid. Sign in to choose which emails you get in your profile.';
export const UNSUBSCRIBE_EXPIRED_MESSAGE =
  'This unsubscribe link has expired. Sign in to choose which emails you get in your profile.';
export const UNSUBSCRIBE_NOT_ONE_CLICK_MESSAGE = 'The request must carry List-Unsubscribe=One-Click.';
