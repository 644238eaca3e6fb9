import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { ErrorAlert } from './error-alert';

/** What a page shows when its data could not be loaded: the reason, and Try Again while the retry runs. */
export function LoadFailure({
  title,
  children,
  query,
}: {
  title?: string;
  children: ReactNode;
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <Stack gap="sm" align="flex-start">
      <ErrorAlert title={title}>{children}</ErrorAlert>
      <Button variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
        Try Again
      </Button>
    </Stack>
  );
}
