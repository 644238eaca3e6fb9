import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isLeagueReadOnly, readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import { playsAsPairs } from '@courtside/shared/league/pairs';
import { isAdmin } from '@courtside/shared/league/permissions';
import type { PairsListResponse } from '@courtside/shared/schemas/pairs';
import type { BoardResponse, DivisionDto } from '@courtside/shared/schemas/divisions';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { LeaguePlayerDto } from '@courtside/shared/schemas/registrations';
import { confirmRowAction } from '@/components/data-list';
import { ErrorAlert } from '@/components/error-alert';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/current-user';
import { useLeaguePairs } from '@/lib/pair-queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDeleteDivision, useDivisions, useLeague, useLeaguePlayers, useWorkingAssignments } from './api';
import { DivisionFormModal } from './division-form-modal';
import { pairBoardEntries } from './pair-board-entries';
import { PairsCard } from './pairs-card';
import { PlacementBoard } from './placement-board';
import { refusalMessage } from './refusal-message';
import { usePlacementBoard } from './use-placement-board';
import { LeagueTimeline } from './league-timeline';
import { StatusActions } from './league-status-actions';
import { PrivateBadge } from '@/components/private-badge';

export const LEAGUE_LOAD_FAILED_MESSAGE = 'Failed to load league data';
export const DIVISION_DELETED_MESSAGE = 'Division deleted!';
export const DIVISION_DELETE_FAILED_MESSAGE = 'Failed to delete division';

/**
 * The Manage panel of one league: status, timeline, divisions and player placement. `children` (a private
 * league's invite links) come under its heading, before the status.
 */
export function LeagueManagePanel({ leagueId, children }: { leagueId: number; children?: ReactNode }) {
  const league = useLeague(leagueId);
  const divisions = useDivisions(leagueId);
  const players = useLeaguePlayers(leagueId);
  const working = useWorkingAssignments(leagueId);
  // A doubles league places pairs: the board needs them before it can show its cards.
  const doubles = league.data !== undefined && playsAsPairs(league.data.league_type);
  const pairs = useLeaguePairs(leagueId, { enabled: doubles });
  const queries = doubles ? [league, divisions, players, working, pairs] : [league, divisions, players, working];
  // An organizer who is not an admin runs only their own leagues: theirs are in My Leagues.
  const admin = isAdmin(useCurrentUser().data);

  const backLink = (
    <Anchor component={Link} to={admin ? paths.adminLeagues : paths.myLeagues}>
      {admin ? 'Back to all leagues' : 'Back to My Leagues'}
    </Anchor>
  );

  const failed = queries.find((query) => query.data === undefined && query.error);
  if (failed) {
    return (
      <Stack gap="sm" align="flex-start">
        {backLink}
        <ErrorAlert title={LEAGUE_LOAD_FAILED_MESSAGE}>{failed.error?.message}</ErrorAlert>
        <Button
          variant="light"
          loading={queries.some((query) => query.isFetching)}
          onClick={() => queries.forEach((query) => void query.refetch())}
        >
          Try Again
        </Button>
      </Stack>
    );
  }
  if (!league.data || !divisions.data || !players.data || !working.data || (doubles && !pairs.data)) {
    return (
      <Stack gap="sm">
        {backLink}
        <PageLoader label="Loading league..." />
      </Stack>
    );
  }
  return (
    <LoadedPanel
      backLink={backLink}
      league={league.data}
      divisions={divisions.data}
      players={players.data}
      working={working.data}
      pairs={doubles ? pairs.data : undefined}
    >
      {children}
    </LoadedPanel>
  );
}

interface LoadedPanelProps {
  backLink: ReactNode;
  league: LeagueDto;
  divisions: DivisionDto[];
  players: LeaguePlayerDto[];
  working: BoardResponse;
  /** A doubles league's pairs; undefined in singles. */
  pairs?: PairsListResponse;
  children?: ReactNode;
}

