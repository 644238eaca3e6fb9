import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { RouteContext, RouteErrorContext, RouterContext } from './contexts';
import { DefaultRouteError, RouteErrorBoundary } from './route-error-boundary';
import type { Router, RouterState } from './router';

/** Where a route without an element of its own (a pathless group, a path with children) shows its child. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/**
 * The matched routes, each inside its parent's Outlet. The chain stops at the route showing an error, or, on
 * the first page, at the first route whose code is still on its way, which shows its hydrateFallbackElement.
 */
function renderMatches({ matches, error, location }: RouterState): ReactNode {
  const stopAt = matches.findIndex((match) => match.node.id === error?.routeId || match.content === null);
  let outlet: ReactNode = null;
  for (let depth = stopAt < 0 ? matches.length - 1 : stopAt; depth >= 0; depth -= 1) {
    const match = matches[depth];
    if (!match) continue;
    const { content, node } = match;
    const errorElement = (content ?? node.route).errorElement;
    const failedHere = error !== null && node.id === error.routeId;
    let shown: ReactNode;
    if (failedHere) {
      shown = (
        <RouteErrorContext.Provider value={error?.error}>
          {errorElement ?? <DefaultRouteError />}
        </RouteErrorContext.Provider>
      );
    } else if (content === null) {
      shown = node.route.hydrateFallbackElement ?? null;
    } else if (content.element !== undefined) {
      shown = content.element;
    } else if (content.Component) {
      shown = <content.Component />;
    } else {
      shown = <Outlet />;
    }
    let rendered = <RouteContext.Provider value={{ match, outlet }}>{shown}</RouteContext.Provider>;
    // Not around an errorElement already showing: if that fails too, the boundary above takes over.
    if (errorElement !== undefined && !failedHere) {
      rendered = (
        <RouteErrorBoundary location={location} errorElement={errorElement}>
          {rendered}
        </RouteErrorBoundary>
      );
    }
    outlet = rendered;
  }
  return outlet;
}

/** Shows the router's current page, and changes it when the router does. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return (
    <RouterContext.Provider value={value}>
      <RouteErrorBoundary location={state.location} errorElement={<DefaultRouteError />}>
        {renderMatches(state)}
      </RouteErrorBoundary>
    </RouterContext.Provider>
  );
}
