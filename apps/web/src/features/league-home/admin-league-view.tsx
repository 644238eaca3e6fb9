import { Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconListDetails, IconTrophy, IconUsersGroup } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { DIVISION_NOT_FOUND_MESSAGE } from '@courtside/shared/league/league-messages';
import type { DivisionViewDto, RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { leagueIdFromParam } from '@courtside/shared/web/league-id';
import { DataList, type DataListColumn } from '@/components/data-list';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { isApiError } from '@/lib/api-client';
import { entryLabel } from '@/lib/match-display';
import { paths } from '@/lib/paths';
import { useDivisionView } from './api';
import { NO_RATING } from './division-roster';
import { LeagueSection } from './league-section';
import { useLeagueLoadView, type LeaguePageKind } from './league-load-view';
import { MatchHistoryList } from './match-history-list';
import { compareNewestFirst, compareSoonestFirst, hasState, isMyMatch, plural } from './match-view';

/** The address's search parameter that names the division shown, so a shared link shows the same one. */
export const DIVISION_PARAM = 'division';
export const ADMIN_LOOKING_NOTE = 'You are not playing in this league: you are looking at it as an administrator.';
export const NO_DIVISIONS_YET = 'This league has no divisions yet.';
export const NO_SCHEDULED_MATCHES = 'No matches are scheduled in this division.';
export const NO_PLAYED_MATCHES = 'No matches have been played in this division yet.';
export const NO_MATCHES_YET = 'No matches have been played or scheduled in this division yet.';
export const NOBODY_PLACED = 'Nobody is placed in this division yet.';

const PAGE_TITLES: Record<LeaguePageKind, string> = {
  home: 'League Home',
  division: 'Division',
  history: 'Match History',
};

/**
 * A league's home, division or match history page for an admin who does not play in it (issue 34, ADR 062):
 * any division's roster and matches, read-only, chosen in a picker whose choice is kept in the address. No
 * proposals, availability, score entry or "my rank": an admin looking has no matches of their own.
 */
export function AdminLeagueView({ leagueId, page }: { leagueId: number; page: LeaguePageKind }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // A division is named by a row id, as a league is; anything else in the address shows the first division.
  const asked = leagueIdFromParam(searchParams.get(DIVISION_PARAM) ?? undefined);
  const view = useDivisionView(leagueId, asked);
  const loadView = useLeagueLoadView([view], PAGE_TITLES[page]);

  const choose = (divisionId: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (divisionId === null) next.delete(DIVISION_PARAM);
        else next.set(DIVISION_PARAM, String(divisionId));
        return next;
      },
      // Trying divisions one after another is one visit: Back leaves the page, not the last choice.
      { replace: true },
    );

  const divisionGone =
    view.data === undefined && isApiError(view.error) && view.error.message === DIVISION_NOT_FOUND_MESSAGE;
  if (divisionGone) {
    return (
      <>
        <PageHeader title={PAGE_TITLES[page]} />
        <Stack gap="sm" align="flex-start">
          <ErrorAlert>{DIVISION_NOT_FOUND_MESSAGE}</ErrorAlert>
          <Button variant="light" onClick={() => choose(null)}>
            Show the First Division
          </Button>
        </Stack>
      </>
    );
  }
  if (loadView || !view.data) return loadView;
  return <LeagueLook view={view.data} page={page} switching={view.isPlaceholderData} onChoose={choose} />;
}

/** Links to another page of the league that keep the division shown. */
function withDivision(path: string, view: DivisionViewDto) {
  return view.division_id === null ? path : `${path}?${DIVISION_PARAM}=${view.division_id}`;
}

function LeagueLook({
  view,
  page,
  switching,
  onChoose,
}: {
  view: DivisionViewDto;
  page: LeaguePageKind;
  switching: boolean;
  onChoose: (divisionId: number) => void;
}) {
  const leagueId = view.league_id;
  const title =
    page === 'home'
      ? view.league_name
      : page === 'division'
        ? `${view.division_name?.trim() || PAGE_TITLES.division} · League ${leagueId}`
        : PAGE_TITLES.history;
  return (
    <>
      <PageHeader
        title={title}
        description={page === 'home' ? ADMIN_LOOKING_NOTE : view.league_name}
        actions={
          <>
            <Button
              component={Link}
              to={paths.leagueStandings(leagueId)}
              variant="light"
              leftSection={<IconTrophy size={18} aria-hidden="true" />}
            >
              View Standings
            </Button>
            <Button component={Link} to={`${paths.adminLeagues}?manage=${leagueId}`} variant="default">
              Manage League
            </Button>
          </>
        }
      />
      {view.divisions.length === 0 ? (
        <Text size="lg">{NO_DIVISIONS_YET}</Text>
      ) : (
        <Stack gap="xl" aria-busy={switching}>
          <DivisionPicker view={view} switching={switching} onChoose={onChoose} />
          {page === 'home' ? <HomeLook view={view} /> : null}
          {page === 'division' ? <AdminRoster view={view} /> : null}
          {page === 'history' ? <HistoryLook view={view} /> : null}
        </Stack>
      )}
    </>
  );
}

