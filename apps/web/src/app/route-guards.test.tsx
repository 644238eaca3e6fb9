import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';

const anonymous = { 'GET users/me': { status: 401, body: { error: 'unauthorized' } } };
const signedInAs = (userType: 'player' | 'admin' | 'owner') => ({
  'GET users/me': { body: makeUser({ user_type: userType }) },
  'GET leagues/myLeagues': { body: [] },
  'GET users/all': { body: [makeUser({ user_type: userType })] },
});

describe('route guards', () => {
  it.each(['/dashboard', '/profile', '/admin/users', '/my-leagues'])(
    'sends an anonymous visitor from %s to the landing page',
    async (path) => {
      installFakeApi(anonymous);
      const { router } = renderApp(path);
      expect(await screen.findByRole('link', { name: 'Join Now' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each(['/sign-in', '/sign-up', '/coming-soon'])('lets an anonymous visitor open %s', async (path) => {
    installFakeApi(anonymous);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a signed-in user from / to the dashboard', async () => {
    installFakeApi(signedInAs('player'));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: /Serena!$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/sign-in', '/sign-up'])('sends a signed-in user from %s to the dashboard', async (path) => {
    installFakeApi(signedInAs('player'));
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: /Serena!$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: /^Sign (In|Up)$/ })).not.toBeInTheDocument();
  });

  it('lets sign-up finish its own work after it has signed the newcomer in', async () => {
    // The account exists (and the session with it) before the primary player does: the guard on /sign-up
    // must not take the newcomer away in between, or the page's toast and its own navigation would be lost.
    let signedIn = false;
    let releasePlayer: () => void = () => {};
    const playerCreated = new Promise<void>((resolve) => {
      releasePlayer = resolve;
    });
    const created = makeUser({ id: 42, email: 'new.player@example.com', firstname: null, lastname: null });
    installFakeApi({
      'GET users/me': () => (signedIn ? { body: created } : { status: 401, body: { error: 'unauthorized' } }),
      'GET users/exists': { body: { exists: false } },
      'POST users/create': () => {
        signedIn = true;
        return { status: 201, body: { id: 42, user: created } };
      },
      'POST players/create': async () => {
        await playerCreated;
        return { status: 201, body: makePlayer({ user_id: 42, first_name: '', last_name: '' }) };
      },
      'GET leagues/myLeagues': { body: [] },
    });
    const { user, router } = renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });
    await user.type(getField('Email'), 'new.player@example.com');
    await user.type(getField('Password'), 'secret-pass');
    await user.type(getField('Confirm Password'), 'secret-pass');
    await user.type(getField('Invite Code'), 'WELCOME1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    // Signed in (the header has turned into the full one) while the last step is still on its way.
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
    releasePlayer();

    expect(await screen.findByText('Your account was created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each(['/admin', '/admin/dashboard', '/admin/users', '/admin/invite-codes', '/locations'])(
    'shows access denied on %s to a signed-in non-admin',
    async (path) => {
      const api = installFakeApi(signedInAs('player'));
      renderApp(path);
      expect(await screen.findByText('Access denied. You are not an admin.')).toBeInTheDocument();
      // The admin page itself never loads its data.
      expect(api.callsTo('GET', 'users/all')).toHaveLength(0);
    },
  );

  it.each(['admin', 'owner'] as const)('lets an %s into the admin pages', async (userType) => {
    installFakeApi(signedInAs(userType));
    renderApp('/admin/users');
    expect(await screen.findByRole('columnheader', { name: 'User Type' })).toBeInTheDocument();
    expect(screen.queryByText('Access denied. You are not an admin.')).not.toBeInTheDocument();
  });

  it('shows the admin dashboard at both /admin and /admin/dashboard', async () => {
    installFakeApi(signedInAs('admin'));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Codes' })).toHaveAttribute('href', '/admin/invite-codes');
  });

  it('shows the Admin header link to admins only', async () => {
    installFakeApi(signedInAs('player'));
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Profile' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a not-found page for an unknown address', async () => {
    installFakeApi(anonymous);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('returns to the landing page when the session ends during use', async () => {
    let signedIn = true;
    installFakeApi({
      'GET users/me': () => (signedIn ? { body: makeUser() } : { status: 401, body: { error: 'unauthorized' } }),
      'GET leagues/myLeagues': () => {
        signedIn = false;
        return { status: 401, body: { error: 'unauthorized' } };
      },
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
