import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useSendFeedback } from './api';
import { FeedbackMessageField } from './feedback-message-field';
import { FEEDBACK_THANKS } from './feedback-message';
import { feedbackText, useFeedbackForm, type FeedbackValues } from './use-feedback-form';

export const FEEDBACK_PAGE_LABEL = 'Tell us what you think';

/** The Feedback page (league-play section 2): one box and Submit; the outcome shows under the form. */
export function FeedbackPage() {
  const send = useSendFeedback();
  const form = useFeedbackForm();

  const submit = (values: FeedbackValues) => {
    if (send.isPending) return;
    // The box empties once the message is in, ready for another; it keeps the text when sending failed.
    send.mutate(feedbackText(values), { onSuccess: () => form.reset() });
  };

  const change = (value: string) => {
    form.setFieldValue('message', value);
    // A new message starts afresh: the last one's thanks or failure is not about it.
    if (!send.isPending) send.reset();
  };

  return (
    <>
      <PageHeader title="Feedback" description="Something unclear, missing or broken? Every message is read." />
      <Stack gap="md" maw={640}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <FeedbackMessageField
              label={FEEDBACK_PAGE_LABEL}
              value={form.values.message}
              error={form.errors.message}
              onChange={change}
            />
            <Group>
              <Button type="submit" loading={send.isPending} data-analytics="user.feedback.submit">
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
        <div aria-live="polite">
          {send.isSuccess ? (
            <Alert color="court" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
              {FEEDBACK_THANKS}
            </Alert>
          ) : null}
        </div>
        {send.isError ? <ErrorAlert>{errorMessage(send.error)}</ErrorAlert> : null}
      </Stack>
    </>
  );
}
