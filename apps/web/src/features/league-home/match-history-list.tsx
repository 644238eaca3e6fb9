import { Badge, Group, Text } from '@mantine/core';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { DataList, type CardHeadingOrder, type DataListColumn } from '@/components/data-list';
import { formatMatchTime, scoreSentence } from '@/lib/match-display';
import { sideName } from './match-view';
import { ScoreBadges } from './score-badges';

/** A division member with no name, in a list where either side may be anyone. */
const UNNAMED_PLAYER = 'Player';

const players = (match: MatchDto) =>
  `${sideName(match, 'home', UNNAMED_PLAYER)} vs ${sideName(match, 'away', UNNAMED_PLAYER)}`;

/**
 * Played and scheduled matches, newest first as given. Names read home first; the score names its winner and
 * gives the winner's games first (ADR 072), as on every page.
 */
export function MatchHistoryList({
  leagueId,
  myPlayerId,
  matches,
  emptyMessage,
  label = 'Matches',
  cardHeadingOrder,
}: {
  leagueId: number;
  /** Null for an admin looking at a league they do not play in. */
  myPlayerId: number | null;
  matches: readonly MatchDto[];
  emptyMessage: string;
  /** Names the list for screen readers: a page with two lists names each. */
  label?: string;
  /** On a phone, the level of each card's title: 3 for a list inside a titled section. */
  cardHeadingOrder?: CardHeadingOrder;
}) {
  const columns: DataListColumn<MatchDto>[] = [
    { id: 'players', header: 'Players', primary: true, cell: players },
    {
      id: 'date',
      header: 'Date',
      cell: (match) => (
        <time dateTime={match.match_datetime ?? undefined}>{formatMatchTime(match.match_datetime)}</time>
      ),
    },
    {
      id: 'score',
      header: 'Score',
      cell: (match) =>
        getMatchState(match.status) === 'completed' ? scoreSentence(match, myPlayerId, UNNAMED_PLAYER) : '–',
    },
    {
      id: 'result',
      header: 'Result',
      cell: (match) =>
        getMatchState(match.status) === 'completed' ? (
          <Group gap="xs" component="span">
            <ScoreBadges leagueId={leagueId} match={match} viewerPlayerId={myPlayerId} matchName={players(match)} />
          </Group>
        ) : (
          <Badge variant="light" color="blue" tt="none">
            Scheduled
          </Badge>
        ),
    },
  ];
  if (matches.length === 0) return <Text>{emptyMessage}</Text>;
  return (
    <DataList
      label={label}
      query={{ data: matches, error: null, refetch: () => undefined }}
      columns={columns}
      rowKey={(match) => match.id}
      rowLabel={players}
      emptyMessage={emptyMessage}
      paginate
      cardHeadingOrder={cardHeadingOrder}
    />
  );
}
