import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { modalsHost } from '@/lib/confirm-modal';

const ModalsProvider = lazy(async () => ({ default: (await import('@mantine/modals')).ModalsProvider }));

/** Mounts Mantine's modals provider the first time a confirm dialog is asked for (lib/confirm-modal.ts). */
export function ModalsHost() {
  const requested = useSyncExternalStore(modalsHost.subscribe, modalsHost.isRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
      {/* After the provider: its effects, which start listening for dialogs, have run when this one runs. */}
      <MarkMounted />
    </Suspense>
  );
}

function MarkMounted() {
  useEffect(() => modalsHost.markMounted(), []);
  return null;
}
