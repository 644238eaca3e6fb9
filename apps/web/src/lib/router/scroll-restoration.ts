import { useLayoutEffect, useRef } from 'react';
import { useRouterContext } from './contexts';

/** Scroll positions by history entry key, kept for the tab's life so that a reload can return to its place. */
const STORAGE_KEY = 'courtside.scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look for the id as written.
  }
  const element = document.getElementById(id);
  element?.scrollIntoView();
  return element !== null;
}

/**
 * A new page starts at the top (or at its #fragment); back and forward return to where that entry was left.
 * The browser's own restoration is off: it would scroll before the router has drawn the page it belongs to.
 */
export function ScrollRestoration(): null {
  const { router, state } = useRouterContext();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readPositions();
  // Whether the page's own routes have been drawn: on the first page, not before its code has arrived.
  const drawn = state.matches.every((match) => match.content !== null);
  const firstLocation = useRef(state.location);

  useLayoutEffect(() => {
    const saved = positions.current ?? {};
    const previousSetting = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Before a new page replaces the old one: the listener runs on the router's change, ahead of the render.
    const unsubscribe = router.subscribe((next, previous) => {
      // Not when the first page's code arrives: that changes the page drawn, not the entry.
      if (next.location !== previous.location) saved[previous.location.key] = window.scrollY;
    });
    const saveForLater = () => {
      saved[router.state.location.key] = window.scrollY;
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: a reload then starts at the top, as it would without this.
      }
    };
    window.addEventListener('pagehide', saveForLater);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', saveForLater);
      window.history.scrollRestoration = previousSetting;
    };
  }, [router]);

  const { location, historyAction } = state;
  useLayoutEffect(() => {
    if (!drawn) return;
    let cancelled = false;
    // Preact draws a page below a layout that did not change in renders of their own after this one (each
    // component that reads the router is queued apart, not drawn in one pass as React does), all before the
    // next microtask: scrolling then finds the new page, and its #fragment, in the document.
    queueMicrotask(() => {
      // Another navigation may have come first: its own effect scrolls.
      if (cancelled || router.state.location !== location) return;
      const saved = historyAction === 'POP' ? positions.current?.[location.key] : undefined;
      if (saved !== undefined) window.scrollTo(0, saved);
      // The page the tab opened on is where the browser put it; only a navigation starts at the top.
      else if (!scrollToHash(location.hash) && location !== firstLocation.current) window.scrollTo(0, 0);
    });
    return () => {
      cancelled = true;
    };
  }, [router, location, historyAction, drawn]);

  return null;
}
