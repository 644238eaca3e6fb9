// Courtside's router (ADR 047): matching with ranking, lazy route code, error elements, scroll restoration.
export { createBrowserRouter, createMemoryRouter, type Router, type RouterState } from './router';
export { RouterProvider, Outlet } from './router-provider';
export { Link, Navigate, type LinkProps } from './link';
export { ScrollRestoration } from './scroll-restoration';
export {
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type NavigateFunction,
} from './hooks';
export { isRouteErrorResponse } from './route-error-response';
export { matchPath } from './match-routes';
export type { LazyRouteContent, Location, Params, RouteObject, UIMatch } from './types';
