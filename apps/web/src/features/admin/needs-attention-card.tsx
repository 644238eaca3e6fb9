import type { ReactNode } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { NeedsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { IDLE_PLAYER_DAYS, UNCONFIRMED_SCORE_HOURS } from '@courtside/shared/schemas/needs-attention';
import { paths } from '@/lib/paths';
import { ActionGroup, ActionItem } from '@/components/action-list';
import { DisputedScoreItem, UnconfirmedScoreItem } from '@/components/attention-items';
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
        {(match) => <DisputedScoreItem key={match.match_id} match={match} />}
      </ActionGroup>
      <ActionGroup title={`Scores unconfirmed for more than ${UNCONFIRMED_SCORE_HOURS} hours`} items={data.unconfirmed}>
        {(match) => <UnconfirmedScoreItem key={match.match_id} match={match} />}
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
