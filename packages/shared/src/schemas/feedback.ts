import { z } from 'zod';
import { visibleText } from './common';
import { PAGE_URL_MAX_LENGTH } from './page-url-limit';

/** The spec's rule 'Feedback text must be non-blank', worded for the person typing. */
export const FEEDBACK_REQUIRED = 'Please enter your feedback.';
export const FEEDBACK_MAX_LENGTH = 2000;
export const FEEDBACK_TOO_LONG = `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters.`;
// Re-exported so server code keeps one import; the browser's first load takes it from the zod-free module.
export { PAGE_URL_MAX_LENGTH } from './page-url-limit';

/** POST feedback/create (league-play section 6): the message and the page it is about. */
export const createFeedbackRequest = z.object({
  message: z.string({ error: FEEDBACK_REQUIRED }).pipe(
    visibleText(FEEDBACK_MAX_LENGTH, { label: 'Feedback', multiline: true, tooLong: FEEDBACK_TOO_LONG }).min(1, {
      error: FEEDBACK_REQUIRED,
    }),
  ),
  /** "Defaults to the current address": the client sends it; a missing one is stored as the Referer's path. */
  page_url: visibleText(PAGE_URL_MAX_LENGTH, { label: 'Page address' }).optional(),
});
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequest>;

/** One feedback message (accounts-and-admin section 3): who sent it, what they said, where, and when. */
export const feedbackDto = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  message: z.string(),
  page_url: z.string(),
  created_at: z.string(),
});
export type FeedbackDto = z.infer<typeof feedbackDto>;

/** GET feedback/all: newest first. */
export const feedbackListResponse = z.array(feedbackDto);
