import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from '@/lib/router';
import { PageLoader } from '@/components/page-loader';
import type { RouteHandle } from '@/lib/route-title';

/** What a lazy page adds to a route; the route itself still says its path or index. */
export type LazyPageRoute = Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'handle'>;

interface LazyPageOptions {
  /** The page's name for the browser tab and for screen readers after a navigation (layout/use-page-arrival.ts). */
  title?: string;
  /** Puts the page inside something that must render around it, such as a guard taking children. */
  wrap?: (page: ReactElement) => ReactElement;
}

/**
 * A page whose code is its own chunk, fetched the first time the route is opened, so the first visit loads
 * only the page it shows (ADR 040). `load` must be a literal `() => import('...')` for the bundler to split
 * there; `name` picks the page's export from the module.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
  { title, wrap }: LazyPageOptions = {},
): LazyPageRoute {
  const handle: RouteHandle | undefined = title === undefined ? undefined : { title };
  return {
    lazy: async () => {
      const Page: ComponentType = (await load())[name];
      return wrap ? { element: wrap(<Page />) } : { Component: Page };
    },
    // Shown while the page's code arrives when it is the first page opened; later navigations keep the
    // previous page on screen until the next one is ready.
    hydrateFallbackElement: <PageLoader />,
    ...(handle && { handle }),
  };
}
