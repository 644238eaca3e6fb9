import type { ReactNode } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AttentionMatchDto, NeedsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { IDLE_PLAYER_DAYS, UNCONFIRMED_SCORE_HOURS } from '@courtside/shared/schemas/needs-attention';
import { formatDateTime } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { ActionGroup, ActionItem } from '@/components/action-list';
import { describeScore } from '@courtside/shared/tennis/score-display';
import { errorMessage } from '@/lib/error-message';
import { DISPUTE_RESOLVED_MESSAGE, RESOLVE_FAILED_TITLE, useResolveDispute } from '@/lib/league-queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useNeedsAttention } from './api';

export const NEEDS_ATTENTION_TITLE = 'Needs attention';
export const NOTHING_NEEDS_ATTENTION = 'Nothing needs your attention in the leagues under way.';
export const NEEDS_ATTENTION_FAILED = 'What needs your attention could not be loaded.';

/**
 * The admin's list of what waits for them (issue 34): disputed scores to resolve, scores left unconfirmed, and
 * players with nothing arranged two weeks into play, each a tap from where to act.
 */
export function NeedsAttentionCard() {
  const attention = useNeedsAttention();
  let content: ReactNode;
  if (attention.isPending) {
    content = <Loader size="sm" aria-label="Loading what needs your attention" />;
  } else if (attention.isError) {
    content = (
      <Group gap="sm">
        <Text size="sm" c="var(--mantine-color-error)">
          {NEEDS_ATTENTION_FAILED} {attention.error.message}
        </Text>
        <Button size="xs" variant="light" loading={attention.isFetching} onClick={() => void attention.refetch()}>
          Try Again
        </Button>
      </Group>
    );
  } else {
    content = <AttentionLists data={attention.data} />;
  }
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="needs-attention-title" mb="lg">
      <Title order={2} size="h3" id="needs-attention-title" mb="md">
        {NEEDS_ATTENTION_TITLE}
      </Title>
      {content}
    </Card>
  );
}

function AttentionLists({ data }: { data: NeedsAttentionResponse }) {
  if (data.disputed.length + data.unconfirmed.length + data.idle_players.length === 0) {
    return <Text>{NOTHING_NEEDS_ATTENTION}</Text>;
  }
  return (
    <Stack gap="lg">
      <ActionGroup title="Disputed scores" items={data.disputed}>
        {(match) => <DisputedScore key={match.match_id} match={match} />}
      </ActionGroup>
      <ActionGroup title={`Scores unconfirmed for more than ${UNCONFIRMED_SCORE_HOURS} hours`} items={data.unconfirmed}>
        {(match) => (
          <ActionItem key={match.match_id} text={matchName(match)} detail={matchDetail(match, 'Entered')}>
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={paths.matchScore(match.league_id, match.match_id)}
              aria-label={`Open ${matchName(match)}`}
            >
              Open
            </Button>
          </ActionItem>
        )}
      </ActionGroup>
      <ActionGroup title={`No match arranged after ${IDLE_PLAYER_DAYS} days of play`} items={data.idle_players}>
        {(player) => (
          <ActionItem
            key={`${player.league_id}-${player.player_id}`}
            text={player.name}
            detail={`${player.league_name} · ${player.division_name}`}
          >
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`${paths.leagueDivision(player.league_id)}?division=${player.division_id}`}
              aria-label={`View division ${player.division_name} of ${player.league_name}, where ${player.name} plays`}
            >
              View division
            </Button>
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`${paths.adminLeagues}?manage=${player.league_id}`}
              aria-label={`Manage ${player.league_name}, where ${player.name} plays`}
            >
              Manage league
            </Button>
          </ActionItem>
        )}
      </ActionGroup>
    </Stack>
  );
}

const matchName = (match: AttentionMatchDto) => `${match.home_name} vs ${match.away_name}`;

function matchDetail(match: AttentionMatchDto, sinceLabel: string) {
  const since = match.since ? ` · ${sinceLabel} ${formatDateTime(match.since)}` : '';
  return `${match.league_name} · ${match.division_name}${since}`;
}

/**
 * A disputed score, with the score as entered and the reason given: letting it stand is one tap here (most
 * disputes end that way once the players have talked); correcting it takes the match page's score form.
 */
function DisputedScore({ match }: { match: AttentionMatchDto }) {
  const resolve = useResolveDispute();
  const name = matchName(match);
  const score = describeScore(match, { home: match.home_name, away: match.away_name });
  const keepScore = () =>
    resolve.mutate(
      { match_id: match.match_id, sets: match.set_scores, status: match.status },
      {
        onSuccess: () => notifySuccess(DISPUTE_RESOLVED_MESSAGE),
        onError: (error) => notifyError(`${RESOLVE_FAILED_TITLE}: ${errorMessage(error)}`),
      },
    );
  return (
    <ActionItem
      text={name}
      detail={
        <>
          <div>{matchDetail(match, 'Disputed')}</div>
          <div>Entered: {score}</div>
          {match.dispute_reason ? <div>Reason given: {match.dispute_reason}</div> : null}
        </>
      }
    >
      <Button
        size="xs"
        loading={resolve.isPending}
        onClick={keepScore}
        aria-label={`Keep the entered score of ${name}`}
      >
        Keep Score
      </Button>
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={paths.matchScore(match.league_id, match.match_id)}
        aria-label={`Correct the score of ${name}`}
      >
        Correct
      </Button>
    </ActionItem>
  );
}
