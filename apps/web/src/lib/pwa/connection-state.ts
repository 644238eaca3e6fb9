import { useSyncExternalStore } from 'react';
import { MESSAGE } from '@/service-worker/rules';

/**
 * Whether the app is cut off from the server: the browser says it is offline, or the service worker just had
 * to answer a read with what was saved on an earlier visit because the server could not be reached.
 */
let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let serverUnreachable = false;
const listeners = new Set<() => void>();

function update(online: boolean, unreachable: boolean) {
  if (online === browserOnline && unreachable === serverUnreachable) return;
  browserOnline = online;
  serverUnreachable = unreachable;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const goOnline = () => update(true, false);
  const goOffline = () => update(false, serverUnreachable);
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  // The state may have changed while nobody was listening.
  update(navigator.onLine, serverUnreachable);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
}

const isOffline = () => !browserOnline || serverUnreachable;

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Listens for the worker's word on whether the server answered (service-worker/worker.ts, MESSAGE.reads). */
export function watchServiceWorkerMessages(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; reachable?: unknown } | null;
    if (data?.type !== MESSAGE.reads || typeof data.reachable !== 'boolean') return;
    update(navigator.onLine, !data.reachable);
  });
  // Messages wait in a queue until the page says it is ready for them.
  navigator.serviceWorker.startMessages();
}
