import { Fragment, useState } from 'react';
import { Badge, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { StandingRowDto } from '@courtside/shared/schemas/standings';
import { explainPlace, type ReasonWording } from '@courtside/shared/tennis/standings/order-reason-text';
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
  /** Names and dates for the "Why?" sentences, in the reader's zone. */
  wording: ReasonWording;
}

const percent = (value: number) => `${formatPercentage(value)}%`;

/**
 * Rank, Player, Matches, Win % and Record, with Sets, Set %, Games and Game % as details. The table scrolls
 * sideways inside its box on a narrow screen rather than squeezing the names; the box is focusable so the
 * keyboard can scroll it too. Each place but the last has a "Why?" button that opens, in a row beneath, what
 * put it above the next one (issue 36): the reason the server gave with the order.
 */
export function StandingsTable({
  labelledBy,
  rows,
  nameOf,
  currentPlayerId,
  disputed,
  showDetails,
  wording,
}: StandingsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (playerId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(playerId)) next.add(playerId);
      return next;
    });
  const columns = showDetails ? 9 : 5;
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
            const reason = explainPlace(rows, index, wording);
            const isOpen = reason !== null && open.has(row.player_id);
            const reasonId = `${labelledBy}-why-${row.player_id}`;
            return (
              <Fragment key={row.player_id}>
                <Table.Tr
                  aria-current={isMe ? 'true' : undefined}
                  // The viewer's own row stays marked whatever the stripes and the pointer do.
                  bg={isMe ? 'var(--mantine-primary-color-light)' : undefined}
                  fw={isMe ? 600 : undefined}
                >
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {index + 1}
                      {reason !== null ? (
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-expanded={isOpen}
                          aria-controls={reasonId}
                          // The visible word first, so that speech input can say "Why?" (WCAG 2.5.3).
                          aria-label={`Why? ${nameOf(row.player_id)}, place ${index + 1}`}
                          onClick={() => toggle(row.player_id)}
                        >
                          Why?
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
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
                {isOpen ? (
                  <Table.Tr id={reasonId}>
                    <Table.Td colSpan={columns}>
                      <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                        {reason}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
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
