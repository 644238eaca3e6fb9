import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AnalyticsMetricsResponse } from '@courtside/shared/schemas/analytics';
import { formatCount } from './analytics-format';

/** The three cards of accounts-and-admin section 2, as a description list so each figure keeps its name. */
export function MetricCards({ metrics }: { metrics: AnalyticsMetricsResponse }) {
  const cards: [string, number][] = [
    ['Total Events', metrics.total_events],
    ['Total Active Users', metrics.total_active_users],
    ['Active Features', metrics.active_features],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" m={0}>
      {cards.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text component="dt" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text component="dd" fz={28} fw={700} lh={1.2} m={0}>
            {formatCount(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
