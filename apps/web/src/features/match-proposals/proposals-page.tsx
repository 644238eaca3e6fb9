import { useId } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCalendarSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMyLeagues } from '@/lib/account-queries';
import { timeZoneNote } from '@/lib/locale-time';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { leagueIdFromParam, paths } from '@/lib/paths';
import { useAcceptedMeanwhile, useProposalActions, useProposals, type ProposalActions } from '@/lib/proposal-queries';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { ProposalCard } from './proposal-card';
import { compareProposals } from './proposal-view';
import classes from '@/components/card-list.module.css';
import { LoadFailure } from '@/components/load-failure';

/** league-play section 8, word for word. */
export const LOAD_FAILED_MESSAGE = 'Unable to load league data.';
export const NO_PROPOSALS = 'You have no match proposals.';
export const LEAGUE_NOT_FOUND_MESSAGE = 'League not found.';

const loadFailedToast = () => LOAD_FAILED_MESSAGE;

/**
 * Proposals (league-play section 2) at /leagues/{leagueId}/proposals (that league) and /match-proposals (all of
 * mine): those I received and those I sent, with Accept and Decline or Cancel while pending.
 */
export function ProposalsPage() {
  const param = useParams().leagueId;
  const leagueId = leagueIdFromParam(param);
  return (
    <>
      <PageHeader title="Match Proposals" description={timeZoneNote(viewerTimeZone())} />
      {param !== undefined && leagueId === null ? (
        <Text>{LEAGUE_NOT_FOUND_MESSAGE}</Text>
      ) : (
        <ProposalsList leagueId={leagueId} />
      )}
    </>
  );
}

function ProposalsList({ leagueId }: { leagueId: number | null }) {
  const proposals = useProposals(leagueId);
  const actions = useProposalActions();
  const accepted = useAcceptedMeanwhile(proposals.dataUpdatedAt);
  // Across all my leagues each proposal says which league it is in.
  const myLeagues = useMyLeagues();
  useLoadErrorToast(proposals.data === undefined ? proposals.error : null, proposals.errorUpdatedAt, loadFailedToast);

  if (proposals.data === undefined) {
    if (!proposals.error) return <PageLoader label="Loading proposals..." />;
    return (
      <LoadFailure title={LOAD_FAILED_MESSAGE} query={proposals}>
        {proposals.error.message}
      </LoadFailure>
    );
  }

  if (proposals.data.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Text size="lg">{NO_PROPOSALS}</Text>
        <Button
          component={Link}
          to={leagueId === null ? paths.scheduleOverlaps : paths.leagueFindMatches(leagueId)}
          leftSection={<IconCalendarSearch size={18} aria-hidden="true" />}
        >
          Find Match Times
        </Button>
      </Stack>
    );
  }

  const leagueName = (id: number) =>
    leagueId === null ? myLeagues.data?.find((league) => league.league_id === id)?.league_name : undefined;
  const sorted = [...proposals.data].sort(compareProposals);
  return (
    <Stack gap="xl">
      <ProposalGroup
        title="Received"
        proposals={sorted.filter((proposal) => !proposal.is_sent_by_user)}
        leagueName={leagueName}
        actions={actions}
        accepted={accepted}
      />
      <ProposalGroup
        title="Sent"
        proposals={sorted.filter((proposal) => proposal.is_sent_by_user)}
        leagueName={leagueName}
        actions={actions}
        accepted={accepted}
      />
    </Stack>
  );
}

function ProposalGroup({
  title,
  proposals,
  leagueName,
  actions,
  accepted,
}: {
  title: string;
  proposals: readonly ProposalDto[];
  leagueName: (leagueId: number) => string | undefined;
  actions: ProposalActions;
  /** Proposals accepted here or elsewhere in the app whose new status the list has not read yet. */
  accepted: ReadonlySet<number>;
}) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {proposals.length === 0 ? (
        <Text c="dimmed">None.</Text>
      ) : (
        <ul role="list" aria-label={`${title} proposals`} className={classes.list}>
          {proposals.map((proposal) => (
            <ProposalCard
              key={proposal.id}
              proposal={proposal}
              leagueName={leagueName(proposal.league_id)}
              actions={actions}
              acceptedMeanwhile={accepted.has(proposal.id)}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}
