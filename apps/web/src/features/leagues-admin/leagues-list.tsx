import { Group, Stack, Text } from '@mantine/core';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { PrivateBadge } from '@/components/private-badge';
import { DataList, type DataListColumn, type DataListQuery, type RowAction } from '@/components/data-list';
import { LeagueStatusBadge } from './league-status-badge';
import { leagueStatusLabel } from './league-status-label';

export const LEAGUES_LOAD_FAILED_MESSAGE = 'Failed to load leagues';

const leagueColumns: DataListColumn<LeagueDto>[] = [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    cell: (league) => <LeagueName league={league} />,
    sortValue: (league) => league.name,
  },
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

/** A private league is marked, with who runs it (issue 38): admins can step in, but it is someone's league. */
function LeagueName({ league }: { league: LeagueDto }) {
  if (league.public_visible) return league.name;
  return (
    <Stack gap={2} component="span">
      <Group gap="xs" component="span">
        {league.name}
        <PrivateBadge />
      </Group>
      {league.organizer_name ? (
        <Text span size="sm" c="dimmed">
          Organized by {league.organizer_name}
        </Text>
      ) : null}
    </Stack>
  );
}

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
        text: (league) =>
          `${league.name} ${league.season} ${league.region?.city_area ?? ''} ${league.organizer_name ?? ''}`,
      }}
      paginate
      emptyMessage="No leagues yet"
      loadingLabel="Loading leagues..."
      errorTitle={LEAGUES_LOAD_FAILED_MESSAGE}
    />
  );
}
