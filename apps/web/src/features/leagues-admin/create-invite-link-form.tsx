import { Button, Group, NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  LEAGUE_INVITE_MAX_USES_LIMIT,
  createLeagueInviteLinkRequest,
  type CreateLeagueInviteLinkRequest,
} from '@courtside/shared/schemas/league-invites';
import { validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateInviteLink } from './api';
import { refusalMessage } from './refusal-message';

export const INVITE_LINK_CREATED_MESSAGE = 'Invite link created. Copy it and send it to your friends.';
export const INVITE_LINK_CREATE_FAILED_MESSAGE = 'Failed to create the invite link';

/** Mantine's NumberInput holds '' while the field is empty: no limit. */
interface InviteLinkValues {
  max_uses: number | string;
}

const toRequest =
  (leagueId: number) =>
  ({ max_uses }: InviteLinkValues): CreateLeagueInviteLinkRequest => ({
    league_id: leagueId,
    max_uses: max_uses === '' ? null : Number(max_uses),
  });

/** A new link for the league, with an optional limit on how many people may use it. */
export function CreateInviteLinkForm({ leagueId }: { leagueId: number }) {
  const createLink = useCreateInviteLink();
  const form = useForm<InviteLinkValues>({
    initialValues: { max_uses: '' },
    validate: validateWith(createLeagueInviteLinkRequest, { toRequest: toRequest(leagueId) }),
  });

  const submit = (values: InviteLinkValues) =>
    createLink.mutate(createLeagueInviteLinkRequest.parse(toRequest(leagueId)(values)), {
      onSuccess: () => {
        notifySuccess(INVITE_LINK_CREATED_MESSAGE);
        form.reset();
      },
      onError: (error) => {
        const reason = refusalMessage(error, '');
        if (reason) form.setFieldError('max_uses', reason);
        notifyError(reason || INVITE_LINK_CREATE_FAILED_MESSAGE);
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Create an invite link">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Use limit (optional)"
          description="How many people may join through it. Leave empty for no limit."
          min={1}
          max={LEAGUE_INVITE_MAX_USES_LIMIT}
          allowDecimal={false}
          allowNegative={false}
          style={{ flex: '1 1 14rem' }}
          {...form.getInputProps('max_uses')}
        />
        <Button type="submit" loading={createLink.isPending}>
          Create invite link
        </Button>
      </Group>
    </form>
  );
}
