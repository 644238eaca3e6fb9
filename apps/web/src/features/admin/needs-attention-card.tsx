import type { ReactNode } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AttentionMatchDto, NeedsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { IDLE_PLAYER_DAYS, UNCONFIRMED_SCORE_HOURS } from '@courtside/shared/schemas/needs-attention';
import { formatDateTime } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import cardList from '@/components/card-list.module.css';
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
      <MatchList title="Disputed scores" matches={data.disputed} action="Resolve" sinceLabel="Disputed" />
      <MatchList
        title={`Scores unconfirmed for more than ${UNCONFIRMED_SCORE_HOURS} hours`}
        matches={data.unconfirmed}
        action="Open"
        sinceLabel="Entered"
      />
      {data.idle_players.length > 0 ? (
        <AttentionGroup title={`No match arranged after ${IDLE_PLAYER_DAYS} days of play`}>
          {data.idle_players.map((player) => (
            <AttentionItem
              key={`${player.league_id}-${player.player_id}`}
              text={player.name}
              detail={`${player.league_name} · ${player.division_name}`}
              action={
                <Group gap="xs">
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
                </Group>
              }
            />
          ))}
        </AttentionGroup>
      ) : null}
    </Stack>
  );
}

function MatchList(props: { title: string; matches: AttentionMatchDto[]; action: string; sinceLabel: string }) {
  if (props.matches.length === 0) return null;
  return (
    <AttentionGroup title={props.title}>
      {props.matches.map((match) => {
        const name = `${match.home_name} vs ${match.away_name}`;
        return (
          <AttentionItem
            key={match.match_id}
            text={name}
            detail={`${match.league_name} · ${match.division_name}${
              match.since ? ` · ${props.sinceLabel} ${formatDateTime(match.since)}` : ''
            }`}
            action={
              <Button
                size="xs"
                component={Link}
                to={paths.matchScore(match.league_id, match.match_id)}
                aria-label={`${props.action} ${name}`}
              >
                {props.action}
              </Button>
            }
          />
        );
      })}
    </AttentionGroup>
  );
}

function AttentionGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ul role="list" aria-label={title} className={cardList.list}>
        {children}
      </ul>
    </Stack>
  );
}

function AttentionItem({ text, detail, action }: { text: string; detail: string; action: ReactNode }) {
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} className={cardList.text}>
          <Text fw={600} className={cardList.wrap}>
            {text}
          </Text>
          <Text size="sm" c="dimmed" className={cardList.wrap}>
            {detail}
          </Text>
        </Stack>
        {action}
      </Group>
    </Card>
  );
}
