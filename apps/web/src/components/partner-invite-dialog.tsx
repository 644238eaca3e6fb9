import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MIXED_PAIR_MESSAGE } from '@courtside/shared/league/pairs';
import { invitePartnerRequest, type PairDto } from '@courtside/shared/schemas/pairs';
import { ErrorAlert } from '@/components/error-alert';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useInvitePartner } from '@/lib/pair-queries';

export const PARTNER_INVITE_MESSAGES = {
  emailLabel: "Partner's email",
  emailDescription: 'They need a Courtside account; they accept or decline your invitation.',
  invite: 'Invite Partner',
  registerAndInvite: 'Register and Invite Partner',
  failed: 'Could not invite your partner',
  sent: (name: string) => `Invitation sent to ${name}.`,
} as const;

interface PartnerInviteFormProps {
  league: { id: number; name: string; league_type: string };
  playerId: number;
  /** Whether the invitation also registers the player (the Register page) or they are in already. */
  registers: boolean;
  onInvited?: (pair: PairDto) => void;
}

// Refusals about the partner named (no such player, already paired, the mixed rule) belong under the field;
// the rest (the league is full or closed) are the form's.
const aboutThePartner = (error: Error) =>
  isApiError(error) && (error.status === 404 || error.status === 409 || /partner|pair/i.test(error.message));

/** Enter a doubles league with a partner named by email: POST pairs/invite (issue 37). */
export function PartnerInviteForm({ league, playerId, registers, onInvited }: PartnerInviteFormProps) {
  const invite = useInvitePartner();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: { partner_email: '' },
    validate: validateWith<{ partner_email: string }>(invitePartnerRequest, {
      toRequest: ({ partner_email }) => ({ league_id: league.id, player_id: playerId, partner_email }),
    }),
  });

  const submit = ({ partner_email }: { partner_email: string }) => {
    setRefusal(null);
    invite.mutate(
      { league_id: league.id, player_id: playerId, partner_email: partner_email.trim() },
      {
        onSuccess: (pair) => {
          notifySuccess(PARTNER_INVITE_MESSAGES.sent(`${pair.partner.first_name} ${pair.partner.last_name}`));
          form.reset();
          onInvited?.(pair);
        },
        onError: (error) => {
          notifyError(PARTNER_INVITE_MESSAGES.failed);
          if (aboutThePartner(error)) form.setFieldError('partner_email', errorMessage(error));
          else setRefusal(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={`Invite a partner to ${league.name}`}>
      <Stack gap="sm">
        {league.league_type === 'Mixed' ? <Text size="sm">{MIXED_PAIR_MESSAGE}</Text> : null}
        <TextInput
          type="email"
          autoComplete="off"
          label={PARTNER_INVITE_MESSAGES.emailLabel}
          description={PARTNER_INVITE_MESSAGES.emailDescription}
          withAsterisk
          maw={420}
          {...form.getInputProps('partner_email')}
        />
        {refusal ? <ErrorAlert title={PARTNER_INVITE_MESSAGES.failed}>{refusal}</ErrorAlert> : null}
        <Group>
          <Button type="submit" size="md" loading={invite.isPending}>
            {registers ? PARTNER_INVITE_MESSAGES.registerAndInvite : PARTNER_INVITE_MESSAGES.invite}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PartnerInviteDialogProps {
  opened: boolean;
  onClose: () => void;
  league: PartnerInviteFormProps['league'];
  playerId: number;
}

/** The invite form in a dialog, for a player already in the league who has no partner yet. */
export function PartnerInviteDialog({ opened, onClose, league, playerId }: PartnerInviteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Invite a partner to ${league.name}`}>
      <PartnerInviteForm league={league} playerId={playerId} registers={false} onInvited={onClose} />
    </Modal>
  );
}
