import { Button, Stack } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import { MATCH_LOAD_FAILED_MESSAGE } from './use-match-page';

export function MatchLoadFailure({
  message,
  retry,
  retrying,
}: {
  message: string;
  retry: () => void;
  retrying: boolean;
}) {
  return (
    <Stack gap="sm" align="flex-start">
      <ErrorAlert title={MATCH_LOAD_FAILED_MESSAGE}>{message}</ErrorAlert>
      <Button variant="light" loading={retrying} onClick={retry}>
        Try Again
      </Button>
    </Stack>
  );
}
