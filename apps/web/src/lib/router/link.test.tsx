import { createRef } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from './hooks';
import { Link } from './link';
import { renderRouter } from './test-helpers';
import type { RouteObject } from './types';

function Where() {
  const { pathname, search, state } = useLocation();
  return <output>{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

const withLink = (link: React.ReactElement): RouteObject[] => [
  {
    path: '*',
    element: (
      <>
        {link}
        <Where />
      </>
    ),
  },
];

const link = () => screen.getByRole('link', { name: 'Go' });

describe('Link', () => {
  it('renders an anchor with the href, and passes other props and the ref to it', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderRouter(
      withLink(
        <Link to="/profile?tab=1" ref={ref} className="nav" style={{ color: 'red' }} data-analytics="x">
          Go
        </Link>,
      ),
    );
    expect(link()).toHaveAttribute('href', '/profile?tab=1');
    expect(link()).toHaveClass('nav');
    expect(link()).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(link()).toHaveAttribute('data-analytics', 'x');
    expect(ref.current).toBe(link());
  });

  it('navigates here on a plain left click, with its state, and cancels the browser’s own navigation', async () => {
    const { router } = renderRouter(
      withLink(
        <Link to="/profile" state={{ from: 'link' }}>
          Go
        </Link>,
      ),
    );
    let click: MouseEvent | undefined;
    link().addEventListener('click', (event) => (click = event));
    await act(async () => fireEvent.click(link()));
    expect(click?.defaultPrevented).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/profile {"from":"link"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle', { button: 1 }],
  ])('leaves a %s click to the browser', async (_name, init) => {
    const { router } = renderRouter(withLink(<Link to="/profile">Go</Link>));
    let click: MouseEvent | undefined;
    link().addEventListener('click', (event) => {
      click = event;
      // jsdom would otherwise try to load the page.
      event.preventDefault();
    });
    await act(async () => fireEvent.click(link(), init));
    expect(click).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [
      'target="_blank"',
      <Link key="t" to="/profile" target="_blank">
        Go
      </Link>,
    ],
    [
      'download',
      <Link key="d" to="/profile" download>
        Go
      </Link>,
    ],
    [
      'reloadDocument',
      <Link key="r" to="/profile" reloadDocument>
        Go
      </Link>,
    ],
    [
      'another site',
      <Link key="o" to="https://example.com/profile">
        Go
      </Link>,
    ],
  ])('leaves a link with %s to the browser', async (_name, element) => {
    const { router } = renderRouter(withLink(element));
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    link().addEventListener('click', onClick);
    await act(async () => fireEvent.click(link()));
    expect(onClick).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('navigates on target="_self" and on a URL of this site', async () => {
    const { router } = renderRouter(
      withLink(
        <Link to={`${window.location.origin}/same-site?x=1`} target="_self">
          Go
        </Link>,
      ),
    );
    expect(link()).toHaveAttribute('href', '/same-site?x=1');
    await act(async () => fireEvent.click(link()));
    expect(router.state.location).toMatchObject({ pathname: '/same-site', search: '?x=1' });
  });

  it("runs the caller's onClick first, which may cancel the navigation", async () => {
    const calls: string[] = [];
    const { router } = renderRouter(
      withLink(
        <Link
          to="/profile"
          onClick={(event) => {
            calls.push(router.state.location.pathname);
            if (calls.length === 1) event.preventDefault();
          }}
        >
          Go
        </Link>,
      ),
    );
    await act(async () => fireEvent.click(link()));
    expect(router.state.location.pathname).toBe('/');
    await act(async () => fireEvent.click(link()));
    expect(calls).toEqual(['/', '/']);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('replaces the entry when asked, or when it leads to the address already shown', async () => {
    const { router } = renderRouter(withLink(<Link to="/profile">Go</Link>), { initialEntries: ['/profile'] });
    await act(async () => fireEvent.click(link()));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('replaces the entry with `replace`: Back then skips the page it was clicked on', async () => {
    const { router } = renderRouter(
      withLink(
        <Link to="/other" replace>
          Go
        </Link>,
      ),
      { initialEntries: ['/first', '/second'] },
    );
    await act(async () => fireEvent.click(link()));
    expect(router.state).toMatchObject({ historyAction: 'REPLACE', location: { pathname: '/other' } });
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/first');
  });
});
