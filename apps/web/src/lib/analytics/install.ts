import { installClickTracking } from './click-tracking';
import { flushAnalyticsOnPageExit, startCollecting, stopCollecting } from './track';

let uninstall: (() => void) | null = null;

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') flushAnalyticsOnPageExit();
}

/**
 * Turns collection on for the running app (main.tsx): clicks on tagged elements, and a last flush when the tab
 * is hidden or unloaded. Page views and the named events are recorded by the code where they happen, and are
 * sent only once this has run. Installing twice is harmless.
 *
 * Both page-exit signals are listened to: `visibilitychange` is the last one a mobile browser reliably gives
 * (the tab may be killed in the background without unloading), and `pagehide` covers an unload of a page that
 * was never hidden first. The second finds the queue empty and sends nothing.
 */
export function installAnalytics(): void {
  if (uninstall) return;
  startCollecting();
  const removeClickTracking = installClickTracking();
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', flushAnalyticsOnPageExit);
  uninstall = () => {
    removeClickTracking();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', flushAnalyticsOnPageExit);
  };
}

/** Back to the state before installAnalytics(), with nothing pending: each test starts from here. */
export function resetAnalytics(): void {
  uninstall?.();
  uninstall = null;
  stopCollecting();
}
