import { useState, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isActiveLeagueStatus } from '@courtside/shared/league/league-status';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { MyMatchDto } from '@courtside/shared/schemas/matches';
import { ActionGroup, ActionItem } from '@/components/action-list';
import { DisputeScoreModal } from '@/components/dispute-score-modal';
import { ProposeMatchModal, type ProposeTarget } from '@/components/propose-match-modal';
import { useMyLeagues } from '@/lib/account-queries';
import { API_BASE } from '@/lib/api-client';
import { overlapChoices, overlapsQuery, type OverlapChoice } from '@/lib/availability-queries';
import { useAllLeagues, useConfirmScore, useMyMatches } from '@/lib/league-queries';
import {
  NO_LOCATION,
  formatMatchTime,
  formatProposalTime,
  locationLabel,
  proposerSideName,
  scoreSentence,
} from '@/lib/match-display';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useAcceptedMeanwhile, useProposalActions, useProposals, type ProposalAction } from '@/lib/proposal-queries';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { buildNextSteps, hasNextSteps, opponentOfMine, type NextSteps, type ProposeStep } from './next-steps';

export const NEXT_STEPS_TITLE = 'Next Steps';
export const NOTHING_WAITING = 'Nothing is waiting for you right now.';
export const NEXT_STEPS_FAILED = 'What is waiting for you could not be loaded.';
export const SCORE_CONFIRMED_MESSAGE = 'Score confirmed!';
export const SCORE_CONFIRM_FAILED_MESSAGE = 'Failed to confirm score';

/**
 * The dashboard's first card (issue 34): everything waiting for me in every league, most urgent first, each
 * with its action in place, so nothing is more than a tap away from where I land.
 */
export function NextStepsCard() {
  const zone = useViewerTimeZone();
  const matches = useMyMatches();
  const proposals = useProposals(null);
  const myLeagues = useMyLeagues();
  const allLeagues = useAllLeagues();
  // Overlaps only for the leagues in play where I still have a match to arrange.
  const arranging = [
    ...new Set(
      (matches.data ?? [])
        .filter((match) => match.status === 'unscheduled' && isInPlay(myLeagues.data, match.league_id))
        .map((match) => match.league_id),
    ),
  ].sort((a, b) => a - b);
  const overlaps = useQueries({
    queries: arranging.map((leagueId) => ({ ...overlapsQuery(leagueId, zone ?? ''), enabled: zone !== null })),
  });

  const reads = [matches, proposals, myLeagues, allLeagues];
  let content: ReactNode;
  if (reads.some((read) => read.data === undefined && read.error)) {
    content = (
      <Group gap="sm">
        <Text size="sm" c="var(--mantine-color-error)">
          {NEXT_STEPS_FAILED}
        </Text>
        <Button
          size="xs"
          variant="light"
          loading={reads.some((read) => read.isFetching)}
          onClick={() => reads.forEach((read) => read.error && void read.refetch())}
        >
          Try Again
        </Button>
      </Group>
    );
  } else if (!matches.data || !proposals.data || !myLeagues.data || !allLeagues.data) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Loading what is waiting for you...</Text>
      </Group>
    );
  } else {
    const overlapsByLeague = new Map<number, OverlapChoice[]>();
    arranging.forEach((leagueId, index) => {
      const answer = overlaps[index]?.data;
      const inLeague = matches.data.filter((match) => match.league_id === leagueId);
      if (!answer || inLeague.length === 0) return;
      const viewer = { playerId: inLeague[0]!.my_player_id, matches: inLeague, proposals: proposals.data };
      overlapsByLeague.set(leagueId, overlapChoices(answer.data.overlaps, viewer));
    });
    const steps = buildNextSteps({
      matches: matches.data,
      proposals: proposals.data,
      overlapsByLeague,
      allLeagues: allLeagues.data,
      myLeagues: myLeagues.data,
      now: matches.dataUpdatedAt,
    });
    content = <StepLists steps={steps} proposalsReadAt={proposals.dataUpdatedAt} />;
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="next-steps-title">
      <Title order={2} size="h3" id="next-steps-title" mb="md">
        {NEXT_STEPS_TITLE}
      </Title>
      {content}
    </Card>
  );
}

function isInPlay(entries: readonly { league_id: number; league_status: string }[] | undefined, leagueId: number) {
  return entries?.some((entry) => entry.league_id === leagueId && isActiveLeagueStatus(entry.league_status)) ?? false;
}

