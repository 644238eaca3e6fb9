import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';

const anonymous = { 'GET users/me': { status: 401, body: { error: 'unauthorized' } } };

async function signIn(user: ReturnType<typeof renderApp>['user'], { remember }: { remember: boolean }) {
  await user.type(getField('Email'), 'serena@example.com');
  await user.type(getField('Password'), 'secret-pass');
  if (remember) await user.click(getField('Remember me for 24 hours'));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it('signs in with rememberMe and goes to the dashboard', async () => {
    const api = installFakeApi({
      ...anonymous,
      'POST users/verify': { body: { user: makeUser() } },
      'GET leagues/myLeagues': { body: [] },
    });
    const { user, router } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign In' });
    await signIn(user, { remember: true });

    expect(await screen.findByText('Welcome, Serena!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The header that was showing for the visitor switches to the signed-in buttons.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'users/verify')[0]?.body).toEqual({
      email: 'serena@example.com',
      password: 'secret-pass',
      rememberMe: true,
    });
  });

  it('goes back to the page that asked for the sign-in, when it is one of this site', async () => {
    installFakeApi({
      ...anonymous,
      'POST users/verify': { body: { user: makeUser() } },
      'GET league-invites/preview': { status: 404, body: { error: 'This invite link is not valid.' } },
    });
    const { user, router } = renderApp(`/sign-in?next=${encodeURIComponent('/leagues/join/AbCdEfGhIjKlMnOp')}`);
    await screen.findByRole('heading', { name: 'Sign In' });
    await signIn(user, { remember: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/join/AbCdEfGhIjKlMnOp'));
  });

  it('refuses to follow a next address of another site, and goes to the dashboard', async () => {
    installFakeApi({
      ...anonymous,
      'POST users/verify': { body: { user: makeUser() } },
      'GET leagues/myLeagues': { body: [] },
    });
    const { user, router } = renderApp(`/sign-in?next=${encodeURIComponent('//evil.example/steal')}`);
    await screen.findByRole('heading', { name: 'Sign In' });
    await signIn(user, { remember: false });
    expect(await screen.findByText('Welcome, Serena!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("shows 'unauthorized' and goes to / when the credentials are refused", async () => {
    installFakeApi({ ...anonymous, 'POST users/verify': { status: 401, body: { error: 'unauthorized' } } });
    const { user, router } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign In' });
    await signIn(user, { remember: false });

    expect(await screen.findByText('unauthorized')).toBeInTheDocument();
    // The toast comes first; the landing page is a lazy route, so the navigation ends once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the rate-limit message instead and stays on the page', async () => {
    installFakeApi({
      ...anonymous,
      'POST users/verify': { status: 429, body: { error: 'Too many sign-in attempts. Try again in a minute.' } },
    });
    const { user, router } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign In' });
    await signIn(user, { remember: false });

    expect(await screen.findByText('Too many sign-in attempts. Try again in a minute.')).toBeInTheDocument();
    expect(screen.queryByText('unauthorized')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('requires both fields before calling the API', async () => {
    const api = installFakeApi(anonymous);
    const { user } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign In' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The rules are fetched on the form's first focus (lib/lazy-validator.ts): the messages come once they are here.
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'users/verify')).toHaveLength(0);
  });
});
