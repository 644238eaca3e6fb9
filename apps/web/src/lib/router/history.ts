import { createKey, createPath, resolveTo } from './paths';
import type { Location, Path } from './types';

/** The entries a router moves through: the tab's own history in the app, a list in memory in tests. */
export interface RouterHistory {
  /** The entry shown now. */
  location(): Location;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  /** Calls `onPop` once back/forward (or go) has moved to another entry. */
  listen(onPop: () => void): () => void;
  /**
   * Whether the entry shown first is one the app wrote in an earlier document of the tab (a reload, a return
   * from another site), which may have left something for it, such as its scroll position.
   */
  readonly firstEntryRestored: boolean;
}

/**
 * What this router keeps in `history.state` of each entry. `idx` numbers the tab's entries from 0 for the one
 * the app was opened on, so that app/layout/in-app-history.ts can tell whether one step back stays in the app.
 */
interface EntryState {
  idx: number;
  key: string;
  state: unknown;
}

function readEntryState(): EntryState | null {
  const value: unknown = window.history.state;
  if (typeof value !== 'object' || value === null) return null;
  const { idx, key, state } = value as Partial<EntryState>;
  if (typeof idx !== 'number' || typeof key !== 'string') return null;
  return { idx, key, state: state ?? null };
}

export function createBrowserHistory(): RouterHistory {
  // An entry the app did not write (a fresh tab, a link from another site) becomes entry 0. A reload keeps
  // the entry's number and key, and with them its scroll position.
  let entry = readEntryState();
  const firstEntryRestored = entry !== null;
  if (!entry) {
    entry = { idx: 0, key: createKey(), state: null };
    window.history.replaceState(entry, '');
  }
  let current = entry;

  const write = (method: 'pushState' | 'replaceState', next: EntryState, path: Path) => {
    const href = createPath(path);
    try {
      window.history[method](next, '', href);
      current = next;
    } catch {
      // Browsers cap how often and how much history may be written (Safari: 100 calls in 30 s; a state too
      // large to store). Loading the page is slower but still goes where the user asked.
      window.location[method === 'pushState' ? 'assign' : 'replace'](href);
    }
  };

  return {
    firstEntryRestored,
    location: () => ({
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: current.state,
      key: current.key,
    }),
    push: (path, state) => write('pushState', { idx: current.idx + 1, key: createKey(), state }, path),
    replace: (path, state) => write('replaceState', { idx: current.idx, key: createKey(), state }, path),
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      const handlePop = () => {
        let entry = readEntryState();
        if (!entry) {
          // An entry the browser added itself (a click on an in-page #fragment link) follows the one shown.
          entry = { idx: current.idx + 1, key: createKey(), state: null };
          window.history.replaceState(entry, '');
        }
        current = entry;
        onPop();
      };
      window.addEventListener('popstate', handlePop);
      return () => window.removeEventListener('popstate', handlePop);
    },
  };
}

/** A history of its own for tests: `initialEntries` are addresses, `initialIndex` the one shown (the last). */
export function createMemoryHistory(initialEntries: readonly string[] = ['/'], initialIndex?: number): RouterHistory {
  const root: Path = { pathname: '/', search: '', hash: '' };
  const entries: Location[] = (initialEntries.length > 0 ? initialEntries : ['/']).map((address) => ({
    ...resolveTo(address, root),
    state: null,
    key: createKey(),
  }));
  const clamp = (index: number) => Math.min(Math.max(index, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  const listeners = new Set<() => void>();
  const entryAt = (position: number) => entries[position] as Location;

  return {
    firstEntryRestored: false,
    location: () => entryAt(index),
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, { ...path, state, key: createKey() });
    },
    replace(path, state) {
      entries[index] = { ...path, state, key: createKey() };
    },
    go(delta) {
      const next = clamp(index + delta);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