function StepLists({ steps, proposalsReadAt }: { steps: NextSteps; proposalsReadAt: number }) {
  const [proposing, setProposing] = useState<ProposeStep | null>(null);
  // The Action Center below has the ways on (My Leagues, Register): saying so is enough here.
  if (!hasNextSteps(steps)) return <Text>{NOTHING_WAITING}</Text>;
  const target: ProposeTarget | null = proposing ? { opponent: proposing.opponent, slot: proposing.slot } : null;
  return (
    <Stack gap="lg">
      <ProposalsToAnswer proposals={steps.proposals} readAt={proposalsReadAt} />
      <ScoresToConfirm matches={steps.scoresToConfirm} />
      <ActionGroup title="Times to propose" items={steps.proposeTimes}>
        {(step) => {
          const when = formatProposalTime(step.slot.start_time);
          return (
            <ActionItem
              key={step.match.id}
              text={`${step.opponent.name} is free with you ${when}`}
              detail={step.match.league_name}
            >
              <Button
                size="xs"
                onClick={() => setProposing(step)}
                aria-label={`Propose to ${step.opponent.name} for ${when}`}
              >
                Propose
              </Button>
            </ActionItem>
          );
        }}
      </ActionGroup>
      {steps.nextMatch ? <NextMatch match={steps.nextMatch} /> : null}
      {steps.openLeagues.length > 0 ? (
        <ActionGroup title="Open for registration" items={[steps.openLeagues]}>
          {(leagues) => (
            <ActionItem
              key="register"
              text={`${leagues.length} ${leagues.length === 1 ? 'league is' : 'leagues are'} open for registration`}
              detail={leagues.map((league) => league.name).join(', ')}
            >
              <Button size="xs" variant="light" component={Link} to={paths.register}>
                Register
              </Button>
            </ActionItem>
          )}
        </ActionGroup>
      ) : null}
      <ProposeMatchModal
        target={target}
        leagueId={proposing?.match.league_id ?? null}
        divisionId={proposing?.match.division_id ?? null}
        onClose={() => setProposing(null)}
      />
    </Stack>
  );
}

function ProposalsToAnswer({ proposals, readAt }: { proposals: readonly ProposalDto[]; readAt: number }) {
  const { busy, act } = useProposalActions();
  const accepted = useAcceptedMeanwhile(readAt);
  return (
    <ActionGroup title="Proposals waiting for your answer" items={proposals}>
      {(proposal) => {
        const name = proposerSideName(proposal, 'Your opponent');
        const when = formatProposalTime(proposal.proposed_time);
        const button = (action: ProposalAction, label: string) => (
          <Button
            size="xs"
            variant={action === 'accept' ? 'filled' : 'light'}
            color={action === 'accept' ? undefined : 'red'}
            disabled={busy !== null}
            loading={busy?.proposalId === proposal.id && busy.action === action}
            aria-label={`${label} proposal from ${name} for ${when}`}
            onClick={() => act(proposal, action)}
          >
            {label}
          </Button>
        );
        return (
          <ActionItem
            key={proposal.id}
            text={`${name} proposes ${when}`}
            detail={`${proposal.location_name ?? NO_LOCATION}`}
          >
            {accepted.has(proposal.id) ? (
              <Text size="sm" c="green">
                Accepted
              </Text>
            ) : (
              <>
                {button('accept', 'Accept')}
                {button('decline', 'Decline')}
              </>
            )}
          </ActionItem>
        );
      }}
    </ActionGroup>
  );
}

function ScoresToConfirm({ matches }: { matches: readonly MyMatchDto[] }) {
  const confirm = useConfirmScore();
  const [disputing, setDisputing] = useState<number | null>(null);
  return (
    <>
      <ActionGroup title="Scores waiting for your confirmation" items={matches}>
        {(match) => {
          const opponent = opponentOfMine(match);
          const score = scoreSentence(match, match.my_player_id);
          return (
            <ActionItem
              key={match.id}
              text={`${opponent.name} entered the score: ${score}`}
              detail={`${match.league_name}, ${formatMatchTime(match.match_datetime)}`}
            >
              <Button
                size="xs"
                loading={confirm.isPending && confirm.variables === match.id}
                disabled={confirm.isPending}
                aria-label={`Confirm the score of your match with ${opponent.name}`}
                onClick={() =>
                  confirm.mutate(match.id, {
                    onSuccess: () => notifySuccess(SCORE_CONFIRMED_MESSAGE),
                    onError: (error) => notifyError(`${SCORE_CONFIRM_FAILED_MESSAGE}: ${error.message}`),
                  })
                }
              >
                Confirm
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={confirm.isPending}
                aria-label={`Dispute the score of your match with ${opponent.name}`}
                onClick={() => setDisputing(match.id)}
              >
                Dispute
              </Button>
            </ActionItem>
          );
        }}
      </ActionGroup>
      <DisputeScoreModal matchId={disputing ?? 0} opened={disputing !== null} onClose={() => setDisputing(null)} />
    </>
  );
}

function NextMatch({ match }: { match: MyMatchDto }) {
  const opponent = opponentOfMine(match);
  return (
    <ActionGroup title="Your next match" items={[match]}>
      {() => (
        <ActionItem
          key={match.id}
          text={`${formatMatchTime(match.match_datetime)} against ${opponent.name}`}
          detail={`${locationLabel(match)} · ${match.league_name}`}
        >
          <Button
            size="xs"
            variant="light"
            component="a"
            href={`${API_BASE}/calendar/match.ics?match_id=${match.id}`}
            download
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
            aria-label={`Add your match with ${opponent.name} to your calendar`}
          >
            Add to calendar
          </Button>
          <Button size="xs" variant="light" component={Link} to={paths.matchSchedule(match.league_id, match.id)}>
            Details
          </Button>
        </ActionItem>
      )}
    </ActionGroup>
  );
}
