import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';
import { createBrowserRouter, type Router } from './router';
import { Outlet, RouterProvider } from './router-provider';
import { ScrollRestoration } from './scroll-restoration';
import { deferred, renderRouter } from './test-helpers';
import type { LazyRouteContent, RouteObject } from './types';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <h1>Home</h1> },
      {
        path: 'long',
        element: (
          <>
            <h1>Long</h1>
            <h2 id="results">Results</h2>
          </>
        ),
      },
    ],
  },
];

const scrolledTo = (y: number) => Object.assign(window, { scrollY: y });

let disposeRouter: Router['dispose'] | undefined;
afterEach(() => {
  scrolledTo(0);
  disposeRouter?.();
  disposeRouter = undefined;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top, and returns to where an entry was left on Back and Forward', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRouter(routes);
    expect(scrollTo).not.toHaveBeenCalled();

    scrolledTo(640);
    await act(() => router.navigate('/long'));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));

    scrolledTo(1200);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));

    scrolledTo(0);
    await act(() => router.navigate(1));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1200));
  });

  it('scrolls to the element a #fragment names instead of the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const { router } = renderRouter(routes);
    await act(() => router.navigate('/long#results'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Results' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns a reloaded page to its place once its code has arrived, and turns the browser’s own off', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    // What the page wrote before the reload: its entry's key in history.state, its position on pagehide.
    window.history.replaceState({ idx: 2, key: 'before-reload', state: null }, '', '/long');
    window.sessionStorage.setItem('courtside.scroll-positions', JSON.stringify({ 'before-reload': 480 }));
    const code = deferred<LazyRouteContent>();
    const router = createBrowserRouter([
      { element: <Layout />, children: [{ path: 'long', lazy: () => code.promise }] },
    ]);
    disposeRouter = router.dispose;
    expect(router.firstEntryRestored).toBe(true);
    render(<RouterProvider router={router} />);
    expect(window.history.scrollRestoration).toBe('manual');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => code.resolve({ element: <h1>Long</h1> }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 480));
  });

  it('keeps positions in sessionStorage when the page is hidden (a reload, leaving the site)', async () => {
    const { router } = renderRouter(routes);
    scrolledTo(300);
    await act(() => router.navigate('/long'));
    scrolledTo(90);
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(window.sessionStorage.getItem('courtside.scroll-positions') ?? '{}') as object;
    expect(stored).toHaveProperty([router.state.location.key], 90);
    // And the first page's, left at 300 when the link was followed.
    expect(Object.values(stored).sort()).toEqual([300, 90]);
  });

  it('navigates from a link and starts the new page at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderRouter([
      {
        element: <Layout />,
        children: [
          { index: true, element: <Link to="/long">Go</Link> },
          { path: 'long', element: <h1>Long</h1> },
        ],
      },
    ]);
    scrolledTo(200);
    await act(async () => screen.getByRole('link', { name: 'Go' }).click());
    expect(screen.getByRole('heading', { name: 'Long' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('reads no stored position on a new visit until the page is hidden, and then keeps the earlier ones', async () => {
    window.sessionStorage.setItem('courtside.scroll-positions', JSON.stringify({ 'another-visit': 75 }));
    const getItem = vi.spyOn(window.Storage.prototype, 'getItem');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createBrowserRouter(routes);
    disposeRouter = router.dispose;
    expect(router.firstEntryRestored).toBe(false);
    render(<RouterProvider router={router} />);

    scrolledTo(640);
    await act(() => router.navigate('/long'));
    await act(() => router.navigate(-1));
    // Back to an entry of this visit: its position was kept in memory.
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
    expect(getItem).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(window.sessionStorage.getItem('courtside.scroll-positions') ?? '{}') as object;
    expect(stored).toMatchObject({ 'another-visit': 75 });
    expect(Object.keys(stored)).toHaveLength(3);
  });

  it('returns to the place of an entry an earlier visit left, read from sessionStorage', async () => {
    window.history.replaceState({ idx: 0, key: 'earlier-visit', state: null }, '', '/long');
    window.sessionStorage.setItem('courtside.scroll-positions', JSON.stringify({ 'earlier-visit': 720 }));
    window.history.pushState(null, '', '/');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createBrowserRouter(routes);
    disposeRouter = router.dispose;
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 720));
    expect(screen.getByRole('heading', { name: 'Long' })).toBeInTheDocument();
  });
});
