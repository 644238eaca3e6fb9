import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageRoute } from '@courtside/shared/web/page-routes';
import { PageLoader } from '@/components/page-loader';
import type { RouteHandle } from '@/lib/route-title';
import { earlyReadsLoader } from './early-read-queries';
import { RedirectSignedIn } from './route-guards';

type PageModule = Record<string, ComponentType | undefined>;

// Every page module, each its own chunk fetched the first time one of its routes opens, so a first visit loads
// only the page it shows (ADR 040). Keys are paths from the web app's root: '/src/features/auth/landing-page.tsx'.
const pageModules = import.meta.glob<PageModule>(['/src/features/**/*-page.tsx', '/src/app/not-found-page.tsx']);

/**
 * The router's route for one page of the table: its address, its code loaded on demand, its first reads loaded
 * beside the code (early-read-queries.ts), its title.
 */
export function lazyPage(page: PageRoute, queryClient: QueryClient): RouteObject {
  const load = pageModules[`/src/${page.module}.tsx`];
  if (!load) throw new Error(`The route table names ${page.module}, which is not a page module of the web app.`);
  const handle: RouteHandle | undefined = page.title === undefined ? undefined : { title: page.title };
  return {
    // Relative to the root: every route of the table sits in pathless layout routes.
    path: page.path === '/' ? undefined : page.path.replace(/^\//, ''),
    index: page.path === '/' ? true : undefined,
    lazy: async () => {
      const Page = (await load())[page.component];
      if (!Page) throw new Error(`${page.module} exports no ${page.component}.`);
      // A visitor's page (landing, Sign In, Sign Up) sends a signed-in user on to the dashboard.
      return page.access === 'visitor'
        ? {
            element: (
              <RedirectSignedIn>
                <Page />
              </RedirectSignedIn>
            ),
          }
        : { Component: Page };
    },
    ...earlyReadsLoader(page, queryClient),
    // Shown while the first page's code and reads arrive when the app is drawn before they have (the component
    // tests; main.tsx waits for them). Later navigations keep the previous page on screen, under the layout's
    // pending bar, until the next one is ready.
    hydrateFallbackElement: <PageLoader />,
    ...(handle && { handle }),
  } as RouteObject;
}
