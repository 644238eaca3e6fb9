import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  LINK_UNKNOWN_MESSAGE,
  LINK_USED_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
} from '@courtside/shared/schemas/account-recovery-messages';
import { installFakeApi } from '@/test/fake-api';
import { expectFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';

const anonymous = { 'GET users/me': { status: 401, body: { error: 'unauthorized' } } };
const TOKEN = 'k'.repeat(43);

describe('Forgot password', () => {
  it('is linked from Sign In', async () => {
    installFakeApi(anonymous);
    const { user, router } = renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('checks the email, sends it, and shows the neutral answer', async () => {
    const api = installFakeApi({
      ...anonymous,
      'POST auth/forgotPassword': { body: { success: true, message: RESET_LINK_SENT_MESSAGE } },
    });
    const { user } = renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.type(getField('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expectFieldError('Email', 'Please enter a valid email address.');
    expect(api.callsTo('POST', 'auth/forgotPassword')).toHaveLength(0);

    await user.clear(getField('Email'));
    await user.type(getField('Email'), ' Kim@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_LINK_SENT_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/forgotPassword')[0]?.body).toEqual({ email: 'kim@example.com' });
    // Asking again brings the form back.
    await user.click(screen.getByRole('button', { name: 'ask again' }));
    expect(getField('Email')).toBeInTheDocument();
  });

  it('says when the requests are throttled', async () => {
    installFakeApi({
      ...anonymous,
      'POST auth/forgotPassword': { status: 429, body: { error: 'Too many attempts. Please try again in 9 minutes.' } },
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await findToast('Too many attempts. Please try again in 9 minutes.');
    expect(screen.queryByText(RESET_LINK_SENT_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('sets the new password once both fields match, then sends the reader to sign in', async () => {
    const api = installFakeApi({
      ...anonymous,
      'POST auth/resetPassword': { body: { success: true, message: RESET_DONE_MESSAGE } },
    });
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    const submit = screen.getByRole('button', { name: 'Set new password' });
    expect(getField('New Password')).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(getField('New Password'), 'a fresh secret');
    await user.type(getField('Confirm New Password'), 'a fresh secre');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(getField('Confirm New Password'), 't');
    await user.click(submit);
    await findToast(RESET_DONE_MESSAGE);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(api.callsTo('POST', 'auth/resetPassword')[0]?.body).toEqual({ token: TOKEN, password: 'a fresh secret' });
  });

  it('refuses a short password before sending it', async () => {
    const api = installFakeApi(anonymous);
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New Password/), 'short');
    await user.type(getField('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/resetPassword')).toHaveLength(0);
  });

  it.each([
    ['used', LINK_USED_MESSAGE],
    ['expired', LINK_EXPIRED_MESSAGE],
    ['unknown', LINK_UNKNOWN_MESSAGE],
  ])('explains a %s link and offers a new one', async (reason, message) => {
    installFakeApi({
      ...anonymous,
      'POST auth/resetPassword': { status: 400, body: { error: message, reason } },
    });
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New Password/), 'a fresh secret');
    await user.type(getField('Confirm New Password'), 'a fresh secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says a link without its token is not valid, without a form', async () => {
    installFakeApi(anonymous);
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_UNKNOWN_MESSAGE);
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });
});

describe('Confirm email', () => {
  it('confirms on a click, not on opening', async () => {
    const api = installFakeApi({
      ...anonymous,
      'POST auth/confirmEmail': {
        body: { success: true, message: EMAIL_CHANGE_CONFIRMED_MESSAGE, email: 'new@x.test' },
      },
    });
    const { user } = renderApp(`/confirm-email?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm my new email' });
    expect(api.callsTo('POST', 'auth/confirmEmail')).toHaveLength(0);
    await user.click(button);
    expect(
      await screen.findByText(`${EMAIL_CHANGE_CONFIRMED_MESSAGE} You now sign in with new@x.test.`),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/confirmEmail')[0]?.body).toEqual({ token: TOKEN });
  });

  it('explains a used link, and that someone took the address meanwhile', async () => {
    installFakeApi({
      ...anonymous,
      'POST auth/confirmEmail': { status: 400, body: { error: LINK_USED_MESSAGE, reason: 'used' } },
    });
    const first = renderApp(`/confirm-email?token=${TOKEN}`);
    await first.user.click(await screen.findByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_USED_MESSAGE);
    first.unmount();

    installFakeApi({
      ...anonymous,
      'POST auth/confirmEmail': { status: 409, body: { error: 'An account with this email already exists.' } },
    });
    const second = renderApp(`/confirm-email?token=${TOKEN}`);
    await second.user.click(await screen.findByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});
