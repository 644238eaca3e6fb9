import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageAccess } from '@courtside/shared/web/page-routes';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { RequireAdmin, RequireSignedIn } from './route-guards';
// Not lazy: it is what shows when a page's chunk fails to load (a release replaced it, or the network dropped).
import { RouteErrorPage } from './route-error-page';

/**
 * The router's routes, made from the one route table (@courtside/shared/web/page-routes): the layout around every
 * page, the guards around the pages that need them. The router ranks addresses by how specific they are, so a
 * page's place in the tree does not decide which one an address opens. The pages' loaders fill `queryClient`,
 * the one the app's components read from.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  /** The table's pages that `access` lets in, as routes. */
  const pagesFor = (access: PageAccess): RouteObject[] =>
    PAGE_ROUTES.filter((page) => page.access === access).map((page) => lazyPage(page, queryClient));

  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // A second boundary inside the layout keeps the header usable when a page fails.
          errorElement: <RouteErrorPage />,
          children: [
            ...pagesFor('visitor'),
            ...pagesFor('public'),
            {
              element: <RequireSignedIn />,
              children: [
                ...pagesFor('player'),
                { element: <RequireAdmin />, children: pagesFor('admin') },
                {
                  // Its own chunk: the shell every visitor loads does not carry what only organizers need.
                  lazy: async () => ({ Component: (await import('./require-league-manager')).RequireLeagueManager }),
                  children: pagesFor('league-manager'),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
