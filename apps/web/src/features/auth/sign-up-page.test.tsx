import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { expectFieldError, expectNoFieldError, findToast } from '@/test/form-errors';
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

  it('turns the password rule red while it is broken and green once it holds', async () => {
    installFakeApi(anonymous);
    const { user } = await openSignUp();
    const rule = () => screen.getByText(/^At least 8 characters\./);
    expect(getField('Password')).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(getField('Password'), 'short');
    expect(rule().closest('[data-rule-state]')).toHaveAttribute('data-rule-state', 'unmet');
    expect(getField('Password')).toHaveAccessibleDescription('At least 8 characters. Not met yet.');
    await user.type(getField('Password'), '-enough');
    expect(rule().closest('[data-rule-state]')).toHaveAttribute('data-rule-state', 'met');
    expect(getField('Password')).toHaveAccessibleDescription('At least 8 characters. Met.');
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
  it('fills the invite code from an invite link', async () => {
    installFakeApi(anonymous);
    renderApp('/sign-up?code=SPRING25');
    expect(await screen.findByRole('textbox', { name: /Invite Code/ })).toHaveValue('SPRING25');
  });

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
    // Pages are lazy routes: the navigation ends once the dashboard's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
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

    await findToast('An account with this email already exists.');
    expectFieldError('Email', 'An account with this email already exists.');
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

  it.each([
    'This invite code is not valid.',
    'This invite code has been disabled.',
    'This invite code has expired.',
    'This invite code has already been used.',
  ])('shows "%s" under the Invite Code field as well as in the toast', async (message) => {
    installFakeApi({
      ...anonymous,
      'GET users/exists': { body: { exists: false } },
      'POST users/create': { status: 400, body: { error: message } },
    });
    const { user } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());

    await findToast(`Error submitting form: ${message}`);
    expectFieldError('Invite Code', message);
    expectNoFieldError('Email', message);
  });

  it('shows an email taken at the last moment under the Email field', async () => {
    installFakeApi({
      ...anonymous,
      'GET users/exists': { body: { exists: false } },
      'POST users/create': { status: 409, body: { error: 'An account with this email already exists.' } },
    });
    const { user } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());

    await findToast('Error submitting form: An account with this email already exists.');
    expectFieldError('Email', 'An account with this email already exists.');
    expectNoFieldError('Invite Code', 'An account with this email already exists.');
  });

  it('keeps other server messages out of the fields', async () => {
    installFakeApi({
      ...anonymous,
      'GET users/exists': { body: { exists: false } },
      'POST users/create': { status: 429, body: { error: 'Too many sign-up attempts. Try again in a minute.' } },
    });
    const { user } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());

    await findToast('Error submitting form: Too many sign-up attempts. Try again in a minute.');
    for (const label of ['Email', 'Password', 'Invite Code']) {
      expect(getField(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('takes the field error back when the code is edited, and signs up with the right one', async () => {
    const created = makeUser({ id: 42, email: 'new.player@example.com', firstname: null, lastname: null });
    const api = installFakeApi({
      ...anonymous,
      'GET users/exists': { body: { exists: false } },
      'POST users/create': (call) =>
        (call.body as { invite_code: string }).invite_code === 'RIGHT-CODE'
          ? { status: 201, body: { id: 42, user: created } }
          : { status: 400, body: { error: 'This invite code is not valid.' } },
      'POST players/create': { status: 201, body: makePlayer({ user_id: 42, first_name: '', last_name: '' }) },
      'GET leagues/myLeagues': { body: [] },
      'GET players/getMyPlayers': { body: [] },
    });
    const { user, router } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());
    await findToast('Error submitting form: This invite code is not valid.');
    expectFieldError('Invite Code', 'This invite code is not valid.');

    await user.clear(getField('Invite Code'));
    expectNoFieldError('Invite Code', 'This invite code is not valid.');
    await user.type(getField('Invite Code'), 'right-code');
    await user.click(submitButton());

    expect(await screen.findByText('Your account was created successfully!')).toBeInTheDocument();
    // Pages are lazy routes: the navigation ends once the dashboard's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', 'users/create')).toHaveLength(2);
  });

  it('takes an old field error back as soon as the form is sent again', async () => {
    let attempts = 0;
    installFakeApi({
      ...anonymous,
      'GET users/exists': { body: { exists: false } },
      // The first attempt is refused; the second stays pending, which is when the old error must be gone.
      'POST users/create': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { error: 'This invite code has expired.' } }
          : new Promise(() => {});
      },
    });
    const { user } = await openSignUp();
    await fillForm(user);
    await user.click(submitButton());
    await findToast('Error submitting form: This invite code has expired.');
    expectFieldError('Invite Code', 'This invite code has expired.');

    await user.click(submitButton());
    await waitFor(() => expect(attempts).toBe(2));
    expectNoFieldError('Invite Code', 'This invite code has expired.');
  });
});
