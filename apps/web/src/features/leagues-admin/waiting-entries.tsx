import { List, Paper, Text, Title } from '@mantine/core';
import type { WaitingEntry } from './pair-board-entries';

/** Entries of a doubles league the board cannot place yet (issue 37): only complete pairs play. */
export function WaitingEntries({ entries }: { entries: readonly WaitingEntry[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="waiting-entries-title">
      <Title order={4} id="waiting-entries-title">
        Not placeable yet
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Only complete pairs are placed in divisions. Pair these players in the Pairs card first.
      </Text>
      <List spacing={4} aria-label="Not placeable yet">
        {entries.map((entry) => (
          <List.Item key={entry.key}>
            <Text span fw={600}>
              {entry.name}
            </Text>
            : {entry.why}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
