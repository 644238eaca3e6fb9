import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

function createTestQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  return queryClient;
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  // No pause between keystrokes: the tests check outcomes, not typing speed.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** The whole app (real routes, guards and layout) at one URL. */
export function renderApp(initialPath: string) {
  return renderRoutes(appRoutes, initialPath);
}

/** One component inside the providers and a router, for tests that do not need the app's routes. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], path);
}
