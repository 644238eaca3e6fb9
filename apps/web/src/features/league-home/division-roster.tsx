import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { MyDivisionDto, RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { findUnplayedOpponents } from '@courtside/shared/tennis/unplayed-opponents';
import { DataList, type DataListColumn } from '@/components/data-list';
import { paths } from '@/lib/paths';
import classes from './league-home.module.css';
import { formatMatchTime, entryLabel } from '@/lib/match-display';
import { matchAgainst, scoreFor } from './match-view';

/** A rating the player has not given reads as a dash (league-play section 2). */
export const NO_RATING = '–';

/** The navigation state the find-matches page reads to pick its target opponent (league-play section 2). */
export interface FindMatchesState {
  opponentId: number;
  opponentName: string;
}

interface RosterRow {
  player: RosterPlayerDto;
  name: string;
  match: MatchDto | undefined;
  unplayed: boolean;
}

function MatchStatus({ row, me }: { row: RosterRow; me: number }) {
  const { match } = row;
  const state = match ? getMatchState(match.status) : 'unscheduled';
  if (!match || state === 'unscheduled') return <strong>Unscheduled</strong>;
  return state === 'scheduled' ? (
    <>
      <strong>Scheduled</strong> {formatMatchTime(match.match_datetime)}
    </>
  ) : (
    <>
      <strong>Completed</strong> {scoreFor(match, me)}
    </>
  );
}

function RowLinks({ leagueId, row }: { leagueId: number; row: RosterRow }) {
  const { match, name } = row;
  const state = match ? getMatchState(match.status) : null;
  const findState: FindMatchesState = { opponentId: row.player.id, opponentName: name };
  return (
    <span className={classes.rowLinks}>
      {match && state === 'unscheduled' ? (
        <Button
          component={Link}
          to={paths.matchSchedule(leagueId, match.id)}
          size="xs"
          aria-label={`Schedule match with ${name}`}
        >
          Schedule
        </Button>
      ) : null}
      {match && state === 'scheduled' ? (
        <>
          <Button
            component={Link}
            to={paths.matchSchedule(leagueId, match.id)}
            size="xs"
            variant="light"
            aria-label={`Reschedule match with ${name}`}
          >
            Reschedule
          </Button>
          <Button
            component={Link}
            to={paths.matchScore(leagueId, match.id)}
            size="xs"
            aria-label={`Enter Score for match with ${name}`}
          >
            Enter Score
          </Button>
        </>
      ) : null}
      {match && state === 'completed' ? (
        <Button
          component={Link}
          to={paths.matchScore(leagueId, match.id)}
          size="xs"
          variant="light"
          aria-label={`View Score of match with ${name}`}
        >
          View Score
        </Button>
      ) : null}
      {row.unplayed ? (
        <Button
          component={Link}
          to={paths.leagueFindMatches(leagueId)}
          state={findState}
          size="xs"
          variant="default"
          aria-label={`Find Times with ${name}`}
        >
          Find Times
        </Button>
      ) : null}
    </span>
  );
}

/**
 * The other players of my division: name, rating and how our match stands, with the next step for each
 * (league-play section 2, division overview). A table from 768 px, a card per player below.
 */
export function DivisionRoster({ division }: { division: MyDivisionDto }) {
  const me = division.player_id;
  const leagueId = division.league_id;
  const unplayed = new Set(findUnplayedOpponents(me, division.roster, division.matches).map((player) => player.id));
  const rows: RosterRow[] = division.roster
    .filter((player) => player.id !== me)
    .map((player) => ({
      player,
      name: entryLabel(player, player.partner),
      match: matchAgainst(division.matches, me, player.id),
      unplayed: unplayed.has(player.id),
    }));

  const columns: DataListColumn<RosterRow>[] = [
    { id: 'name', header: 'Player', primary: true, cell: (row) => row.name },
    {
      id: 'rating',
      header: 'Rating',
      cell: (row) => (row.player.rating === null ? NO_RATING : row.player.rating.toFixed(1)),
    },
    { id: 'status', header: 'Match', cell: (row) => <MatchStatus row={row} me={me} /> },
    { id: 'actions', header: 'Actions', cell: (row) => <RowLinks leagueId={leagueId} row={row} /> },
  ];

  return (
    <DataList
      label="Division players"
      query={{ data: rows, error: null, refetch: () => undefined }}
      columns={columns}
      rowKey={(row) => row.player.id}
      rowLabel={(row) => row.name}
      emptyMessage="No other players are in your division yet."
    />
  );
}
