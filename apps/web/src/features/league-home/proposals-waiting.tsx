import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { paths } from '@/lib/paths';
import type { ProposalAction } from '@/lib/proposal-queries';
import { NO_LOCATION, UNNAMED_OPPONENT, formatProposalTime, proposerSideName } from '@/lib/match-display';
import { plural } from './match-view';
import type { PendingProposals } from './use-pending-proposals';
import cardList from '@/components/card-list.module.css';

/** league-play section 2, word for word. */
export const PROPOSALS_WAITING_TITLE = 'Match Proposals Waiting';
export const PROCESSING_LABEL = 'Processing...';
export const PROPOSALS_LOAD_FAILED = 'Your match proposals could not be loaded.';
export const ACCEPTED_LABEL = 'Accepted';

const proposerName = (proposal: ProposalDto) => proposerSideName(proposal, UNNAMED_OPPONENT);

/**
 * The banner with the count and View All Proposals, and each received proposal with Accept and Decline
 * (one click to accept); nothing at all while none are waiting. An accepted one says so at once and leaves the
 * count; it leaves the list when the proposals are read again.
 */
export function ProposalsWaiting({ leagueId, pending }: { leagueId: number; pending: PendingProposals }) {
  const { proposals, accepted, busy, act } = pending;
  if (pending.error) {
    return (
      <Group gap="sm">
        <Text size="sm" c="red">
          {PROPOSALS_LOAD_FAILED} {pending.error.message}
        </Text>
        <Button size="xs" variant="light" loading={pending.retrying} onClick={pending.retry}>
          Load proposals again
        </Button>
      </Group>
    );
  }
  if (proposals.length === 0) return null;
  const waiting = proposals.filter((proposal) => !accepted.has(proposal.id)).length;
  return (
    <Stack gap="sm">
      {waiting > 0 ? (
        <Alert color="blue" variant="light" icon={<IconMailbox aria-hidden="true" />} title={PROPOSALS_WAITING_TITLE}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">You have {plural(waiting, 'pending proposal', 'pending proposals')}.</Text>
            <Button component={Link} to={paths.leagueProposals(leagueId)} data-analytics="league.home.view-proposals">
              View All Proposals
            </Button>
          </Group>
        </Alert>
      ) : null}
      <ul role="list" aria-label="Pending proposals" className={cardList.list}>
        {proposals.map((proposal) => {
          const name = proposerName(proposal);
          const when = formatProposalTime(proposal.proposed_time);
          const answering = busy?.proposalId === proposal.id;
          const button = (action: ProposalAction, text: string) => {
            const label = answering && busy?.action === action ? PROCESSING_LABEL : text;
            return (
              <Button
                variant={action === 'accept' ? 'filled' : 'light'}
                color={action === 'accept' ? undefined : 'red'}
                disabled={busy !== null}
                aria-label={`${label} proposal from ${name} for ${when}`}
                data-analytics={`league.home.proposal-${action}`}
                onClick={() => act(proposal, action)}
              >
                {label}
              </Button>
            );
          };
          // Once the server has said yes there is nothing left to answer, until the list drops it.
          const answered = accepted.has(proposal.id) && !answering;
          return (
            <Card component="li" key={proposal.id} withBorder padding="md" radius="md">
              <Group justify="space-between" gap="sm">
                <Stack gap={2} className={cardList.text}>
                  <Group gap="xs">
                    <Text fw={600} className={cardList.wrap}>
                      {name}
                    </Text>
                    {accepted.has(proposal.id) ? (
                      <Badge variant="light" color="green">
                        {ACCEPTED_LABEL}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm">
                    <time dateTime={proposal.proposed_time}>{when}</time> · {proposal.location_name ?? NO_LOCATION}
                  </Text>
                </Stack>
                {answered ? null : (
                  <Group gap="xs">
                    {button('accept', 'Accept')}
                    {button('decline', 'Decline')}
                  </Group>
                )}
              </Group>
            </Card>
          );
        })}
      </ul>
    </Stack>
  );
}
