import { Badge, type MantineColor } from '@mantine/core';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import classes from './league-status-badge.module.css';

/**
 * Each status in words, and a colour that groups them: signing up, waiting, playing, over. No yellow: Mantine's
 * light yellow badge text is about 2.6:1 against its background, below the 4.5:1 axe asks for.
 */
const STATUS_DISPLAY: Record<LeagueStatus, { label: string; color: MantineColor }> = {
  draft: { label: 'Draft', color: 'gray' },
  registration_open: { label: 'Registration Open', color: 'blue' },
  registration_closed: { label: 'Registration Closed', color: 'indigo' },
  pending_start: { label: 'Pending Start', color: 'violet' },
  active: { label: 'Active', color: 'court' },
  in_progress: { label: 'In Progress', color: 'court' },
  playoffs: { label: 'Playoffs', color: 'grape' },
  completed: { label: 'Completed', color: 'dark' },
  canceled: { label: 'Canceled', color: 'red' },
};

export function leagueStatusLabel(status: LeagueStatus): string {
  return STATUS_DISPLAY[status].label;
}

export function LeagueStatusBadge({ status }: { status: LeagueStatus }) {
  const { label, color } = STATUS_DISPLAY[status];
  return (
    <Badge component="span" variant="light" color={color} className={classes.badge}>
      {label}
    </Badge>
  );
}
