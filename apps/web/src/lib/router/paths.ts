import type { Path } from './types';

// Any origin will do: it only lets URL resolve a relative address, and never leaves this module.
const BASE = 'http://router.invalid';

export const createPath = ({ pathname, search, hash }: Path): string => `${pathname}${search}${hash}`;

/**
 * Where `to` leads from `from`, resolved as a browser resolves an `<a href>` on that page: '/x' from the root,
 * '?week=2' on the same path, 'x' beside the last segment. (The app writes whole paths from lib/paths.ts.)
 */
export function resolveTo(to: string, from: Path): Path {
  const url = new URL(to, `${BASE}${createPath(from)}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A key for a new history entry; only needs to differ from the tab's other entries. */
export const createKey = () => Math.random().toString(36).slice(2, 10);
