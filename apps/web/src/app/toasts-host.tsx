import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const Toasts = lazy(() => import('./toasts'));

/**
 * Mounts the toasts' container with the first toast: lib/notify.ts only puts toasts in Mantine's store,
 * which keeps them until a container shows them, so a first visit that shows none never loads its code
 * (ADR 040). Once mounted it stays, so later toasts appear at once.
 */
export function ToastsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
