import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { DivisionDto } from '@courtside/shared/schemas/divisions';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { confirmRowAction } from '@/components/data-list';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUnsavedChangesPrompt } from '@/lib/use-unsaved-changes-prompt';
import { usePublishAssignments, useSaveDraft } from './api';
import { divisionDetails } from './division-labels';
import { publishesAssignmentsSeparately } from './league-phase';
import { PUBLISH_REMOVALS_NOTE, removalsOf } from './publish-removals';
import { refusalMessage } from './refusal-message';
import { columnKeyboardCoordinates } from './placement-keyboard-coordinates';
import { columnIdOf, columnOf, playerOf, UNASSIGNED_COLUMN_ID } from './placement-drag-data';
import { createPlacementAnnouncements, placementInstructions } from './placement-announcements';
import { PlacementColumn } from './placement-column';
import { PlayerCard, type DivisionOption } from './player-card';
import { playerName } from './player-name';
import { WaitingEntries } from './waiting-entries';
import type { WaitingEntry } from './pair-board-entries';
import type { PlacementBoardState } from './use-placement-board';

export const DRAFT_SAVED_MESSAGE = 'Draft saved!';
export const DRAFT_FAILED_MESSAGE = 'Failed to save draft';
export const ASSIGNMENTS_PUBLISHED_MESSAGE = 'Assignments published!';
export const ASSIGNMENTS_FAILED_MESSAGE = 'Failed to publish assignments';

/** The pointer decides while there is one; the keyboard (no pointer) goes by where the carried card is. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

interface PlacementBoardProps {
  league: LeagueDto;
  board: PlacementBoardState;
  readOnly: boolean;
  divisionActions: (division: DivisionDto) => ReactNode;
  /** A doubles league's invited pairs and players alone: listed apart, as they cannot be placed yet. */
  waiting?: readonly WaitingEntry[];
}

/** Unassigned and one column per division; players move by drag and drop (mouse, touch, keyboard) or by Select. */
export function PlacementBoard({ league, board, readOnly, divisionActions, waiting }: PlacementBoardProps) {
  const saveDraft = useSaveDraft();
  const [announcements] = useState(createPlacementAnnouncements);
  const publishAssignments = usePublishAssignments();
  // Moves not saved as a draft live on this screen only; once saved (or published) they are the server's.
  useUnsavedChangesPrompt(!readOnly && board.unsaved.length > 0);

  const columns = useMemo(
    () => [
      { divisionId: null, name: 'Unassigned', division: null },
      ...board.divisions.map((division) => ({ divisionId: division.id, name: division.division_name, division })),
    ],
    [board.divisions],
  );
  const options: DivisionOption[] = useMemo(
    () => [
      { value: UNASSIGNED_COLUMN_ID, label: 'Unassigned' },
      ...board.divisions.map((division) => ({ value: String(division.id), label: division.division_name })),
    ],
    [board.divisions],
  );

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click or tap on the name stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const player = playerOf(active);
    const column = columnOf(over);
    if (player && column) board.move(player.playerId, column.divisionId);
  };

  const unsavedIds = new Set(board.unsaved.map((change) => change.player_id));
  const showsPublished = publishesAssignmentsSeparately(league.league_status);
  const unpublishedIds = new Set(showsPublished ? board.unpublished.map((change) => change.player_id) : []);
  const byName = (a: { first_name: string; last_name: string; id: number }, b: typeof a) =>
    playerName(a).localeCompare(playerName(b)) || a.id - b.id;
  const playersIn = (divisionId: number | null) =>
    board.players.filter((player) => (board.current.get(player.id) ?? null) === divisionId).sort(byName);

  const handleSave = () => {
    const sent = new Map(board.unsaved.map((change) => [change.player_id, change.division_id]));
    saveDraft.mutate(
      { league_id: league.id, changes: board.unsaved, board_version: board.version },
      {
        onSuccess: () => {
          board.settle(sent);
          notifySuccess(DRAFT_SAVED_MESSAGE);
        },
        onError: (error) => notifyError(refusalMessage(error, DRAFT_FAILED_MESSAGE)),
      },
    );
  };

  // Asked first without confirming: a publish that would remove matches or unplace players comes back with
  // what it would remove, and the admin decides on that summary.
  const publish = (confirmRemovals = false) => {
    const sent = new Map(board.current);
    publishAssignments.mutate(
      {
        league_id: league.id,
        assignments: board.assignments(),
        board_version: board.version,
        ...(confirmRemovals ? { confirm_removals: true } : {}),
      },
      {
        onSuccess: () => {
          board.settle(sent);
          notifySuccess(ASSIGNMENTS_PUBLISHED_MESSAGE);
        },
        onError: (error) => {
          if (removalsOf(error) === null || confirmRemovals) {
            notifyError(refusalMessage(error, ASSIGNMENTS_FAILED_MESSAGE));
            return;
          }
          confirmRowAction({
            title: 'Publish Assignments',
            message: (
              <Stack gap="xs">
                <Text fw={600}>{error.message}</Text>
                <Text>{PUBLISH_REMOVALS_NOTE}</Text>
              </Stack>
            ),
            confirmLabel: 'Publish Anyway',
            destructive: true,
            onConfirm: () => publish(true),
          });
        },
      },
    );
  };

  const unsavedCount = board.unsaved.length;
  return (
    <Stack gap="md">
      {board.players.length === 0 ? (
        <Text>{waiting ? 'No complete pairs to place yet.' : 'No players have registered for this league yet.'}</Text>
      ) : null}
      {board.divisions.length === 0 && !readOnly ? <Text>Create a division to place players in it.</Text> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragEnd={handleDragEnd}
        accessibility={{ announcements, screenReaderInstructions: placementInstructions }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          {columns.map((column, position) => {
            const members = playersIn(column.divisionId);
            return (
              <PlacementColumn
                key={columnIdOf(column.divisionId)}
                divisionId={column.divisionId}
                position={position}
                name={column.name}
                details={column.division ? divisionDetails(column.division) : 'Not in a division yet'}
                count={members.length}
                actions={column.division && !readOnly ? divisionActions(column.division) : undefined}
              >
                {members.map((player) => (
                  <PlayerCard
                    key={player.id}
                    player={player}
                    divisionId={column.divisionId}
                    columnName={column.name}
                    options={options}
                    state={unsavedIds.has(player.id) ? 'unsaved' : unpublishedIds.has(player.id) ? 'unpublished' : null}
                    disabled={readOnly}
                    onPlace={board.move}
                  />
                ))}
              </PlacementColumn>
            );
          })}
        </SimpleGrid>
      </DndContext>
      {waiting && waiting.length > 0 ? <WaitingEntries entries={waiting} /> : null}
      {showsPublished && board.unpublished.length > 0 ? (
        <Alert color="blue" variant="light" title="Placements not published">
          Players marked Not published or Unsaved are placed on this board only. Publish Assignments to make their
          placements count (Start League counts published placements).
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Group gap="sm" wrap="wrap">
          <Button onClick={handleSave} loading={saveDraft.isPending} disabled={unsavedCount === 0}>
            Save Draft
          </Button>
          {showsPublished ? (
            <Button
              variant="outline"
              onClick={() => publish()}
              loading={publishAssignments.isPending}
              disabled={board.unpublished.length === 0}
            >
              Publish Assignments
            </Button>
          ) : null}
          <Text size="sm" role="status">
            {unsavedCount === 0
              ? 'All changes saved.'
              : `${unsavedCount} unsaved ${unsavedCount === 1 ? 'change' : 'changes'}.`}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
