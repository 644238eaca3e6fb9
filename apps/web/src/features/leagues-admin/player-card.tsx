import { Badge, Group, NativeSelect, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { cardIdOf, columnIdOf, UNASSIGNED_COLUMN_ID, type PlayerDragData } from './placement-drag-data';
import { playerName, ratingText, type BoardPlayer } from './player-name';
import classes from './placement-board.module.css';

export interface DivisionOption {
  value: string;
  label: string;
}

interface PlayerCardProps {
  player: BoardPlayer;
  divisionId: number | null;
  columnName: string;
  /** Unassigned first, then every division: the Select's choices. */
  options: readonly DivisionOption[];
  /** 'unsaved': moved since the last save; 'unpublished': saved, but not what is published. */
  state: 'unsaved' | 'unpublished' | null;
  disabled: boolean;
  onPlace: (playerId: number, divisionId: number | null) => void;
}

/**
 * A registered player on the board. The name area is the drag handle for the mouse, touch and the keyboard
 * (Space, arrows, Space); the Select beside it places the player without dragging, which is what a phone and
 * some assistive technology need.
 */
export function PlayerCard({ player, divisionId, columnName, options, state, disabled, onPlace }: PlayerCardProps) {
  const name = playerName(player);
  const data: PlayerDragData = { playerId: player.id, name, columnId: columnIdOf(divisionId), columnName };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: cardIdOf(player.id),
    data,
    disabled,
  });

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      className={isDragging ? classes.dragging : undefined}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-player-card={name}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <UnstyledButton ref={setActivatorNodeRef} className={classes.handle} {...attributes} {...listeners}>
          <IconGripVertical size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
          <span>
            <Text component="span" display="block" fw={600} className={classes.name}>
              {name}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed">
              {player.detail ?? ratingText(player.rating)}
            </Text>
          </span>
        </UnstyledButton>
        {state ? (
          <Badge variant="light" color={state === 'unsaved' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
            {state === 'unsaved' ? 'Unsaved' : 'Not published'}
          </Badge>
        ) : null}
      </Group>
      <NativeSelect
        mt="xs"
        size="xs"
        aria-label={`Division for ${name}`}
        data={options as DivisionOption[]}
        value={divisionId === null ? UNASSIGNED_COLUMN_ID : String(divisionId)}
        disabled={disabled}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onPlace(player.id, value === UNASSIGNED_COLUMN_ID ? null : Number(value));
        }}
      />
    </Paper>
  );
}
