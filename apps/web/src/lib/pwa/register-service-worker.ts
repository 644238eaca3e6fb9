import { MESSAGE } from '@/service-worker/rules';
import { watchServiceWorkerMessages } from './connection-state';

/** Long enough for any request of the first page load to finish. */
const HAND_OVER_WINDOW_MS = 30_000;

/**
 * Installs the service worker (ADR 037) in production builds. Development has none: it would keep serving
 * the files Vite is busy replacing.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  watchServiceWorkerMessages();
  // After the page has loaded, so that installing the worker never competes with the first page for bandwidth.
  window.addEventListener('load', () => void register(), { once: true });
}

async function register() {
  try {
    const firstInstall = !navigator.serviceWorker.controller;
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    if (!firstInstall) return;
    // This page's scripts and reads were loaded before there was a worker to see them. Once it has taken
    // control (from then on it sees every request itself), hand it their addresses, so that the page can be
    // read offline from this very first visit.
    if (!navigator.serviceWorker.controller) await controllerChange();
    handOverEarlierRequests(performance.now());
  } catch (error) {
    // The app works without it (private windows, blocked storage); only offline reading is lost.
    console.warn('The service worker could not be installed', error);
  }
}

function controllerChange(): Promise<void> {
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/** The worker cannot see requests that started before it took control, including those still on their way. */
function handOverEarlierRequests(controlledAt: number) {
  const observer = new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .filter((entry) => entry.startTime < controlledAt)
      .map((entry) => entry.name);
    if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: MESSAGE.save, urls });
  });
  // buffered: the entries of requests already finished come in the first call; later ones as they finish.
  observer.observe({ type: 'resource', buffered: true });
  setTimeout(() => observer.disconnect(), HAND_OVER_WINDOW_MS);
}
