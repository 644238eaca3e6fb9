import { MESSAGE } from '@/service-worker/rules';
import { watchServiceWorkerMessages } from './connection-state';

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
    const registration = await navigator.serviceWorker.ready;
    // This page's scripts and reads were loaded before there was a worker to see them; hand it their
    // addresses so that the page can be read offline from this very first visit.
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    registration.active?.postMessage({ type: MESSAGE.save, urls: loaded });
  } catch (error) {
    // The app works without it (private windows, blocked storage); only offline reading is lost.
    console.warn('The service worker could not be installed', error);
  }
}
