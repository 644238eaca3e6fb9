import type { MantineColor } from '@mantine/core';
import { isActiveLeagueStatus, isOpenForRegistration } from '@courtside/shared/league/league-status';
import { isLeagueReadOnly } from '@courtside/shared/league/league-changes';
import type { LeagueStatus } from '@courtside/shared/schemas/leagues';

/** A status as people read it: 'registration_open' is 'Registration Open'. */
export function leagueStatusLabel(status: LeagueStatus): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The badge colour says what players can do now: sign up, play, nothing more, or wait. */
export function leagueStatusColor(status: LeagueStatus): MantineColor {
  if (status === 'canceled') return 'red';
  if (isLeagueReadOnly(status)) return 'gray';
  if (isOpenForRegistration(status)) return 'court';
  if (isActiveLeagueStatus(status)) return 'blue';
  return 'indigo';
}
