import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarTime, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { plural } from './match-view';

/** Shown while matches remain to be arranged (league-play section 2): opponents find times from availability. */
export function AvailabilityBanner({ leagueId, unscheduledCount }: { leagueId: number; unscheduledCount: number }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={`${plural(unscheduledCount, 'match', 'matches')} still to schedule`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">Keep your availability up to date so your opponents can find a time that suits you both.</Text>
        <Button
          component={Link}
          to={paths.leagueAvailability(leagueId)}
          data-analytics="league.home.update-availability"
          leftSection={<IconCalendarTime size={16} aria-hidden="true" />}
        >
          Update Availability
        </Button>
      </Group>
    </Alert>
  );
}
