import { Button, Group, Text } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { PlainButtonLink } from '@/components/plain-button';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { paths } from '@/lib/paths';
import type { ProposalAction } from '@/lib/proposal-queries';
import { InfoNotice } from '@/components/info-notice';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import card from './match-card.module.css';
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
    <div className={cardList.list}>
      <InfoNotice
        icon={<IconMailbox aria-hidden="true" />}
        title={PROPOSALS_WAITING_TITLE}
        text={`You have ${plural(proposals.length, 'pending proposal', 'pending proposals')}.`}
        action={
          <PlainButtonLink
            to={paths.leagueProposals(leagueId)}
            variant="filled"
            size="sm"
            data-analytics="league.home.view-proposals"
          >
            View All Proposals
          </PlainButtonLink>
        }
      />
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
            <li key={proposal.id} className={plainCard.card}>
              <div className={card.row}>
                <div className={card.text}>
                  <p className={`${plainType.text} ${plainType.strong} ${card.title}`}>{name}</p>
                  <p className={plainType.textSm}>
                    <time dateTime={proposal.proposed_time}>{when}</time> · {proposal.location_name ?? NO_LOCATION}
                  </p>
                </div>
                <div className={card.actions}>
                  {button('accept', 'Accept')}
                  {button('decline', 'Decline')}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
