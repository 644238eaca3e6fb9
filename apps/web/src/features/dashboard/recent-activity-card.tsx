import { Card, Text, Title } from '@mantine/core';

export function RecentActivityCard() {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h3" id="recent-activity-title" mb="md">
        Recent Activity
      </Title>
      <Text>
        No recent activity yet. Register for a league and schedule your first match; your latest results will show up
        here.
      </Text>
    </Card>
  );
}
