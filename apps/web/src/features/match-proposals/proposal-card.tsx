import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { formatProposalTime } from '@/lib/match-display';
import type { ProposalAction, ProposalActions } from '@/lib/proposal-queries';
import { STATUS_COLORS, STATUS_LABELS, actionsFor, otherPlayerName, proposalPhrase } from './proposal-view';
import classes from '@/components/card-list.module.css';

/** league-play section 2, word for word. */
export const PROCESSING_LABEL = 'Processing...';

const ACTION_LABELS: Record<ProposalAction, string> = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel' };

/**
 * One proposal: who with, when, where, its status, and Accept and Decline or Cancel while it is pending. One I
 * have just accepted reads Accepted at once; its buttons stay, off, while the answer is on its way (the spec's
 * 'Processing...'), and go once the server has said yes.
 */
export function ProposalCard({
  proposal,
  leagueName,
  actions,
  acceptedMeanwhile,
}: {
  proposal: ProposalDto;
  leagueName: string | undefined;
  actions: ProposalActions;
  acceptedMeanwhile: boolean;
}) {
  const { busy, act } = actions;
  const phrase = proposalPhrase(proposal);
  const status = acceptedMeanwhile ? 'accepted' : proposal.status;
  const answering = busy?.proposalId === proposal.id;
  const offered = acceptedMeanwhile && !answering ? [] : actionsFor(proposal);
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.text}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" className={classes.wrap}>
              {proposal.is_sent_by_user ? 'To' : 'From'} {otherPlayerName(proposal)}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[status]}>
              {STATUS_LABELS[status]}
            </Badge>
          </Group>
          <Text size="sm">
            <time dateTime={proposal.proposed_time}>{formatProposalTime(proposal.proposed_time)}</time>
          </Text>
          {proposal.location_name ? (
            <Text size="sm" className={classes.wrap}>
              {proposal.location_name}
            </Text>
          ) : null}
          {leagueName ? (
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {leagueName}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {offered.map((action) => {
            const label = answering && busy?.action === action ? PROCESSING_LABEL : ACTION_LABELS[action];
            return (
              <Button
                key={action}
                size="sm"
                variant={action === 'accept' ? 'filled' : 'light'}
                color={action === 'accept' ? undefined : 'red'}
                disabled={busy !== null}
                aria-label={`${label} proposal ${phrase}`}
                onClick={() => act(proposal, action)}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      </Group>
    </Card>
  );
}
