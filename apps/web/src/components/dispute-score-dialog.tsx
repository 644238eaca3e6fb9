import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { disputeScoreRequest } from '@courtside/shared/schemas/matches';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/error-message';
import { validateWith } from '@/lib/form-validation';
import { notifySuccess } from '@/lib/notify';
import { useDisputeScore } from '@/lib/league-queries';

export const DISPUTE_PROMPT = 'What is wrong with this score?';
export const SCORE_DISPUTED_MESSAGE = 'Score disputed. An admin will review it.';
export const DISPUTE_FAILED_TITLE = 'Failed to dispute the score';
const REASON_MAX_LENGTH = 500;

export interface DisputeScoreModalProps {
  matchId: number;
  opened: boolean;
  onClose: () => void;
}

/** Asks the player who did not enter the score what is wrong with it; the reason goes to the admins. */
export function DisputeScoreDialog({ matchId, opened, onClose }: DisputeScoreModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Dispute Score" centered>
      {/* Mounted only while open, so each opening starts with an empty reason. */}
      {opened ? <DisputeForm matchId={matchId} onDone={onClose} /> : null}
    </Modal>
  );
}

interface DisputeValues {
  reason: string;
}

function DisputeForm({ matchId, onDone }: { matchId: number; onDone: () => void }) {
  const dispute = useDisputeScore();
  const toRequest = (values: DisputeValues) => ({ match_id: matchId, reason: values.reason });
  const form = useForm<DisputeValues>({
    initialValues: { reason: '' },
    // The API's own schema, so the form refuses a blank reason in the server's words.
    validate: validateWith(disputeScoreRequest, { toRequest, labels: { reason: 'Reason' } }),
  });

  const handleSubmit = (values: DisputeValues) => {
    // Sent as the server reads it (the reason trimmed).
    dispute.mutate(disputeScoreRequest.parse(toRequest(values)), {
      onSuccess: () => {
        notifySuccess(SCORE_DISPUTED_MESSAGE);
        onDone();
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Textarea
          label={DISPUTE_PROMPT}
          description="For example: the third set was 7-5, not 6-4. The admins read this when they settle the score."
          required
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          {...form.getInputProps('reason')}
          data-autofocus
        />
        {dispute.isError ? <ErrorAlert title={DISPUTE_FAILED_TITLE}>{errorMessage(dispute.error)}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={dispute.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={dispute.isPending}>
            Send Dispute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
