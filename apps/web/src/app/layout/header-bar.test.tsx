import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

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

  it('goes one step back in history', async () => {
    signedIn();
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
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
