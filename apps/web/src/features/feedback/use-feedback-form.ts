import { useForm } from '@mantine/form';
import { createFeedbackRequest } from '@courtside/shared/schemas/feedback';
import { validateWith } from '@/lib/form-validation';

export interface FeedbackValues {
  message: string;
}

/**
 * The feedback box of the dialog and the page, checked by the API's own rule for the text ("Feedback text must
 * be non-blank", the length, no hidden characters), so the form refuses what the server would, in the same words,
 * before anything is sent.
 */
export function useFeedbackForm() {
  return useForm<FeedbackValues>({
    initialValues: { message: '' },
    validate: validateWith<FeedbackValues>(createFeedbackRequest),
  });
}

/** The text as the server keeps it (trimmed), once the form's check has passed. */
export function feedbackText(values: FeedbackValues): string {
  return createFeedbackRequest.parse(values).message;
}
