import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { routeTitle } from '@/lib/route-title';
import { MAIN_ID } from './skip-link';

export const APP_NAME = 'Courtside';

/** Pages may show a loader before their h1 (a guard checking the session, data on its way). */
const HEADING_WAIT_MS = 10_000;
const PAGE_HEADING = `#${MAIN_ID} h1`;

/** Calls `onHeading` with the page's h1 as soon as it is in the document; returns a function that stops waiting. */
function whenPageHeadingShows(onHeading: (heading: HTMLElement) => void): () => void {
  const find = () => document.querySelector<HTMLElement>(PAGE_HEADING);
  const heading = find();
  if (heading) {
    onHeading(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const shown = find();
    if (!shown) return;
    stop();
    onHeading(shown);
  });
  const timeout = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timeout);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Focus may move to the new page unless the person has already moved it into the page's content themselves
 * (while a slow page loaded, or a field that focuses itself). Focus still on the header, in the phone menu
 * that just closed, or lost with the old page is fair game.
 */
function mayTakeFocus(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active.id === MAIN_ID) return true;
  return active.closest(`#${MAIN_ID}`) === null;
}

/**
 * After each client-side navigation (a new pathname, not the first load), moves focus to the new page's h1
 * and returns the page's title for a live region to announce: otherwise a screen reader stays silent and
 * keyboard focus is left on the link that was used, or on nothing. Also names the browser tab after the page.
 * The h1 becomes focusable here (tabindex -1), in one place for every page.
 */
export function usePageArrival(): string {
  const { pathname } = useLocation();
  const title = routeTitle(useMatches());
  const [announcement, setAnnouncement] = useState('');
  // The pathname handled last; null until the first load. (Effects run twice on mount in development.)
  const handledPathname = useRef<string | null>(null);

  useEffect(() => {
    const previous = handledPathname.current;
    handledPathname.current = pathname;
    const isNavigation = previous !== null && previous !== pathname;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;

    return whenPageHeadingShows((heading) => {
      const pageTitle = title ?? heading.textContent?.trim() ?? '';
      if (!title) document.title = pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
      if (!isNavigation) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      if (mayTakeFocus()) heading.focus({ preventScroll: true });
      setAnnouncement(pageTitle);
    });
  }, [pathname, title]);

  return announcement;
}
