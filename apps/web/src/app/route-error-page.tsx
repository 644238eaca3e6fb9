import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { trackBoundaryError } from '@/lib/analytics/track-error';

export const ERROR_BOUNDARY_MESSAGE = 'Something went wrong.';

/** The router's error boundary (league-play spec, "Error boundary"): any page failure ends up here. */
export function RouteErrorPage() {
  const error = useRouteError();
  // The error reported last: effects run twice on mount in development, and one failure is one event.
  const reported = useRef<unknown>(undefined);

  useEffect(() => {
    console.error('Unexpected page failure', error);
    if (reported.current === error) return;
    reported.current = error;
    // Administrators see these on the analytics dashboard ('error' category): nobody else would hear of them.
    trackBoundaryError(error);
  }, [error]);

  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="alert">
      <Title order={1}>{ERROR_BOUNDARY_MESSAGE}</Title>
      <Text>An unexpected problem stopped this page. Reloading usually helps.</Text>
      <Group gap="sm" justify="center">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        {/* A plain link so that it works even when the router itself is what failed. */}
        <Button component={Link} to="/" variant="light" reloadDocument>
          Go to Home
        </Button>
      </Group>
    </Stack>
  );
}
