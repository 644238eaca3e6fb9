import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Where an opponent's match with the viewer is already scheduled at another time: a proposal would be refused
 * (one match a pair), so the pages that offer Propose Match elsewhere offer this instead.
 */
export function RescheduleLink({
  match,
  opponentName,
  size = 'xs',
  variant,
}: {
  match: { id: number; league_id: number };
  opponentName: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button
      component={Link}
      to={paths.matchSchedule(match.league_id, match.id)}
      size={size}
      variant={variant}
      leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
      aria-label={`Reschedule your match with ${opponentName}`}
    >
      Reschedule
    </Button>
  );
}
