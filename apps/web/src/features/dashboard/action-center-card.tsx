import { Button, Card, SimpleGrid, Title } from '@mantine/core';
import { IconCalendarEvent, IconClipboardList, IconShieldLock, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function ActionCenterCard({ showAdmin }: { showAdmin: boolean }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="action-center-title">
      <Title order={2} size="h3" id="action-center-title" mb="md">
        Action Center
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          component={Link}
          to={paths.register}
          leftSection={<IconClipboardList size={18} aria-hidden="true" />}
          data-analytics="navigation.dashboard.register"
        >
          Register for League
        </Button>
        <Button
          component={Link}
          to={paths.myLeagues}
          data-analytics="navigation.dashboard.my-leagues"
          variant="light"
          leftSection={<IconTrophy size={18} aria-hidden="true" />}
        >
          My Leagues
        </Button>
        <Button
          component={Link}
          to={paths.scheduledMatches}
          data-analytics="navigation.dashboard.scheduled-matches"
          variant="light"
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
        >
          My Scheduled Matches
        </Button>
        {showAdmin ? (
          <Button
            component={Link}
            to={paths.adminDashboard}
            data-analytics="navigation.dashboard.admin"
            variant="outline"
            leftSection={<IconShieldLock size={18} aria-hidden="true" />}
          >
            Admin Dashboard
          </Button>
        ) : null}
      </SimpleGrid>
    </Card>
  );
}
