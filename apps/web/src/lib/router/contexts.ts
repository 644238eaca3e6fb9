import { createContext, useContext, type ReactNode } from 'react';
import type { Router, RouterState, ShownMatch } from './router';

export interface RouterContextValue {
  router: Router;
  state: RouterState;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** Where a component sits in the route tree: what its route's Outlet shows. */
export interface RouteContextValue {
  match: ShownMatch | null;
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({ match: null, outlet: null });

/** What the nearest errorElement is showing (useRouteError). */
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouterContext(): RouterContextValue {
  const value = useContext(RouterContext);
  // A component rendered outside <RouterProvider> (a dialog opened through Mantine's modals manager) has no
  // address to read or change: say so plainly rather than fail later on a missing value.
  if (!value) throw new Error('Router hooks and links need a <RouterProvider> above them.');
  return value;
}
