import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { trackBoundaryError } from '@/lib/analytics/track-error';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { RemoveBootHeader } from './boot-header';

export const ERROR_BOUNDARY_MESSAGE = 'Something went wrong.';
export const PAGE_NOT_SAVED_TITLE = 'This page is not saved on this device';

/**
 * A page's code comes from the network the first time the page is opened (ADR 040), so a browser that is
 * offline cannot open a page it never opened before. That is no bug. Browsers word the failed import
 * differently, and Vite's loader reports a page's stylesheet that did not arrive in words of its own.
 */
const CODE_NOT_FETCHED = /dynamically imported module|importing a module script failed|unable to preload css/i;

function isPageCodeUnreachable(error: unknown): boolean {
  return !navigator.onLine && error instanceof Error && CODE_NOT_FETCHED.test(error.message);
}

/** The router's error boundary (league-play spec, "Error boundary"): any page failure ends up here. */
export function RouteErrorPage() {
  const error = useRouteError();
  const offline = isPageCodeUnreachable(error);
  // The error reported last: effects run twice on mount in development, and one failure is one event.
  const reported = useRef<unknown>(undefined);

  useEffect(() => {
    if (offline) return;
    console.error('Unexpected page failure', error);
    if (reported.current === error) return;
    reported.current = error;
    // Administrators see these on the analytics dashboard ('error' category): nobody else would hear of them.
    trackBoundaryError(error);
  }, [error, offline]);

  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="alert">
      {/* Drawn outside the layout when the layout itself failed: nothing else would remove it. */}
      <RemoveBootHeader />
      <Title order={1}>{offline ? PAGE_NOT_SAVED_TITLE : ERROR_BOUNDARY_MESSAGE}</Title>
      <Text>
        {offline ? NETWORK_ERROR_MESSAGE : 'An unexpected problem stopped this page. Reloading usually helps.'}
      </Text>
      <Group gap="sm" justify="center">
        <Button onClick={() => window.location.reload()}>{offline ? 'Try Again' : 'Reload Page'}</Button>
        {/* A plain link so that it works even when the router itself is what failed. */}
        <Button component={Link} to="/" variant="light" reloadDocument>
          Go to Home
        </Button>
      </Group>
    </Stack>
  );
}
