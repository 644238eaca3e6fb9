import { render } from '@testing-library/react';
import { createMemoryRouter, type MemoryRouterOptions } from './router';
import { RouterProvider } from './router-provider';
import type { RouteObject } from './types';

/** A router on its own history, drawn; for the router's own tests, which need none of the app's providers. */
export function renderRouter(routes: RouteObject[], options: MemoryRouterOptions = {}) {
  const router = createMemoryRouter(routes, options);
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

/** A promise settled from outside: a page's code that arrives (or fails) when the test says so. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
