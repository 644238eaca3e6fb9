/**
 * The headings of the toasts after the two moments a match changes for good (league-play section 8): the
 * spec lists both the short heading and the sentence under it, so the toast shows them together.
 */
export const SCORE_SUBMITTED_TITLE = 'Score submitted!';
export const MATCH_SCHEDULED_TITLE = 'Match scheduled!';
