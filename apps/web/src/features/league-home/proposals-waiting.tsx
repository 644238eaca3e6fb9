import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { paths } from '@/lib/paths';
import type { ProposalAction } from '@/lib/proposal-queries';
import classes from './league-home.module.css';
import { NO_LOCATION, UNNAMED_OPPONENT, formatProposalTime } from '@/lib/match-display';
import { plural } from './match-view';
import type { PendingProposals } from './use-pending-proposals';
import cardList from '@/components/card-list.module.css';

/** league-play section 2, word for word. */
export const PROPOSALS_WAITING_TITLE = 'Match Proposals Waiting';
export const PROCESSING_LABEL = 'Processing...';
export const PROPOSALS_LOAD_FAILED = 'Your match proposals could not be loaded.';

const proposerName = (proposal: ProposalDto) => proposal.proposer_name.trim() || UNNAMED_OPPONENT;

/**
 * The banner with the count and View All Proposals, and each received proposal with Accept and Decline
 * (one click to accept); nothing at all while none are waiting.
 */
export function ProposalsWaiting({ leagueId, pending }: { leagueId: number; pending: PendingProposals }) {
  const { proposals, busy, act } = pending;
  if (pending.error) {
    return (
      <Group gap="sm" wrap="wrap">
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
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light" icon={<IconMailbox aria-hidden="true" />} title={PROPOSALS_WAITING_TITLE}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">You have {plural(proposals.length, 'pending proposal', 'pending proposals')}.</Text>
          <Button
            component={Link}
            to={paths.leagueProposals(leagueId)}
            size="sm"
            data-analytics="league.home.view-proposals"
          >
            View All Proposals
          </Button>
        </Group>
      </Alert>
      <ul role="list" aria-label="Pending proposals" className={cardList.list}>
        {proposals.map((proposal) => {
          const name = proposerName(proposal);
          const when = formatProposalTime(proposal.proposed_time);
          const button = (action: ProposalAction, text: string) => {
            const label = busy?.proposalId === proposal.id && busy.action === action ? PROCESSING_LABEL : text;
            return (
              <Button
                size="sm"
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
          return (
            <Card component="li" key={proposal.id} withBorder padding="md" radius="md">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} className={classes.matchText}>
                  <Text fw={600} className={classes.matchTitle}>
                    {name}
                  </Text>
                  <Text size="sm">
                    <time dateTime={proposal.proposed_time}>{when}</time> · {proposal.location_name ?? NO_LOCATION}
                  </Text>
                </Stack>
                <Group gap="xs" className={classes.matchActions}>
                  {button('accept', 'Accept')}
                  {button('decline', 'Decline')}
                </Group>
              </Group>
            </Card>
          );
        })}
      </ul>
    </Stack>
  );
}
