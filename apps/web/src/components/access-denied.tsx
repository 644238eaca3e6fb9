import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorAlert } from './error-alert';

export const ACCESS_DENIED_MESSAGE = 'Access denied. You are not an admin.';

export function AccessDenied() {
  return (
    <Stack align="flex-start" gap="md">
      <ErrorAlert>{ACCESS_DENIED_MESSAGE}</ErrorAlert>
      <Button component={Link} to={paths.dashboard} variant="light">
        Go to Dashboard
      </Button>
    </Stack>
  );
}
