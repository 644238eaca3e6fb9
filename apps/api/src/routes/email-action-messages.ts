// Why a one-tap link from an email cannot act (ADR 070). The spec words none of them; each says what happened and
// where the reader can still answer.

export const LINK_INVALID = 'This link is not valid. Open Courtside to answer in the app.';
export const LINK_EXPIRED = 'This link has expired. Open Courtside to answer in the app.';
export const LINK_USED = 'This link has already been used.';
export const SCORE_CHANGED =
  'The score of this match changed after this email was sent, so this link can no longer confirm it. ' +
  'Open the match to see the score as it is now.';
