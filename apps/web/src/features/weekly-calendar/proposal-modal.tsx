import { startTransition, useOptimistic, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROPOSAL_MESSAGES } from '@courtside/shared/schemas/match-proposal-messages';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/error-message';
import { myDivisionKey } from '@/lib/league-queries';
import { NO_LOCATION } from '@/lib/match-display';
import { MATCH_SCHEDULED_TITLE } from '@/lib/match-toasts';
import { notifySuccess } from '@/lib/notify';
import { useCancelProposal, useRespondToProposal } from '@/lib/proposal-queries';
import { proposalOpponentName } from './calendar-model';
import { formatInstantWithYear } from './calendar-time';
import classes from './weekly-calendar.module.css';

type Action = 'accept' | 'reject' | 'cancel';

/** league-play section 9: division data is read again this long after accepting. */
export const RELOAD_AFTER_ACCEPT_MS = 100;

/** 'Failed to {action} proposal' (league-play section 8). */
export const proposalFailure = (action: Action) => `Failed to ${action} proposal`;

const STATUS_LABELS: Record<ProposalDto['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  canceled: 'Canceled',
};

/** What the Match Proposal dialog takes: `proposal` null closes it. */
export interface ProposalModalProps {
  proposal: ProposalDto | null;
  zone: string;
  onClose: () => void;
}

/**
 * The Proposal modal: a received pending proposal offers Accept, Reject and Close; a sent one Cancel Proposal.
 * One answer at a time: the buttons are off while one is on its way (league-play section 4).
 */
export function ProposalModal({ proposal, zone, onClose }: ProposalModalProps) {
  return (
    <Modal opened={proposal !== null} onClose={onClose} title="Match Proposal">
      {proposal ? <ProposalDetails key={proposal.id} proposal={proposal} zone={zone} onClose={onClose} /> : null}
    </Modal>
  );
}

function ProposalDetails({
  proposal: stored,
  zone,
  onClose,
}: {
  proposal: ProposalDto;
  zone: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const respond = useRespondToProposal();
  const cancel = useCancelProposal();
  const [working, setWorking] = useState<Action | null>(null);
  const [failure, setFailure] = useState<{ action: Action; message: string } | null>(null);
  // Accepted shows at once: the badge says so and the answers go while the server is asked; a failure puts the
  // stored proposal back by itself (useOptimistic, as the answer here is this dialog's own) and says why below.
  const [proposal, setShown] = useOptimistic(stored);
  const name = proposalOpponentName(proposal);
  const pending = proposal.status === 'pending';
  const received = !proposal.is_sent_by_user;

  const run = (action: Action, message: string, send: () => Promise<unknown>) => {
    if (working !== null) return;
    setWorking(action);
    setFailure(null);
    startTransition(async () => {
      if (action === 'accept') setShown({ ...stored, status: 'accepted' });
      try {
        await send();
      } catch (error) {
        setFailure({ action, message: errorMessage(error) });
        return;
      } finally {
        setWorking(null);
      }
      notifySuccess(message, action === 'accept' ? MATCH_SCHEDULED_TITLE : undefined);
      if (action === 'accept') {
        // The new match is written as the answer returns; read the division once more a moment later.
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: myDivisionKey(stored.league_id) });
        }, RELOAD_AFTER_ACCEPT_MS);
      }
      onClose();
    });
  };

  const answer = (action: 'accept' | 'reject') =>
    run(action, action === 'accept' ? PROPOSAL_MESSAGES.acceptedScheduled : PROPOSAL_MESSAGES.rejected, () =>
      respond.mutateAsync({ proposal_id: stored.id, response: action === 'accept' ? 'accepted' : 'declined' }),
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {received ? 'From' : 'To'}
        </Text>
        <Text fw={600} className={classes.wrap}>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          Proposed time
        </Text>
        <Text>{formatInstantWithYear(proposal.proposed_time, zone)}</Text>
        <Text size="sm" c="dimmed">
          Location
        </Text>
        <Text className={classes.wrap}>{proposal.location_name ?? NO_LOCATION}</Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Status
          </Text>
          <Badge tt="none" variant="light">
            {STATUS_LABELS[proposal.status]}
          </Badge>
        </Group>
      </Stack>
      {failure ? <ErrorAlert title={proposalFailure(failure.action)}>{failure.message}</ErrorAlert> : null}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {pending && received ? (
          <>
            <Button onClick={() => answer('accept')} loading={working === 'accept'} disabled={working !== null}>
              Accept
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => answer('reject')}
              loading={working === 'reject'}
              disabled={working !== null}
            >
              Reject
            </Button>
          </>
        ) : null}
        {pending && !received ? (
          <Button
            variant="light"
            color="red"
            onClick={() => run('cancel', PROPOSAL_MESSAGES.canceled, () => cancel.mutateAsync(stored.id))}
            loading={working === 'cancel'}
            disabled={working !== null}
          >
            Cancel Proposal
          </Button>
        ) : null}
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
