import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { DataList, type DataListColumn, type DataListQuery, type RowAction } from '@/components/data-list';
import { LeagueStatusBadge } from './league-status-badge';
import { leagueStatusLabel } from './league-status-label';

export const LEAGUES_LOAD_FAILED_MESSAGE = 'Failed to load leagues';

const leagueColumns: DataListColumn<LeagueDto>[] = [
  { id: 'name', header: 'Name', primary: true, cell: (league) => league.name, sortValue: (league) => league.name },
  { id: 'type', header: 'Type', cell: (league) => league.league_type, sortValue: (league) => league.league_type },
  {
    id: 'region',
    header: 'Region',
    cell: (league) => league.region?.city_area ?? '—',
    sortValue: (league) => league.region?.city_area,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (league) => <LeagueStatusBadge status={league.league_status} />,
    sortValue: (league) => leagueStatusLabel(league.league_status),
  },
];

export interface LeagueRowActions {
  onManage: (league: LeagueDto) => void;
  /** Opens the league's own pages, as its players see them (issue 34). */
  onView: (league: LeagueDto) => void;
  /** Opens the league's season view: progress, waiting scores and the CSV downloads (issue 36). */
  onSeason: (league: LeagueDto) => void;
  onEdit: (league: LeagueDto) => void;
  onDelete: (league: LeagueDto) => void;
  deletingId: number | null;
}

export function LeaguesList({ leagues, actions }: { leagues: DataListQuery<LeagueDto>; actions: LeagueRowActions }) {
  const rowActions: RowAction<LeagueDto>[] = [
    { label: 'Manage', variant: 'filled', onClick: actions.onManage },
    { label: 'View', onClick: actions.onView },
    { label: 'Season', onClick: actions.onSeason },
    { label: 'Edit', onClick: actions.onEdit },
    { label: 'Delete', color: 'red', onClick: actions.onDelete, isBusy: (league) => actions.deletingId === league.id },
  ];
  return (
    <DataList
      label="Leagues"
      query={leagues}
      columns={leagueColumns}
      rowKey={(league) => league.id}
      rowLabel={(league) => league.name}
      actions={rowActions}
      search={{
        label: 'Search leagues',
        text: (league) => `${league.name} ${league.season} ${league.region?.city_area ?? ''}`,
      }}
      paginate
      emptyMessage="No leagues yet"
      loadingLabel="Loading leagues..."
      errorTitle={LEAGUES_LOAD_FAILED_MESSAGE}
    />
  );
}
