import { Card, List, Loader, Group, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { useMatchHistory } from './api';
import { chronological, describeMatchEvent } from './match-event-text';

export const CHANGE_LOG_FAILED_MESSAGE = 'The change log could not be loaded.';
export const CHANGE_LOG_EMPTY_MESSAGE = 'No changes recorded yet.';

/** The audit trail of the match (ADR 028): every schedule and score change, who made it and when. */
export function MatchChangeLog({ match }: { match: MatchDto }) {
  const history = useMatchHistory(match.id);

  let content;
  if (history.isPending) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Loading the change log...</Text>
      </Group>
    );
  } else if (history.isError) {
    content = <Text size="sm">{CHANGE_LOG_FAILED_MESSAGE}</Text>;
  } else if (history.data.length === 0) {
    content = <Text size="sm">{CHANGE_LOG_EMPTY_MESSAGE}</Text>;
  } else {
    content = (
      // list-style: none makes Safari drop the list role; saying it keeps the count for VoiceOver.
      <List role="list" spacing="sm" listStyleType="none" aria-labelledby="change-log-title">
        {chronological(history.data).map((event) => (
          <List.Item key={event.id}>
            <Text size="sm" style={{ overflowWrap: 'break-word' }}>
              {describeMatchEvent(event, match)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={event.created_at}>{dayjs(event.created_at).format('MMM D, YYYY h:mm A')}</time>
            </Text>
          </List.Item>
        ))}
      </List>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="change-log-title" mt="xl">
      <Title order={2} size="h4" id="change-log-title">
        Change Log
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Every change to this match, with who made it and when.
      </Text>
      {content}
    </Card>
  );
}
