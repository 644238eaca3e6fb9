import { createBrowserHistory, createMemoryHistory, type RouterHistory } from './history';
import { compileRoutes, matchRoutes, type RouteMatch, type RouteNode } from './match-routes';
import { resolveTo } from './paths';
import { RouteErrorResponse } from './route-error-response';
import type { HistoryAction, LazyRouteContent, Location, NavigateOptions, RouteObject } from './types';

export interface ShownMatch extends RouteMatch {
  /** What the route shows, with what its code added; null while that code is on its way (first page only). */
  content: LazyRouteContent | null;
}

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  /** The routes that show `location`, outermost first. */
  matches: readonly ShownMatch[];
  /** A failure the route `routeId` shows in its errorElement: its code did not load, or nothing matched. */
  error: { routeId: string; error: unknown } | null;
}

export interface Router {
  readonly state: RouterState;
  /** Whether the first page's entry comes from an earlier document of the tab (see RouterHistory). */
  readonly firstEntryRestored: boolean;
  /**
   * Goes to `to` (resolved like an `<a href>` from the current address), or moves `to` entries through the
   * history. Resolves once the new page is shown, or when a later navigation has taken its place.
   */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Listeners run after each change of state, before anything renders it. */
  subscribe(listener: (state: RouterState, previous: RouterState) => void): () => void;
  dispose(): void;
}

/** Something to match when no route does: the first route that sits at the root, for its errorElement. */
function rootMatch(routes: readonly RouteObject[]): RouteMatch[] {
  const position = Math.max(
    routes.findIndex((route) => !route.path || route.path === '/'),
    0,
  );
  const route = routes[position];
  return route ? [{ node: { id: String(position), route }, pathname: '/', params: {} }] : [];
}

export function createRouter(routes: readonly RouteObject[], history: RouterHistory): Router {
  const compiled = compileRoutes(routes);
  /** What each lazy route's code added, by route id, once it has arrived. */
  const loaded = new Map<string, LazyRouteContent>();
  const loading = new Map<string, Promise<unknown>>();
  const listeners = new Set<(state: RouterState, previous: RouterState) => void>();
  /** Counts navigations, so that one finishing after a later one has started changes nothing. */
  let latest = 0;

  const contentOf = ({ id, route }: RouteNode): LazyRouteContent | null => {
    if (!route.lazy) return route;
    const added = loaded.get(id);
    return added ? { ...route, ...added } : null;
  };

  const load = ({ id, route }: RouteNode) => {
    let pending = loading.get(id);
    if (!pending && route.lazy) {
      pending = route.lazy().then(
        (content) => void loaded.set(id, content),
        (error: unknown) => {
          // Asked again next time: the network may be back, or a release may have put the file back.
          loading.delete(id);
          throw error;
        },
      );
      loading.set(id, pending);
    }
    return pending;
  };

  const isWaiting = (match: RouteMatch) => Boolean(match.node.route.lazy) && !loaded.has(match.node.id);

  /** The state showing `location`; `failure` is the error of the outermost route whose code did not load. */
  function stateFor(
    location: Location,
    historyAction: HistoryAction,
    routeMatches: RouteMatch[] | null,
    failure?: { depth: number; error: unknown },
  ): RouterState {
    const found = routeMatches ?? rootMatch(routes);
    const matches = found.map((match) => ({ ...match, content: contentOf(match.node) }));
    const problem = routeMatches ? failure : { depth: 0, error: new RouteErrorResponse(404, 'Not Found') };
    let error: RouterState['error'] = null;
    if (problem && matches.length > 0) {
      // The nearest errorElement at or above the route that failed; without one the outermost route shows the
      // router's own message.
      let depth = problem.depth;
      while (depth > 0 && (matches[depth]?.content ?? matches[depth]?.node.route)?.errorElement === undefined) {
        depth -= 1;
      }
      error = { routeId: (matches[depth] as ShownMatch).node.id, error: problem.error };
    }
    return { location, historyAction, matches, error };
  }

  const initialLocation = history.location();
  const initialMatches = matchRoutes(compiled, initialLocation.pathname);
  let state = stateFor(initialLocation, 'POP', initialMatches);

  function commit(next: RouterState) {
    const previous = state;
    state = next;
    for (const listener of listeners) listener(next, previous);
  }

  /**
   * Fetches the code of the routes that will show, then shows them: until then the page already on screen
   * stays. `beforeShowing` writes the history entry of a new navigation, so that the address changes with
   * the page.
   */
  async function show(
    routeMatches: RouteMatch[] | null,
    historyAction: HistoryAction,
    beforeShowing: () => Location,
  ): Promise<void> {
    latest += 1;
    const navigation = latest;
    const waiting = (routeMatches ?? []).filter(isWaiting);
    let failure: { depth: number; error: unknown } | undefined;
    if (waiting.length > 0) {
      const outcomes = await Promise.allSettled(waiting.map((match) => load(match.node)));
      if (navigation !== latest) return;
      const failed = outcomes.findIndex((outcome) => outcome.status === 'rejected');
      const outcome = outcomes[failed];
      if (outcome?.status === 'rejected') {
        failure = { depth: (routeMatches ?? []).indexOf(waiting[failed] as RouteMatch), error: outcome.reason };
      }
    }
    commit(stateFor(beforeShowing(), historyAction, routeMatches, failure));
  }

  // The first page's code is asked for now, not when it first renders: it comes while the rest starts up.
  if (initialMatches?.some(isWaiting)) void show(initialMatches, 'POP', () => initialLocation);

  const stopListening = history.listen(() => {
    const location = history.location();
    void show(matchRoutes(compiled, location.pathname), 'POP', () => location);
  });

  return {
    get state() {
      return state;
    },
    firstEntryRestored: history.firstEntryRestored,
    navigate(to, { replace = false, state: entryState = null } = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path = resolveTo(to, state.location);
      return show(matchRoutes(compiled, path.pathname), replace ? 'REPLACE' : 'PUSH', () => {
        if (replace) history.replace(path, entryState);
        else history.push(path, entryState);
        return history.location();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopListening();
      listeners.clear();
      // Anything still loading is then never shown.
      latest += 1;
    },
  };
}

/** The app's router, on the tab's own history. */
export const createBrowserRouter = (routes: readonly RouteObject[]) => createRouter(routes, createBrowserHistory());

export interface MemoryRouterOptions {
  initialEntries?: readonly string[];
  initialIndex?: number;
}

/** A router on a history of its own, for tests. */
export const createMemoryRouter = (routes: readonly RouteObject[], options: MemoryRouterOptions = {}) =>
  createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
