import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { confirmRowAction } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDeleteLeague, useLeagues } from './api';
import { LeaguesList } from './leagues-list';
import { LeagueManagePanel } from './league-manage-panel';

export const LEAGUE_DELETED_MESSAGE = 'League deleted successfully!';
export const leagueDeleteFailedMessage = (message: string) => `Error deleting league: ${message}`;
/** The query parameter that opens one league's Manage panel, so a reload or a shared link opens it again. */
export const MANAGE_PARAM = 'manage';

const createButton = (
  <Button component={Link} to={paths.adminLeagueEditor}>
    Create New League
  </Button>
);

/** League Management: the list of leagues, or one league's Manage panel when ?manage={id} names it. */
export function LeaguesPage() {
  const [searchParams] = useSearchParams();
  const managed = Number(searchParams.get(MANAGE_PARAM));
  const managing = Number.isInteger(managed) && managed > 0;
  return (
    <>
      <PageHeader title="League Management" actions={managing ? undefined : <ListHeaderAction />} />
      {managing ? <LeagueManagePanel key={managed} leagueId={managed} /> : <LeaguesOverview />}
    </>
  );
}

/** Create New League sits in the header, except while the empty list offers it itself. */
function ListHeaderAction() {
  const leagues = useLeagues();
  return leagues.data?.length === 0 ? null : createButton;
}

function LeaguesOverview() {
  const navigate = useNavigate();
  const leagues = useLeagues();
  const deleteLeague = useDeleteLeague();

  const handleDelete = (league: LeagueDto) =>
    confirmRowAction({
      title: 'Delete league',
      message: `Delete the league ${league.name}? Its divisions, placements and registrations are deleted with it.`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () =>
        deleteLeague.mutate(league.id, {
          onSuccess: () => notifySuccess(LEAGUE_DELETED_MESSAGE),
          onError: (error) => notifyError(leagueDeleteFailedMessage(error.message)),
        }),
    });

  if (leagues.data?.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>No leagues yet</Text>
        {createButton}
      </Stack>
    );
  }
  return (
    <LeaguesList
      leagues={leagues}
      actions={{
        onManage: (league) => void navigate(`${paths.adminLeagues}?${MANAGE_PARAM}=${league.id}`),
        onView: (league) => void navigate(paths.leagueHome(league.id)),
        onSeason: (league) => void navigate(paths.adminLeagueSeason(league.id)),
        onEdit: (league) => void navigate(paths.adminLeagueEdit(league.id)),
        onDelete: handleDelete,
        deletingId: deleteLeague.isPending ? (deleteLeague.variables ?? null) : null,
      }}
    />
  );
}
