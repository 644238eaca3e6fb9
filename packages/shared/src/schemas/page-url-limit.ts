/**
 * A page address: the browser's own location, so a long query string is the most it should ever carry.
 * Kept apart from `schemas/feedback.ts` (which re-exports it) because analytics code in the browser's first
 * load needs the number without zod (issue 10).
 */
export const PAGE_URL_MAX_LENGTH = 2048;
