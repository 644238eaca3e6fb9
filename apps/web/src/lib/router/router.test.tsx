import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useMatch, useMatches, useNavigate, useParams, useRouteError, useSearchParams } from './hooks';
import { Navigate } from './link';
import { isRouteErrorResponse } from './route-error-response';
import { Outlet } from './router-provider';
import { deferred, renderRouter } from './test-helpers';
import type { LazyRouteContent, RouteObject } from './types';

function Layout() {
  return (
    <div>
      <header>Header</header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

const page = (name: string) => <h1>{name}</h1>;

describe('navigation', () => {
  const routes: RouteObject[] = [
    {
      element: <Layout />,
      children: [
        { index: true, element: page('Home') },
        { path: 'profile', element: page('Profile') },
        { path: 'leagues/:leagueId', element: page('League') },
      ],
    },
  ];

  it('pushes, replaces and goes back through the history', async () => {
    const { router } = renderRouter(routes);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const firstKey = router.state.location.key;

    await act(() => router.navigate('/profile', { state: { from: 'test' } }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/profile', state: { from: 'test' } });
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate('/leagues/3?tab=2#top', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'League' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/leagues/3',
      search: '?tab=2',
      hash: '#top',
      state: null,
    });
    expect(router.state.historyAction).toBe('REPLACE');

    // The profile entry was replaced: one step back is the first page, with its own key.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.key).toBe(firstKey);
    expect(router.state.historyAction).toBe('POP');
  });

  it('resolves a path like an href: a query on the same path, a sibling segment', async () => {
    const { router } = renderRouter(routes, { initialEntries: ['/leagues/3'] });
    await act(() => router.navigate('?week=2030-06-03'));
    expect(router.state.location).toMatchObject({ pathname: '/leagues/3', search: '?week=2030-06-03' });
    await act(() => router.navigate('7'));
    expect(router.state.location.pathname).toBe('/leagues/7');
  });

  it('starts on initialIndex of initialEntries', () => {
    const { router } = renderRouter(routes, { initialEntries: ['/', '/profile', '/leagues/1'], initialIndex: 1 });
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('gives hooks the location, the parameters and a navigate function', async () => {
    function Probe() {
      const location = useLocation();
      const { leagueId } = useParams();
      const navigate = useNavigate();
      return (
        <>
          <p>
            {location.pathname} {leagueId ?? 'none'} {String(location.state)}
          </p>
          <button type="button" onClick={() => void navigate('/leagues/9', { state: 'sent' })}>
            Go
          </button>
        </>
      );
    }
    const { router } = renderRouter([{ path: 'leagues/:leagueId', element: <Probe /> }], {
      initialEntries: ['/leagues/4'],
    });
    expect(screen.getByText('/leagues/4 4 null')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(await screen.findByText('/leagues/9 9 sent')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leagues/9');
  });

  it('redirects with Navigate, in place of the entry', async () => {
    const { router } = renderRouter(
      [
        { path: 'old', element: <Navigate to="/new" replace /> },
        { path: 'new', element: page('New') },
      ],
      { initialEntries: ['/', '/old'] },
    );
    expect(await screen.findByRole('heading', { name: 'New' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('useSearchParams', () => {
  function Week() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>week {params.get('week') ?? 'none'}</p>
        <button
          type="button"
          onClick={() =>
            void setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('week', String(Number(current.get('week') ?? 0) + 1));
              return next;
            })
          }
        >
          Next
        </button>
        <button type="button" onClick={() => void setParams({ week: '9' }, { replace: true })}>
          Nine
        </button>
      </>
    );
  }

  it('reads the query and writes a new one on the same path, as a new entry or in place', async () => {
    const { router } = renderRouter([{ path: 'calendar', element: <Week /> }], {
      initialEntries: ['/calendar?week=1&view=list'],
    });
    expect(screen.getByText('week 1')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(await screen.findByText('week 2')).toBeInTheDocument();
    expect(router.state).toMatchObject({
      historyAction: 'PUSH',
      location: { pathname: '/calendar', search: '?week=2&view=list' },
    });

    act(() => screen.getByRole('button', { name: 'Nine' }).click());
    expect(await screen.findByText('week 9')).toBeInTheDocument();
    expect(router.state).toMatchObject({ historyAction: 'REPLACE', location: { search: '?week=9' } });
    await act(() => router.navigate(-1));
    expect(await screen.findByText('week 1')).toBeInTheDocument();
  });
});

describe('useMatches and useMatch', () => {
  it('lists the matched chain with ids, pathnames, parameters and handles', async () => {
    function Page() {
      const matches = useMatches();
      const standings = useMatch({ path: '/leagues/:leagueId/standings', end: true });
      const profile = useMatch('/profile');
      return (
        <>
          <pre data-testid="matches">{JSON.stringify(matches)}</pre>
          <pre data-testid="match">{JSON.stringify([standings, profile])}</pre>
        </>
      );
    }
    renderRouter(
      [
        {
          element: <Layout />,
          handle: { title: 'Layout' },
          children: [{ path: 'leagues/:leagueId/standings', element: <Page />, handle: { title: 'Standings' } }],
        },
      ],
      { initialEntries: ['/leagues/5/standings'] },
    );
    const json = (id: string): unknown => JSON.parse(screen.getByTestId(id).textContent ?? '');
    expect(json('matches')).toEqual([
      { id: '0', pathname: '/', params: { leagueId: '5' }, handle: { title: 'Layout' } },
      { id: '0-0', pathname: '/leagues/5/standings', params: { leagueId: '5' }, handle: { title: 'Standings' } },
    ]);
    expect(json('match')).toEqual([
      {
        params: { leagueId: '5' },
        pathname: '/leagues/5/standings',
        pattern: { path: '/leagues/:leagueId/standings', end: true },
      },
      null,
    ]);
  });
});

describe('lazy routes', () => {
  const Page = (name: string) => () => page(name);

  it('shows the fallback while the first page loads, having asked for its code at creation', async () => {
    const code = deferred<LazyRouteContent>();
    const lazy = vi.fn(() => code.promise);
    const { router } = renderRouter([
      { element: <Layout />, children: [{ index: true, lazy, hydrateFallbackElement: <p>Loading…</p> }] },
    ]);
    expect(lazy).toHaveBeenCalledTimes(1);
    // The layout around the page shows at once, the fallback in the page's place.
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await act(async () => code.resolve({ Component: Page('Home') }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the previous page on screen until the next page is ready, without the fallback', async () => {
    const next = deferred<LazyRouteContent>();
    const { router } = renderRouter([
      {
        element: <Layout />,
        children: [
          { index: true, element: page('Home') },
          { path: 'profile', lazy: () => next.promise, hydrateFallbackElement: <p>Loading…</p> },
        ],
      },
    ]);
    let done = false;
    const navigation = router.navigate('/profile').then(() => (done = true));
    await act(async () => {});

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(done).toBe(false);

    await act(async () => {
      next.resolve({ element: page('Profile') });
      await navigation;
    });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows only the last of two navigations when the first one is slower', async () => {
    const slow = deferred<LazyRouteContent>();
    const { router } = renderRouter([
      { index: true, element: page('Home') },
      { path: 'slow', lazy: () => slow.promise },
      { path: 'fast', lazy: async () => ({ element: page('Fast') }) },
    ]);
    const first = router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeInTheDocument();

    await act(async () => {
      slow.resolve({ element: page('Slow') });
      await first;
    });
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('calls lazy once per route, and again after a failure', async () => {
    let attempts = 0;
    const lazy = vi.fn(async (): Promise<LazyRouteContent> => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { element: page('Loaded') };
    });
    function Boundary() {
      return <p role="alert">{String(useRouteError())}</p>;
    }
    const { router } = renderRouter([
      { index: true, element: page('Home') },
      { path: 'page', lazy, errorElement: <Boundary /> },
    ]);
    await act(() => router.navigate('/page'));
    expect(screen.getByRole('alert')).toHaveTextContent('TypeError: Failed to fetch dynamically imported module');

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/page'));
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/page'));
    expect(lazy).toHaveBeenCalledTimes(2);
  });
});

describe('error elements', () => {
  function ErrorPage() {
    const error = useRouteError();
    return <p role="alert">Failed: {error instanceof Error ? error.message : String(error)}</p>;
  }
  function Broken(): never {
    throw new Error('render failed');
  }

  const routes = (child: RouteObject): RouteObject[] => [
    {
      element: <Layout />,
      errorElement: <ErrorPage />,
      children: [{ errorElement: <ErrorPage />, children: [{ index: true, element: page('Home') }, child] }],
    },
  ];

  it('shows the nearest errorElement for a render error, under the layout, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRouter(routes({ path: 'broken', element: <Broken /> }), {
      initialEntries: ['/broken'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: render failed');
    // The inner boundary caught it: the header is still there.
    expect(screen.getByText('Header')).toBeInTheDocument();

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a failure in the layout reach the outer errorElement', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRouter([{ element: <Broken />, errorElement: <ErrorPage />, children: [{ index: true }] }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: render failed');
  });

  it('shows a chunk that failed to load on the first page in the nearest errorElement', async () => {
    renderRouter(
      routes({
        path: 'lazy',
        lazy: () => Promise.reject(new Error('Importing a module script failed.')),
        hydrateFallbackElement: <p>Loading…</p>,
      }),
      { initialEntries: ['/lazy'] },
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Importing a module script failed.');
    expect(screen.getByText('Header')).toBeInTheDocument();
  });

  it('answers an address no route matches with a 404 error response', async () => {
    function NotFound() {
      const error = useRouteError();
      return <p role="alert">{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Other'}</p>;
    }
    renderRouter([{ path: '/', element: <Layout />, errorElement: <NotFound /> }], {
      initialEntries: ['/nowhere'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('404 Not Found');
    expect(isRouteErrorResponse(new Error('404'))).toBe(false);
  });

  it('has a message of its own when no route on the way has an errorElement', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRouter([{ path: '*', element: <Broken /> }]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('render failed'));
  });
});
