import { Badge } from '@mantine/core';
import type { LeagueStatus } from '@courtside/shared/schemas/leagues';
import { leagueStatusColor, leagueStatusLabel } from './league-status-label';

export function LeagueStatusBadge({ status }: { status: LeagueStatus }) {
  return (
    <Badge variant="light" color={leagueStatusColor(status)} style={{ whiteSpace: 'normal' }}>
      {leagueStatusLabel(status)}
    </Badge>
  );
}
