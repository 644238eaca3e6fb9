import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOffline } from './connection-state';

export const OFFLINE_MESSAGE =
  "You're offline. You're seeing what was saved on your last visit; changes need a connection.";

/**
 * A calm note above the page while the server cannot be reached. The status region is always there (empty
 * when online), so that screen readers announce the note when it appears rather than missing a new region.
 */
export function OfflineBanner() {
  const offline = useOffline();
  return (
    <div role="status">
      {offline ? (
        <Alert variant="light" color="gray" icon={<IconWifiOff size={20} aria-hidden="true" />} mb="md" role="none">
          {OFFLINE_MESSAGE}
        </Alert>
      ) : null}
    </div>
  );
}
