import type { ComponentType, ReactNode } from 'react';

/** What a route's code adds once it has arrived (app/lazy-page.tsx). */
export interface LazyRouteContent {
  element?: ReactNode;
  Component?: ComponentType | null;
  errorElement?: ReactNode;
  handle?: unknown;
}

/**
 * One entry of the route table (app/routes.tsx). `path` is relative to the parent's; a route without a path or
 * index is a layout: it matches nothing by itself and wraps its children. Paths are made of static segments,
 * `:name` parameters and a final `*` that takes the rest of the address.
 */
export interface RouteObject extends LazyRouteContent {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  /** Fetches the route's code; called once per router, the first time the route matches. */
  lazy?: () => Promise<LazyRouteContent>;
  /** Shown in the route's place while its code arrives on the first page opened. */
  hydrateFallbackElement?: ReactNode;
}

export type Params = Readonly<Record<string, string | undefined>>;

/** The address parts a navigation names; `state` goes with the history entry, never into the URL. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  /** Unique per history entry: survives back/forward and reloads of the tab (it lives in history.state). */
  key: string;
}

/** How the shown location was reached: a new entry, one in place of the last, or back/forward. */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** One route of the chain that matched the address, from the outermost layout to the page (useMatches). */
export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
}
