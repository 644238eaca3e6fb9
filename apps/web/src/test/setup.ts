import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { COLOR_SCHEME_CHOICE_ATTRIBUTE, COLOR_SCHEME_COOKIE } from '@courtside/shared/web/color-scheme';
import { resetAnalytics } from '@/lib/analytics/install';

// Whole-app renders in jsdom are slow on a busy machine; the defaults (1 s per findBy, 5 s per test) made
// the suite flaky under load without making failures any more informative.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The toast store lives at module level and would carry one test's messages into the next.
  cleanNotifications();
  cleanNotificationsQueue();
  window.localStorage.clear();
  // The colour scheme chosen with the header's switch (app/color-scheme-manager.ts).
  document.documentElement.removeAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE);
  document.cookie = `${COLOR_SCHEME_COOKIE}=; Path=/; Max-Age=0`;
  // A test that turned analytics on must not leave listeners, timers or queued events to the next one.
  resetAnalytics();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom lacks the layout APIs Mantine calls while rendering. matchMedia answers width queries from window.innerWidth (jsdom: 1024 px), so a test can resize to try the phone layout.
function matchesWidthQuery(query: string): boolean {
  const toPx = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);
  const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  if (min?.[1] && min[2] && window.innerWidth < toPx(min[1], min[2])) return false;
  if (max?.[1] && max[2] && window.innerWidth > toPx(max[1], max[2])) return false;
  return Boolean(min ?? max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchesWidthQuery(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// ScrollRestoration scrolls on every navigation; jsdom has no layout to scroll.
window.scrollTo = () => {};
