import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { cameFromAddingAvailability } from '@/lib/availability-added';
import { paths } from '@/lib/paths';

export const SEE_WHOS_FREE = "See who's free";
export const SAVED_NEXT_STEP = 'Your availability is saved. Next, see which opponents are free at the same time.';

/** After adding availability: the next step, to the opponents free when the player is (the overlaps page). */
export function SeeWhosFreeStep({ leagueId }: { leagueId: number }) {
  const { state } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !cameFromAddingAvailability(state)) return null;
  return (
    <Alert
      color="court"
      variant="light"
      title="Availability saved"
      role="status"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setDismissed(true)}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{SAVED_NEXT_STEP}</Text>
        <Button
          component={Link}
          to={paths.leagueOverlaps(leagueId)}
          leftSection={<IconUsers size={18} aria-hidden="true" />}
        >
          {SEE_WHOS_FREE}
        </Button>
      </Group>
    </Alert>
  );
}
