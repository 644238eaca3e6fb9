import { Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { sideName } from './match-people';
import { formatMatchTime } from '@/lib/match-display';

/** The two players, home against away, and when and where they play, at the top of both match pages. */
export function MatchSummary({ match }: { match: MatchDto }) {
  const home = sideName(match, 'home');
  const away = sideName(match, 'away');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="match-players" mb="lg">
      <Stack gap="xs">
        <Title order={2} size="h3" id="match-players" style={{ overflowWrap: 'break-word' }}>
          {home} vs {away}
        </Title>
        <Text size="sm" c="dimmed">
          Home: {home} · Away: {away}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden="true" />
            <Text size="sm">
              <VisuallyHidden>When: </VisuallyHidden>
              {match.match_datetime ? (
                <time dateTime={match.match_datetime}>{formatMatchTime(match.match_datetime)}</time>
              ) : (
                'Not scheduled yet'
              )}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden="true" />
            <Text size="sm">
              <VisuallyHidden>Where: </VisuallyHidden>
              {match.location_name ?? 'TBD'}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
