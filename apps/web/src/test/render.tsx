import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createAppRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

function createTestQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  return queryClient;
}

type Router = ReturnType<typeof createMemoryRouter>;

function renderRouter(router: Router, queryClient: QueryClient) {
  // No pause between keystrokes: the tests check outcomes, not typing speed.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** `routes` (made for the test's query client, which the app's loaders fill) on a memory history at one URL. */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  initialPath: string,
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [initialPath],
  });
  return renderRouter(router, queryClient);
}

/** The whole app (real routes, loaders, guards and layout) at one URL. */
export function renderApp(initialPath: string) {
  return renderRoutes(createAppRoutes, initialPath);
}

let browserRouter: Router | undefined;
afterEach(() => {
  browserRouter?.dispose();
  browserRouter = undefined;
  // A fresh entry without the router's index, as in a new tab, for the next test.
  window.history.replaceState(null, '', '/');
});

/**
 * The whole app on jsdom's own history, as in production, starting on a fresh entry: the address bar matches the
 * page shown, and Back reads the router's entry index from `window.history.state`, which a memory router never
 * writes. The router is disposed after the test.
 */
export function renderAppInBrowserHistory(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createTestQueryClient();
  browserRouter = createBrowserRouter(createAppRoutes(queryClient));
  return renderRouter(browserRouter, queryClient);
}

/** One component inside the providers and a router, for tests that do not need the app's routes. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], path);
}