function LoadedPanel({ backLink, league, divisions, players, working, pairs, children }: LoadedPanelProps) {
  const entries = useMemo(() => (pairs ? pairBoardEntries(players, pairs) : null), [players, pairs]);
  const board = usePlacementBoard(
    entries ? entries.placeable : players,
    divisions,
    working.assignments,
    working.board_version,
  );
  const deleteDivision = useDeleteDivision();
  const [editing, setEditing] = useState<DivisionDto | 'new' | null>(null);
  const readOnly = isLeagueReadOnly(league.league_status);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a league's panel is a change of view: put the reader at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [league.id]);

  const handleDeleteDivision = (division: DivisionDto) =>
    confirmRowAction({
      title: 'Delete division',
      message: `Delete ${division.division_name}? Its players become unassigned.`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () =>
        deleteDivision.mutate(
          { division_id: division.id, league_id: league.id },
          {
            onSuccess: () => notifySuccess(DIVISION_DELETED_MESSAGE),
            onError: (error) => notifyError(refusalMessage(error, DIVISION_DELETE_FAILED_MESSAGE)),
          },
        ),
    });

  const divisionActions = (division: DivisionDto) => (
    <>
      <Button
        size="xs"
        variant="light"
        aria-label={`Edit ${division.division_name}`}
        onClick={() => setEditing(division)}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={`Delete ${division.division_name}`}
        loading={deleteDivision.isPending && deleteDivision.variables.division_id === division.id}
        onClick={() => handleDeleteDivision(division)}
      >
        Delete
      </Button>
    </>
  );

  const region = league.region ? `${league.region.city_area}, ${league.region.state}` : 'No region';
  return (
    <Stack gap="lg">
      <div>{backLink}</div>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" align="center">
            <Title order={2} ref={headingRef} tabIndex={-1} style={{ overflowWrap: 'anywhere', outline: 'none' }}>
              {league.name}
            </Title>
            {league.public_visible ? null : <PrivateBadge />}
          </Group>
          <Text c="dimmed">
            {league.league_type} · {league.season} · {region}
          </Text>
          {league.organizer_name ? <Text c="dimmed">Organized by {league.organizer_name}</Text> : null}
        </div>
        <Group gap="sm">
          <Button component={Link} to={paths.leagueHome(league.id)} variant="default">
            View League
          </Button>
          <Button component={Link} to={paths.adminLeagueSeason(league.id)} variant="default">
            Season
          </Button>
          <Button component={Link} to={paths.adminLeagueEdit(league.id)} variant="light">
            Edit League
          </Button>
        </Group>
      </Group>

      {children}

      {pairs ? <PairsCard league={league} pairs={pairs} /> : null}

      {/* Each card as tall as its content: the status card stays short beside the long timeline. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <Card withBorder padding="md" component="section" aria-labelledby="league-status-title">
          <Title order={3} id="league-status-title" mb="sm">
            Status
          </Title>
          <StatusActions league={league} board={board} />
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="league-timeline-title">
          <Title order={3} id="league-timeline-title" mb="sm">
            Timeline
          </Title>
          <LeagueTimeline status={league.league_status} />
        </Card>
      </SimpleGrid>

      <Card withBorder padding="md" component="section" aria-labelledby="league-divisions-title">
        <Group justify="space-between" gap="sm" mb="md">
          <Title order={3} id="league-divisions-title">
            Divisions and players
          </Title>
          {readOnly ? null : <Button onClick={() => setEditing('new')}>Create Division</Button>}
        </Group>
        {readOnly ? (
          <Alert color="gray" variant="light" mb="md">
            {readOnlyLeagueMessage(league.league_status)}
          </Alert>
        ) : null}
        <PlacementBoard
          league={league}
          board={board}
          readOnly={readOnly}
          divisionActions={divisionActions}
          waiting={entries?.waiting}
        />
      </Card>

      <DivisionFormModal leagueId={league.id} editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
