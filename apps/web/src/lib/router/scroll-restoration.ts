import { useLayoutEffect, useRef, useState } from 'react';
import { useRouterContext } from './contexts';
import { restoreScroll } from './restore-scroll';

/** Scroll positions by history entry key, kept for the tab's life so that a reload can return to its place. */
const STORAGE_KEY = 'courtside.scroll-positions';

function readStoredPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The positions of this tab's entries: those this document recorded, in memory, and those earlier documents left
 * in sessionStorage. Storage is read only when an entry from before this document is shown again, or when the
 * page is hidden: a page's first use of sessionStorage waits on the browser process (1 to 23 ms at full speed on
 * this machine, in the first render of every page before this; issue 10).
 */
class ScrollPositions {
  private readonly recorded: Record<string, number> = {};
  private stored: Record<string, number> | null = null;

  record(key: string, y: number): void {
    this.recorded[key] = y;
  }

  /** `inStorage`: whether an earlier document may have left the entry's position. */
  find(key: string, inStorage: boolean): number | undefined {
    return this.recorded[key] ?? (inStorage ? this.storedPositions()[key] : undefined);
  }

  /** Writes every position known, for the next document of this tab (a reload, a return from another site). */
  save(): void {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...this.storedPositions(), ...this.recorded }));
    } catch {
      // Storage full or refused: a reload then starts at the top, as it would without this.
    }
  }

  private storedPositions(): Record<string, number> {
    this.stored ??= readStoredPositions();
    return this.stored;
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
  const [positions] = useState(() => new ScrollPositions());
  // Whether the page's own routes have been drawn: on the first page, not before its code has arrived.
  const drawn = state.matches.every((match) => match.content !== null);
  const firstLocation = useRef(state.location);

  useLayoutEffect(() => {
    const previousSetting = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Before a new page replaces the old one: the listener runs on the router's change, ahead of the render.
    const unsubscribe = router.subscribe((next, previous) => {
      // Not when the first page's code arrives: that changes the page drawn, not the entry.
      if (next.location !== previous.location) positions.record(previous.location.key, window.scrollY);
    });
    const saveForLater = () => {
      positions.record(router.state.location.key, window.scrollY);
      positions.save();
    };
    window.addEventListener('pagehide', saveForLater);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', saveForLater);
      window.history.scrollRestoration = previousSetting;
    };
  }, [router, positions]);

  const { location, historyAction } = state;
  useLayoutEffect(() => {
    if (!drawn) return;
    let cancelled = false;
    let stopRestoring = () => {};
    // Preact draws a page below a layout that did not change in renders of their own after this one (each
    // component that reads the router is queued apart, not drawn in one pass as React does), all before the
    // next microtask: scrolling then finds the new page, and its #fragment, in the document.
    queueMicrotask(() => {
      // Another navigation may have come first: its own effect scrolls.
      if (cancelled || router.state.location !== location) return;
      const isFirst = location === firstLocation.current;
      // A new visit's first entry has a key the router has just made: nothing can be stored for it.
      const saved =
        historyAction === 'POP' ? positions.find(location.key, !isFirst || router.firstEntryRestored) : undefined;
      if (saved !== undefined) stopRestoring = restoreScroll(saved);
      // The page the tab opened on is where the browser put it; only a navigation starts at the top.
      else if (!scrollToHash(location.hash) && !isFirst) window.scrollTo(0, 0);
    });
    return () => {
      cancelled = true;
      stopRestoring();
    };
  }, [router, positions, location, historyAction, drawn]);

  return null;
}
