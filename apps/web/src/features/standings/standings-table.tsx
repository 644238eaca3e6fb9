import { Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { StandingRowDto } from '@courtside/shared/schemas/standings';
import { formatPercentage, formatRecord } from '@courtside/shared/tennis/standings/standing-row';
import { disputedExplanation } from './disputed-matches';

export interface StandingsTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  rows: readonly StandingRowDto[];
  nameOf: (playerId: number) => string;
  currentPlayerId: number | null;
  disputed: ReadonlyMap<number, number>;
  showDetails: boolean;
}

const percent = (value: number) => `${formatPercentage(value)}%`;

/**
 * Rank, Player, Matches, Win % and Record, with Sets, Set %, Games and Game % as details. The table scrolls
 * sideways inside its box on a narrow screen rather than squeezing the names; the box is focusable so the
 * keyboard can scroll it too.
 */
export function StandingsTable({
  labelledBy,
  rows,
  nameOf,
  currentPlayerId,
  disputed,
  showDetails,
}: StandingsTableProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={showDetails ? 720 : 340}
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Player</Table.Th>
            <Table.Th scope="col">Matches</Table.Th>
            <Table.Th scope="col">Win %</Table.Th>
            <Table.Th scope="col">Record</Table.Th>
            {showDetails ? (
              <>
                <Table.Th scope="col">Sets</Table.Th>
                <Table.Th scope="col">Set %</Table.Th>
                <Table.Th scope="col">Games</Table.Th>
                <Table.Th scope="col">Game %</Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const isMe = currentPlayerId !== null && row.player_id === currentPlayerId;
            const disputes = disputed.get(row.player_id) ?? 0;
            return (
              <Table.Tr
                key={row.player_id}
                aria-current={isMe ? 'true' : undefined}
                // The viewer's own row stays marked whatever the stripes and the pointer do.
                bg={isMe ? 'var(--mantine-primary-color-light)' : undefined}
                fw={isMe ? 600 : undefined}
              >
                <Table.Td>{index + 1}</Table.Td>
                <Table.Th scope="row" fw="inherit" miw={120}>
                  <Group gap={6}>
                    <Text span inherit style={{ overflowWrap: 'break-word' }}>
                      {nameOf(row.player_id)}
                      {isMe ? ' (you)' : null}
                    </Text>
                    {disputes > 0 ? <DisputedBadge explanation={disputedExplanation(disputes)} /> : null}
                  </Group>
                </Table.Th>
                <Table.Td>{row.matches_played}</Table.Td>
                <Table.Td>{percent(row.win_percentage)}</Table.Td>
                <Table.Td>{formatRecord(row.wins, row.losses)}</Table.Td>
                {showDetails ? (
                  <>
                    <Table.Td>{formatRecord(row.sets_won, row.sets_lost)}</Table.Td>
                    <Table.Td>{percent(row.set_win_percentage)}</Table.Td>
                    <Table.Td>{formatRecord(row.games_won, row.games_lost)}</Table.Td>
                    <Table.Td>{percent(row.game_win_percentage)}</Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The mark beside a player with a disputed score: read out after the word, and explained on hover. */
function DisputedBadge({ explanation }: { explanation: string }) {
  return (
    <Tooltip label={explanation} multiline w={240}>
      <Badge component="span" size="sm" variant="light" color="orange">
        Disputed
        <VisuallyHidden>: {explanation}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
