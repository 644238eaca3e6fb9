import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/error-message';
import { useSendFeedback } from './api';
import { FeedbackMessageField } from './feedback-message-field';
import { FEEDBACK_THANKS } from './feedback-message';
import { feedbackText, useFeedbackForm, type FeedbackValues } from './use-feedback-form';

export const FEEDBACK_MODAL_TITLE = 'Send Feedback';
export const FEEDBACK_MODAL_PROMPT = 'Tell us what you think about this page or feature';
/** "Feedback modal auto-close 1.5 s" (league-play section 9). */
export const FEEDBACK_AUTO_CLOSE_MS = 1500;
export const FEEDBACK_NOT_SENT_TITLE = 'Your feedback was not sent';

export interface FeedbackModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The header's 'Send Feedback' dialog (league-play section 2), about the page it was opened on. Clicking the
 * backdrop closes it, as Mantine's modals do.
 */
export function FeedbackModal({ opened, onClose }: FeedbackModalProps) {
  // A new form for each opening, even one that interrupts the closing animation: an earlier message, error or
  // thank-you never greets the next one.
  const [opening, setOpening] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpening((count) => count + 1);
  }
  return (
    <Modal opened={opened} onClose={onClose} title={FEEDBACK_MODAL_TITLE} centered size={480}>
      <FeedbackForm key={opening} opened={opened} onClose={onClose} />
    </Modal>
  );
}

function FeedbackForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const send = useSendFeedback();
  const form = useFeedbackForm();
  const [thanked, setThanked] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  // The thank-you stays for 1.5 s; closing earlier (Cancel, the backdrop, Escape) cancels the timer.
  useEffect(() => {
    if (!thanked || !opened) return;
    const timer = setTimeout(() => close(), FEEDBACK_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanked, opened]);

  // The form (and the focused button) gives way to the thanks: focus follows, so it stays in the dialog.
  useEffect(() => {
    if (thanked) thanksRef.current?.focus();
  }, [thanked]);

  const submit = (values: FeedbackValues) => {
    if (send.isPending) return;
    send.mutate(feedbackText(values), { onSuccess: () => setThanked(true) });
  };

  const change = (value: string) => {
    form.setFieldValue('message', value);
    // The failure was about the text as it was; a fresh attempt starts without it.
    if (send.isError) send.reset();
  };

  return (
    <>
      <div aria-live="polite" ref={thanksRef} tabIndex={-1} style={{ outline: 'none' }}>
        {thanked ? (
          <Alert color="court" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
            {FEEDBACK_THANKS}
          </Alert>
        ) : null}
      </div>
      {thanked ? null : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <FeedbackMessageField
              label={FEEDBACK_MODAL_PROMPT}
              value={form.values.message}
              error={form.errors.message}
              onChange={change}
              autoFocus
            />
            {send.isError ? <ErrorAlert title={FEEDBACK_NOT_SENT_TITLE}>{errorMessage(send.error)}</ErrorAlert> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                // The spec's label says 'Sending...' meanwhile: Mantine's loading state would hide it.
                disabled={send.isPending || form.values.message.trim() === ''}
                data-analytics="user.feedback.send"
              >
                {send.isPending ? 'Sending...' : 'Send Feedback'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
