import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { columnIdOf, type ColumnDropData } from './placement-drag-data';
import classes from './placement-board.module.css';

interface PlacementColumnProps {
  divisionId: number | null;
  /** Its place on the board, for the arrow keys. */
  position: number;
  name: string;
  /** e.g. '3.5 · coed' under a division's name. */
  details?: string;
  count: number;
  /** The division's own buttons (Edit, Delete). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One drop target: a division, or Unassigned. */
export function PlacementColumn({
  divisionId,
  position,
  name,
  details,
  count,
  actions,
  children,
}: PlacementColumnProps) {
  const id = columnIdOf(divisionId);
  const data: ColumnDropData = { divisionId, name, position };
  const { setNodeRef, isOver } = useDroppable({ id, data });
  const headingId = `${id}-heading`;

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      className={`${classes.column} ${isOver ? classes.columnOver : ''}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={4} id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {details ? (
            <Text size="sm" c="dimmed">
              {details}
            </Text>
          ) : null}
        </div>
        <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
          {count}
          <VisuallyHidden> {count === 1 ? 'player' : 'players'}</VisuallyHidden>
        </Badge>
      </Group>
      {actions ? (
        <Group gap="xs" mt="xs">
          {actions}
        </Group>
      ) : null}
      <Stack gap="xs" mt="sm" className={classes.cards}>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            No players
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
