import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorAlert } from './error-alert';

export const ACCESS_DENIED_MESSAGE = 'Access denied. You are not an admin.';
/** For one league's management pages, which its organizer may open too (ADR 076). */
export const LEAGUE_MANAGERS_ONLY_MESSAGE =
  "Access denied. Only this league's organizer and the club's admins can manage it.";

export function AccessDenied({ message = ACCESS_DENIED_MESSAGE }: { message?: string }) {
  return (
    <Stack align="flex-start" gap="md">
      <ErrorAlert>{message}</ErrorAlert>
      <Button component={Link} to={paths.dashboard} variant="light">
        Go to Dashboard
      </Button>
    </Stack>
  );
}
