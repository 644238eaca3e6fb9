import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath } from '@/lib/safe-next';

/**
 * When another page sent the player here to fill in their profile first (joining a league through an invite
 * link), the way back to it once the profile is complete: only then can that page go on.
 */
export function ContinueBanner({ complete }: { complete: boolean }) {
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(NEXT_PARAM));
  if (!next) return null;
  return (
    <Alert color={complete ? 'court' : 'blue'} variant="light" mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text>
          {complete
            ? 'Your profile is complete. Carry on where you left off.'
            : 'Fill in your first and last name, rating and play type, then save to carry on.'}
        </Text>
        {complete ? (
          <Button component={Link} to={next}>
            Continue
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
