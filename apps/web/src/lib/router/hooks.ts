import { useCallback, useContext, useMemo } from 'react';
import { RouteErrorContext, useRouterContext } from './contexts';
import { matchPath, type PathMatch, type PathPattern } from './match-routes';
import type { Location, NavigateOptions, Params, UIMatch } from './types';

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

/** navigate('/path', { replace, state }) for a new address, navigate(-1) for one step back. */
export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

export function useLocation(): Location {
  return useRouterContext().state.location;
}

/** The `:name` segments (and `*`) of the route shown. */
export function useParams(): Params {
  return useRouterContext().state.matches.at(-1)?.params ?? {};
}

/** The routes shown, outermost first, with what each says of itself in `handle` (lib/route-title.ts). */
export function useMatches(): UIMatch[] {
  const { matches } = useRouterContext().state;
  return useMemo(
    () =>
      matches.map(({ node, pathname, params, content }) => ({
        id: node.id,
        pathname,
        params,
        handle: (content ?? node.route).handle,
      })),
    [matches],
  );
}

/** Whether the address shown matches `pattern` (a whole path unless `end: false`), and with what parameters. */
export function useMatch(pattern: PathPattern | string): PathMatch | null {
  return matchPath(pattern, useLocation().pathname);
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => Promise<void>;

/** The query string as URLSearchParams, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { router, state } = useRouterContext();
  const { search } = state.location;
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      // Read at call time, not render time: two updates in one event each see the other's result.
      const current = new URLSearchParams(router.state.location.search);
      const query = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      return router.navigate(`?${query}`, options);
    },
    [router],
  );
  return [searchParams, setSearchParams];
}

/** The failure an errorElement is showing: what a page threw, a chunk that did not load, or a 404 response. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
