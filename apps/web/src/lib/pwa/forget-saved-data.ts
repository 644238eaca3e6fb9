import { DATA_CACHE, MESSAGE } from '@/service-worker/rules';

/**
 * Deletes the personal data saved for offline reading (sign-out). The worker does the same when it sees the
 * logout request; this covers a page it does not control (a hard reload) and tells it to drop answers that
 * are still on their way.
 */
export async function forgetSavedData(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: MESSAGE.forget });
    if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE);
  } catch (error) {
    // Storage can be blocked (privacy settings); then nothing was saved either.
    console.warn('Could not delete the saved offline data', error);
  }
}