function DivisionPicker({
  view,
  switching,
  onChoose,
}: {
  view: DivisionViewDto;
  switching: boolean;
  onChoose: (divisionId: number) => void;
}) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Division"
        value={String(view.division_id)}
        data={view.divisions.map((division) => ({ value: String(division.id), label: division.division_name }))}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
        w={{ base: '100%', xs: 280 }}
      />
      {switching ? <Loader size="sm" aria-label="Loading the division" /> : null}
    </Group>
  );
}

const whenShown = (match: MatchDto) => getMatchState(match.status) !== 'unscheduled';

function HomeLook({ view }: { view: DivisionViewDto }) {
  const leagueId = view.league_id;
  const scheduled = view.matches.filter(hasState('scheduled')).sort(compareSoonestFirst);
  const played = view.matches.filter(hasState('completed')).sort(compareNewestFirst);
  return (
    <>
      <Stack gap="sm">
        <Text>
          {plural(view.roster.length, 'player', 'players')} · {played.length} of{' '}
          {plural(view.matches.length, 'match', 'matches')} played
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={withDivision(paths.leagueDivision(leagueId), view)}
            variant="light"
            leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
          >
            View Division
          </Button>
          <Button
            component={Link}
            to={withDivision(paths.leagueMatchHistory(leagueId), view)}
            variant="light"
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
          >
            Match History
          </Button>
        </Group>
      </Stack>
      <LeagueSection title="Scheduled Matches">
        <MatchHistoryList
          leagueId={leagueId}
          myPlayerId={null}
          matches={scheduled}
          emptyMessage={NO_SCHEDULED_MATCHES}
          label="Scheduled matches"
          cardHeadingOrder={3}
        />
      </LeagueSection>
      <LeagueSection title="Past Matches">
        <MatchHistoryList
          leagueId={leagueId}
          myPlayerId={null}
          matches={played}
          emptyMessage={NO_PLAYED_MATCHES}
          label="Past matches"
          cardHeadingOrder={3}
        />
      </LeagueSection>
    </>
  );
}

function HistoryLook({ view }: { view: DivisionViewDto }) {
  return (
    <MatchHistoryList
      leagueId={view.league_id}
      myPlayerId={null}
      matches={view.matches.filter(whenShown).sort(compareNewestFirst)}
      emptyMessage={NO_MATCHES_YET}
    />
  );
}

interface RosterRow {
  player: RosterPlayerDto;
  name: string;
  played: number;
  scheduled: number;
  total: number;
}

/** Everyone in the division, with how far each has got with their matches. */
function AdminRoster({ view }: { view: DivisionViewDto }) {
  const rows: RosterRow[] = view.roster.map((player) => {
    const theirs = view.matches.filter((match) => isMyMatch(match, player.id));
    return {
      player,
      name: entryLabel(player, player.partner, 'Player'),
      played: theirs.filter(hasState('completed')).length,
      scheduled: theirs.filter(hasState('scheduled')).length,
      total: theirs.length,
    };
  });
  const columns: DataListColumn<RosterRow>[] = [
    { id: 'name', header: 'Player', primary: true, cell: (row) => row.name, sortValue: (row) => row.name },
    {
      id: 'rating',
      header: 'Rating',
      cell: (row) => (row.player.rating === null ? NO_RATING : row.player.rating.toFixed(1)),
      sortValue: (row) => row.player.rating,
    },
    { id: 'played', header: 'Played', cell: (row) => `${row.played} of ${row.total}`, sortValue: (row) => row.played },
    { id: 'scheduled', header: 'Scheduled', cell: (row) => row.scheduled, sortValue: (row) => row.scheduled },
  ];
  return (
    <DataList
      label="Division players"
      query={{ data: rows, error: null, refetch: () => undefined }}
      columns={columns}
      rowKey={(row) => row.player.id}
      rowLabel={(row) => row.name}
      emptyMessage={NOBODY_PLACED}
    />
  );
}
