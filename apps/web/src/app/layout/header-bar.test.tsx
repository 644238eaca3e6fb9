import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp, renderAppInBrowserHistory } from '@/test/render';

const signedIn = (userType: 'player' | 'admin' = 'player', extra: Parameters<typeof installFakeApi>[0] = {}) =>
  installFakeApi({
    'GET users/me': { body: makeUser({ user_type: userType }) },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [] },
    ...extra,
  });

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('header bar', () => {
  it('offers the spec buttons in order on a desktop', async () => {
    signedIn('admin');
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = Array.from(nav.querySelectorAll('a, button'), (element) => element.textContent);
    expect(names).toEqual(['Feedback', 'Back', 'Home', 'Admin', 'Profile', 'Logout']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('adds League Home on a league sub-page only', async () => {
    signedIn();
    const view = renderApp('/leagues/12/standings');
    expect(await screen.findByRole('link', { name: 'League Home' })).toHaveAttribute('href', '/leagues/12');
    view.unmount();

    renderApp('/leagues/12');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('link', { name: 'League Home' })).not.toBeInTheDocument();
  });

  it('opens the Send Feedback dialog', async () => {
    signedIn();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
  });

  it('goes one step back in the tab history', async () => {
    signedIn('admin', { 'GET users/all': { body: [] } });
    const { user, router } = renderAppInBrowserHistory('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Profile' }));
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Admin' }));
    await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(window.location.pathname).toBe('/profile');
  });

  it('goes to the dashboard, not out of the app, from the first page of a fresh tab', async () => {
    signedIn();
    const { user, router } = renderAppInBrowserHistory('/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    const entries = window.history.length;

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: /Serena!$/, level: 1 })).toBeInTheDocument();
    // In place of the first entry: Back again stays on the dashboard instead of bouncing to /profile.
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  it('marks the current page in the header on a desktop', async () => {
    signedIn('admin');
    const { user } = renderApp('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    for (const other of ['Home', 'Admin']) {
      expect(within(nav).getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
    }

    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('marks the current page in the phone menu', async () => {
    window.innerWidth = 375;
    signedIn();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('logs out with a JSON body and returns to the landing page', async () => {
    const api = signedIn('player', { 'POST users/logout': { body: { success: true } } });
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Join Now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const logout = api.callsTo('POST', 'users/logout')[0];
    expect(logout?.body).toEqual({});
    expect(logout?.headers.get('Content-Type')).toBe('application/json');
  });

  it('only logs a failed logout and still leaves', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn('player', { 'POST users/logout': { status: 500, body: { error: 'boom' } } });
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logged).toHaveBeenCalledWith('Logout failed', expect.anything());
    expect(screen.queryByText('There was an unexpected error. Please try again later.')).not.toBeInTheDocument();
  });

  it('folds the buttons into a menu on a 375 px phone', async () => {
    window.innerWidth = 375;
    signedIn();
    const { user } = renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
