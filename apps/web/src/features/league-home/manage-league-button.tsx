import { Button } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { canManageLeague } from '@courtside/shared/league/permissions';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';

/**
 * A private league's way to its Manage page, for those who run it (its organizer and the club's admins). Club
 * leagues keep theirs in League Management, so their home pages stay as players know them.
 */
export function ManageLeagueButton({
  league,
}: {
  league: Pick<LeagueDto, 'id' | 'public_visible' | 'organizer_user_id'>;
}) {
  const { data: user } = useCurrentUser();
  if (league.public_visible || !canManageLeague(user, league)) return null;
  return (
    <Button
      component={Link}
      to={paths.leagueManage(league.id)}
      variant="default"
      leftSection={<IconSettings size={18} aria-hidden="true" />}
    >
      Manage league
    </Button>
  );
}
