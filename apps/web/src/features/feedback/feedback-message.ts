import { createFeedbackRequest } from '@courtside/shared/schemas/feedback';
import { validateForm } from '@/lib/zod-form';

/** The spec's success message, shown by the header's dialog and by the /feedback page alike. */
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

export type FeedbackCheck = { ok: true; message: string } | { ok: false; error: string };

/**
 * The API's own rule for the text ("Feedback text must be non-blank", the length, no hidden characters), so
 * the form refuses what the server would, in the same words, before anything is sent.
 */
export function checkFeedback(message: string): FeedbackCheck {
  const validation = validateForm<typeof createFeedbackRequest, 'message'>(createFeedbackRequest, { message });
  if (validation.ok) return { ok: true, message: validation.data.message };
  return { ok: false, error: validation.errors.message ?? Object.values(validation.errors)[0] ?? '' };
}
