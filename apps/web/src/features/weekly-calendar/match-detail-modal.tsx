import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { getResultLabel } from '@courtside/shared/tennis/match-status';
import { locationLabel, scoreSentence } from '@/lib/match-display';
import { paths } from '@/lib/paths';
import { matchCardKind, matchOpponentName } from './calendar-model';
import { formatInstantWithYear } from './calendar-time';
import classes from './weekly-calendar.module.css';

/** What the Match Details dialog takes: `match` null closes it. */
export interface MatchDetailModalProps {
  match: MatchDto | null;
  myPlayerId: number | null;
  zone: string;
  onClose: () => void;
}

/**
 * A match card's details: who, when, where and how it stands, with Enter Match Score (and Reschedule) for a
 * scheduled match and View Score for a played one (league-play sections 2 and 4).
 */
export function MatchDetailModal({ match, myPlayerId, zone, onClose }: MatchDetailModalProps) {
  return (
    <Modal opened={match !== null} onClose={onClose} title="Match Details">
      {match ? <MatchDetails match={match} myPlayerId={myPlayerId} zone={zone} onClose={onClose} /> : null}
    </Modal>
  );
}

function MatchDetails({
  match,
  myPlayerId,
  zone,
  onClose,
}: {
  match: MatchDto;
  myPlayerId: number | null;
  zone: string;
  onClose: () => void;
}) {
  const kind = matchCardKind(match);
  const scheduled = kind === 'scheduled';
  const status = scheduled ? 'Scheduled' : (getResultLabel(match, myPlayerId) ?? 'Not scheduled');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Opponent
        </Text>
        <Text fw={600} className={classes.wrap}>
          {matchOpponentName(match, myPlayerId)}
        </Text>
        <Text size="sm" c="dimmed">
          Time
        </Text>
        <Text>{match.match_datetime ? formatInstantWithYear(match.match_datetime, zone) : ''}</Text>
        <Text size="sm" c="dimmed">
          Location
        </Text>
        <Text className={classes.wrap}>{locationLabel(match)}</Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Status
          </Text>
          <Badge tt="none" variant="light">
            {status}
          </Badge>
        </Group>
        {scheduled ? null : (
          <>
            <Text size="sm" c="dimmed">
              Score
            </Text>
            <Text>{scoreSentence(match, myPlayerId)}</Text>
          </>
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {scheduled ? (
          <>
            <Button
              component={Link}
              to={paths.matchSchedule(match.league_id, match.id)}
              variant="light"
              leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
            >
              Reschedule
            </Button>
            <Button
              component={Link}
              to={paths.matchScore(match.league_id, match.id)}
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              Enter Match Score
            </Button>
          </>
        ) : (
          <Button component={Link} to={paths.matchScore(match.league_id, match.id)} variant="light">
            View Score
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
