import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { StandingsResponseDto } from '@courtside/shared/schemas/standings';

type Statistics = StandingsResponseDto['standings']['statistics'];

/** The four tiles of league-play section 2, as a description list so each number keeps its name. */
export function StandingsStatistics({ statistics }: { statistics: Statistics }) {
  const tiles: [string, number][] = [
    ['Total Players', statistics.total_players],
    ['Completed Matches', statistics.completed_matches],
    ['Scheduled Matches', statistics.scheduled_matches],
    ['Divisions', statistics.divisions],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {tiles.map(([label, value]) => (
        // A group of the description list: its term and its figure.
        <Paper key={label} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fz="xl" fw={700} m={0}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
