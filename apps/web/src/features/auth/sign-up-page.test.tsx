import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';

const anonymous = { 'GET users/me': { status: 401, body: { error: 'unauthorized' } } };

async function openSignUp() {
  const view = renderApp('/sign-up');
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

const submitButton = () => screen.getByRole('button', { name: 'Sign Up' });

describe('sign-up password indicator', () => {
  it('says nothing until a confirmation is typed, then tracks whether the passwords match', async () => {
    installFakeApi(anonymous);
    const { user } = await openSignUp();
    await user.type(getField('Password'), 'secret-pass');
    expect(screen.queryByText('Passwords match')).not.toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

    const confirmation = getField('Confirm Password');
    await user.type(confirmation, 'secret');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.type(confirmation, '-pass');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

    await user.clear(confirmation);
    expect(screen.queryByText('Passwords match')).not.toBeInTheDocument();
  });

  it('keeps submit disabled until a non-empty confirmation matches', async () => {
    installFakeApi(anonymous);
    const { user } = await openSignUp();
    expect(submitButton()).toBeDisabled();

    await user.type(getField('Password'), 'secret-pass');
    expect(submitButton()).toBeDisabled();

    const confirmation = getField('Confirm Password');
    await user.type(confirmation, 'secret-pasS');
    expect(submitButton()).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'secret-pass');
    expect(submitButton()).toBeEnabled();
  });
});

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(getField('Email'), 'New.Player@Example.com');
  await user.type(getField('Password'), 'secret-pass');
  await user.type(getField('Confirm Password'), 'secret-pass');
  await user.type(getField('Invite Code'), 'WELCOME1');
}

describe('sign-up submission', () => {
  it('checks the email, creates the user, then the primary player, and goes to the dashboard', async () => {
    const created = makeUser({ id: 42, email: 'new.player@example.com', firstname: null, lastname: null });
    const api = installFakeApi({
      ...anonymous,
      'GET users/exists': { body: { exists: false } },
      'POST users/create': { status: 201, body: { id: 42, user: created } },
      'POST players/create': { status: 201, body: makePlayer({ user_id: 42, first_name: '', last_name: '' }) },
      'GET leagues/myLeagues': { body: [] },
    });
    const { user, router } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Your account was created successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const order = api.calls.map((c) => `${c.method} ${c.path}`).filter((c) => c !== 'GET users/me');
    expect(order.slice(0, 3)).toEqual(['GET users/exists', 'POST users/create', 'POST players/create']);
    expect(api.callsTo('GET', 'users/exists')[0]?.query.get('email')).toBe('new.player@example.com');
    expect(api.callsTo('POST', 'users/create')[0]?.body).toEqual({
      email: 'new.player@example.com',
      password: 'secret-pass',
      invite_code: 'WELCOME1',
    });
    expect(api.callsTo('POST', 'players/create')[0]?.body).toEqual({ user_id: 42, primary_player: true });
  });

  it('stops with the spec message when the email is already registered', async () => {
    const api = installFakeApi({ ...anonymous, 'GET users/exists': { body: { exists: true } } });
    const { user, router } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'users/create')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/sign-up');
  });

  it('prefixes other failures with "Error submitting form:"', async () => {
    installFakeApi({
      ...anonymous,
      'GET users/exists': { body: { exists: false } },
      'POST users/create': { status: 400, body: { error: 'This invite code has expired.' } },
    });
    const { user } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Error submitting form: This invite code has expired.')).toBeInTheDocument();
  });
});
