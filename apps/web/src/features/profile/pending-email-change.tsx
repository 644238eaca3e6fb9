import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingEmailChangeResponse } from '@courtside/shared/schemas/account-recovery';
import { EMAIL_CHANGE_CANCELED_MESSAGE } from '@courtside/shared/schemas/account-recovery-messages';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';

export const pendingEmailChangeKey = ['email-change'] as const;
export const waitingForConfirmationText = (email: string) => `Waiting for confirmation of ${email}.`;

/** GET users/emailChange: a new email that waits for its address to confirm it (ADR 069). */
export function usePendingEmailChange() {
  return useQuery({
    queryKey: pendingEmailChangeKey,
    queryFn: ({ signal }) => api.get<PendingEmailChangeResponse>('users/emailChange', { signal }),
  });
}

function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('users/emailChange'),
    onSuccess: () => queryClient.setQueryData<PendingEmailChangeResponse>(pendingEmailChangeKey, { pending: null }),
  });
}

/**
 * The email change waiting for confirmation, with a way to cancel it; nothing when there is none (or it could not
 * be read: the email field above still shows the address that signs in).
 */
export function PendingEmailChange() {
  const pending = usePendingEmailChange().data?.pending;
  const cancel = useCancelEmailChange();
  if (!pending) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconMailForward aria-hidden="true" />} role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {waitingForConfirmationText(pending.new_email)} Follow the link we sent there; until then you sign in with
          your current email.
        </Text>
        <Button
          variant="default"
          size="sm"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => notifySuccess(EMAIL_CHANGE_CANCELED_MESSAGE),
              onError: (error) => notifyError(errorMessage(error)),
            })
          }
        >
          Cancel change
        </Button>
      </Group>
    </Alert>
  );
}
