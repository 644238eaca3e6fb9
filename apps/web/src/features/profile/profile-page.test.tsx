import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { expectFieldError, expectNoFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { UNSAVED_CHANGES_TITLE } from '@/lib/use-unsaved-changes-prompt';
import {
  EMAIL_CHANGE_CANCELED_MESSAGE,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
} from '@courtside/shared/schemas/account-recovery-messages';
import { CALENDAR_ADDRESS_ENDS_NOTE } from './change-password-modal';

const user = makeUser({ id: 7, firstname: 'Serena', lastname: 'Smith', created_at: '2024-03-15T10:00:00.000Z' });
const player = makePlayer({ id: 11, user_id: 7, rating: 4, gender: 'Ladies', bio: 'Big serve.' });
const secondaryPlayer = makePlayer({ id: 12, primary_player: false, first_name: 'Other', rating: 2.5 });

async function openProfile(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: user },
    'GET players/getMyPlayers': { body: [secondaryPlayer, player] },
    'GET users/emailChange': { body: { pending: null } },
    ...routes,
  });
  const view = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Profile', level: 1 });
  return { ...view, api };
}

describe('profile page', () => {
  it('shows the loading text, then the primary player and the header details', async () => {
    installFakeApi({
      'GET users/me': { body: user },
      'GET players/getMyPlayers': () => new Promise(() => {}),
    });
    renderApp('/profile');
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();

    await openProfile();
    expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
    expect(getField('Email')).toHaveValue('serena@example.com');
    expect(screen.queryByText('serena@example.com')).not.toBeInTheDocument();
    expect(getField('Rating')).toHaveValue('4.0');
    expect(getField('Play Type')).toHaveValue('Ladies');
    expect(getField('Phone Number')).toHaveAttribute('type', 'tel');
    expect(getField('Phone Number')).toHaveAttribute('placeholder', '(555) 123-4567');
    expect(getField('Birthdate')).toHaveAttribute('type', 'date');
    expect(getField('Bio')).toHaveAttribute('rows', '4');
    expect(screen.getByText('10/1000 characters')).toBeInTheDocument();
    const ratingOptions = within(getField('Rating'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(ratingOptions.slice(1)).toEqual(['2.5', '3.0', '3.5', '4.0', '4.5', '5.0', '5.5', '6.0']);
  });

  it('uses 2000-01-01 as the birthdate when the player has none', async () => {
    await openProfile({ 'GET players/getMyPlayers': { body: [makePlayer({ birthdate: '' })] } });
    expect(getField('Birthdate')).toHaveValue('2000-01-01');
  });

  it('enters edit mode on a field click, and Cancel restores the loaded data', async () => {
    const { user: actor, api } = await openProfile();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await actor.click(getField('First Name'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await actor.clear(getField('First Name'));
    await actor.type(getField('First Name'), 'Venus');
    await actor.selectOptions(getField('Rating'), '5.5');
    await actor.type(getField('Bio'), ' And a lob.');
    expect(screen.getByText('21/1000 characters')).toBeInTheDocument();

    await actor.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Changes have been canceled.')).toBeInTheDocument();
    expect(getField('First Name')).toHaveValue('Serena');
    expect(getField('Rating')).toHaveValue('4.0');
    expect(getField('Bio')).toHaveValue('Big serve.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('requires first and last name before saving', async () => {
    const { user: actor, api } = await openProfile();
    await actor.clear(getField('Last Name'));
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('* First and last name are required')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('rejects a phone number with letters before saving', async () => {
    const { user: actor, api } = await openProfile();
    await actor.clear(getField('Phone Number'));
    await actor.type(getField('Phone Number'), 'call me');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Phone number may contain only digits, spaces and + ( ) - .')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('saves the names to the user and the rest to the primary player', async () => {
    const { user: actor, api } = await openProfile({
      'PUT users/update': { body: { ...user, firstname: 'Venus' } },
      'PUT players/update': { body: { ...player, first_name: 'Venus', rating: 5.5 } },
    });
    await actor.clear(getField('First Name'));
    await actor.type(getField('First Name'), 'Venus');
    await actor.selectOptions(getField('Rating'), '5.5');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/update')[0]?.body).toEqual({ id: 7, firstname: 'Venus', lastname: 'Smith' });
    expect(api.callsTo('PUT', 'players/update')[0]?.body).toEqual({
      id: 11,
      first_name: 'Venus',
      last_name: 'Smith',
      rating: 5.5,
      gender: 'Ladies',
      birthdate: '1990-05-20',
      phone_number: '(555) 123-4567',
      address: '1 Court Lane',
      bio: 'Big serve.',
    });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(getField('First Name')).toHaveValue('Venus');
  });

  it('creates the primary player when the user has none', async () => {
    const { user: actor, api } = await openProfile({
      'GET players/getMyPlayers': { body: [] },
      'PUT users/update': { body: user },
      'POST players/create': { status: 201, body: player },
    });
    await actor.selectOptions(getField('Play Type'), 'Mens');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', 'players/create')[0]?.body).toMatchObject({
      user_id: 7,
      primary_player: true,
      gender: 'Mens',
      birthdate: '2000-01-01',
      rating: null,
    });
  });

  it('reports a failed save with the server message', async () => {
    const { user: actor } = await openProfile({
      'PUT users/update': { status: 400, body: { error: 'Names must be at most 100 characters.' } },
    });
    await actor.type(getField('Address'), ' Apt 2');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Error updating profile: Names must be at most 100 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says when the player info cannot be loaded, and refuses to save without it', async () => {
    const { user: actor, api } = await openProfile({
      'GET players/getMyPlayers': { status: 500, body: { error: 'boom' } },
    });
    expect(screen.getByText('Failed to load player info.')).toBeInTheDocument();

    await actor.type(getField('Address'), '2 Baseline Road');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User or player data is missing.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('a new user', () => {
  const newcomer = makeUser({
    id: 8,
    email: 'maximiliana.fernandez-oyelaran@example.com',
    firstname: null,
    lastname: null,
  });

  it('shows the email once, in its field, under a heading that is not the email', async () => {
    await openProfile({ 'GET users/me': { body: newcomer }, 'GET players/getMyPlayers': { body: [] } });
    expect(getField('Email')).toHaveValue(newcomer.email);
    expect(screen.queryByText(newcomer.email)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your profile' })).toBeInTheDocument();
  });

  it('without a primary player (only another player) gets the empty form, and Save creates the primary player', async () => {
    const child = makePlayer({ id: 30, user_id: 8, primary_player: false, first_name: 'Kid', rating: 2.5 });
    const created = makePlayer({ id: 31, user_id: 8, first_name: 'Maxi', last_name: 'Fernandez', rating: 3.5 });
    const { user: actor, api } = await openProfile({
      'GET users/me': { body: newcomer },
      'GET players/getMyPlayers': { body: [child] },
      'PUT users/update': { body: { ...newcomer, firstname: 'Maxi', lastname: 'Fernandez' } },
      'POST players/create': { status: 201, body: created },
    });
    expect(getField('First Name')).toHaveValue('');
    expect(getField('Rating')).toHaveValue('');

    await actor.type(getField('First Name'), 'Maxi');
    await actor.type(getField('Last Name'), 'Fernandez');
    await actor.selectOptions(getField('Rating'), '3.5');
    await actor.selectOptions(getField('Play Type'), 'Ladies');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.queryByText('User or player data is missing.')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', 'players/update')).toHaveLength(0);
    expect(api.callsTo('POST', 'players/create')[0]?.body).toMatchObject({
      user_id: 8,
      primary_player: true,
      first_name: 'Maxi',
      last_name: 'Fernandez',
      rating: 3.5,
      gender: 'Ladies',
    });
    expect(api.callsTo('PUT', 'users/update')[0]?.body).toEqual({ id: 8, firstname: 'Maxi', lastname: 'Fernandez' });
    expect(screen.getByRole('heading', { level: 2, name: 'Maxi Fernandez' })).toBeInTheDocument();
  });
});

describe('changing the email', () => {
  const changeEmail = async (actor: ReturnType<typeof renderApp>['user'], next: string) => {
    await actor.clear(getField('Email'));
    await actor.type(getField('Email'), next);
  };

  it('asks for the current password only while the email differs from the saved one', async () => {
    const { user: actor } = await openProfile();
    await actor.click(getField('Phone Number'));
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await changeEmail(actor, 'serena.new@example.com');
    expect(getField('Current password')).toBeRequired();

    // The same address in other capitals is no change.
    await changeEmail(actor, 'Serena@Example.com');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('requires the current password before sending a new email', async () => {
    const { user: actor, api } = await openProfile();
    await actor.click(getField('Email'));
    await changeEmail(actor, 'serena.new@example.com');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expectFieldError('Current password', 'Enter your current password to change your email.');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a malformed email before sending anything', async () => {
    const { user: actor, api } = await openProfile();
    await actor.click(getField('Email'));
    await changeEmail(actor, 'serena-at-example');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expectFieldError('Email', 'Please enter a valid email address.');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('sends the new email with current_password, shows a wrong password under its field, then saves', async () => {
    let requested = false;
    const { user: actor, api } = await openProfile({
      // Since ADR 069 the account keeps its email until the new address confirms it.
      'PUT users/update': (call) => {
        if ((call.body as { current_password?: string }).current_password !== 'right-password') {
          return { status: 400, body: { error: 'Current password is incorrect.' } };
        }
        requested = true;
        return { body: user };
      },
      'GET users/emailChange': () => ({
        body: {
          pending: requested ? { new_email: 'serena.new@example.com', expires_at: '2030-01-02T10:00:00.000Z' } : null,
        },
      }),
      'PUT players/update': { body: player },
    });
    await actor.click(getField('Email'));
    await changeEmail(actor, ' Serena.New@Example.com ');
    await actor.type(getField('Current password'), 'wrong-password');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('Error updating profile: Current password is incorrect.');
    expectFieldError('Current password', 'Current password is incorrect.');
    expect(api.callsTo('PUT', 'users/update')[0]?.body).toEqual({
      id: 7,
      firstname: 'Serena',
      lastname: 'Smith',
      email: 'serena.new@example.com',
      current_password: 'wrong-password',
    });
    expect(api.callsTo('PUT', 'players/update')).toHaveLength(0);

    await actor.clear(getField('Current password'));
    expectNoFieldError('Current password', 'Current password is incorrect.');
    await actor.type(getField('Current password'), 'right-password');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await findToast(EMAIL_CHANGE_REQUESTED_MESSAGE);
    expect(getField('Email')).toHaveValue('serena@example.com');
    expect(await screen.findByText(/Waiting for confirmation of serena\.new@example\.com\./)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('shows a change waiting for confirmation, and cancels it', async () => {
    let pending: { new_email: string; expires_at: string } | null = {
      new_email: 'serena.next@example.com',
      expires_at: '2030-01-02T10:00:00.000Z',
    };
    const { user: actor, api } = await openProfile({
      'GET users/emailChange': () => ({ body: { pending } }),
      'DELETE users/emailChange': () => {
        pending = null;
        return { body: { success: true } };
      },
    });
    expect(await screen.findByText(/Waiting for confirmation of serena\.next@example\.com\./)).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Cancel change' }));
    await findToast(EMAIL_CHANGE_CANCELED_MESSAGE);
    expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', 'users/emailChange')).toHaveLength(1);
  });

  it.each([
    ['Missing required parameters: current_password', 'Current password'],
    ['An account with this email already exists.', 'Email'],
  ])('shows "%s" under the %s field as well as in the toast', async (message, label) => {
    const { user: actor } = await openProfile({ 'PUT users/update': { status: 400, body: { error: message } } });
    await actor.click(getField('Email'));
    await changeEmail(actor, 'taken@example.com');
    await actor.type(getField('Current password'), 'secret-pass');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    await findToast(`Error updating profile: ${message}`);
    expectFieldError(label, message);
  });

  it('sends no email or password when the email is unchanged', async () => {
    const { user: actor, api } = await openProfile({
      'PUT users/update': { body: user },
      'PUT players/update': { body: player },
    });
    await actor.type(getField('Address'), ' Apt 2');
    await actor.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/update')[0]?.body).toEqual({ id: 7, firstname: 'Serena', lastname: 'Smith' });
  });
});

describe('change password dialog', () => {
  async function openDialog(routes: Parameters<typeof installFakeApi>[0] = {}) {
    const view = await openProfile(routes);
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    return { ...view, dialog };
  }

  it('asks for all three fields, then for matching new passwords', async () => {
    const { user: actor, dialog, api } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Update Password' });

    await actor.click(submit);
    expect(within(dialog).getByText('Please fill out all password fields.')).toBeInTheDocument();

    await actor.type(getField('Current Password'), 'old-password');
    await actor.type(getField('New Password'), 'new-password-1');
    await actor.type(getField('Confirm New Password'), 'new-password-2');
    await actor.click(submit);
    expect(within(dialog).getByText('New passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/changePassword')).toHaveLength(0);
  });

  it('changes the password and closes, saying first that the calendar address ends with it, then showing it off', async () => {
    let changed = false;
    const {
      user: actor,
      api,
      dialog,
    } = await openDialog({
      'GET calendar/feed': () => ({
        body: changed ? { active: false, created_at: null } : { active: true, created_at: '2026-11-01T10:00:00.000Z' },
      }),
      'PUT users/changePassword': () => {
        changed = true;
        return { body: { success: true } };
      },
    });
    expect(within(dialog).getByText(CALENDAR_ADDRESS_ENDS_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn Off' })).toBeInTheDocument();
    await actor.type(getField('Current Password'), 'old-password');
    await actor.type(getField('New Password'), 'new-password-1');
    await actor.type(getField('Confirm New Password'), 'new-password-1');
    await actor.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/changePassword')[0]?.body).toEqual({
      current_password: 'old-password',
      new_password: 'new-password-1',
    });
    expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Calendar Address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn Off' })).not.toBeInTheDocument();
  });

  it('shows the server message when the change is refused', async () => {
    const { user: actor } = await openDialog({
      'PUT users/changePassword': { status: 400, body: { error: 'Current password is incorrect.' } },
    });
    await actor.type(getField('Current Password'), 'wrong-password');
    await actor.type(getField('New Password'), 'new-password-1');
    await actor.type(getField('Confirm New Password'), 'new-password-1');
    await actor.click(screen.getByRole('button', { name: 'Update Password' }));

    await findToast('Current password is incorrect.');
    expectFieldError('Current Password', 'Current password is incorrect.');
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('takes the field error back when the current password is edited, and after a later success', async () => {
    let attempts = 0;
    const { user: actor } = await openDialog({
      'PUT users/changePassword': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { error: 'Current password is incorrect.' } }
          : { body: { success: true } };
      },
    });
    await actor.type(getField('Current Password'), 'wrong-password');
    await actor.type(getField('New Password'), 'new-password-1');
    await actor.type(getField('Confirm New Password'), 'new-password-1');
    await actor.click(screen.getByRole('button', { name: 'Update Password' }));
    await findToast('Current password is incorrect.');
    expectFieldError('Current Password', 'Current password is incorrect.');

    await actor.type(getField('Current Password'), 'x');
    expectNoFieldError('Current Password', 'Current password is incorrect.');
    await actor.clear(getField('Current Password'));
    await actor.type(getField('Current Password'), 'old-password');
    await actor.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();

    // Opened again, the dialog starts clean.
    await actor.click(screen.getByRole('button', { name: 'Change Password' }));
    await screen.findByRole('dialog', { name: 'Change Password' });
    expectNoFieldError('Current Password', 'Current password is incorrect.');
    expect(getField('Current Password')).toHaveValue('');
  });

  it('keeps other refusals out of the Current Password field', async () => {
    const { user: actor } = await openDialog({
      'PUT users/changePassword': { status: 429, body: { error: 'Too many attempts. Try again in a minute.' } },
    });
    await actor.type(getField('Current Password'), 'old-password');
    await actor.type(getField('New Password'), 'new-password-1');
    await actor.type(getField('Confirm New Password'), 'new-password-1');
    await actor.click(screen.getByRole('button', { name: 'Update Password' }));

    await findToast('Too many attempts. Try again in a minute.');
    expect(getField('Current Password')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('leaving with unsaved changes', () => {
  const goHome = (actor: ReturnType<typeof renderApp>['user']) =>
    actor.click(screen.getByRole('link', { name: 'Home' }));

  it('leaves at once when nothing was changed, even in edit mode', async () => {
    const { user: actor, router } = await openProfile();
    await actor.click(getField('First Name'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await goHome(actor);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).not.toBeInTheDocument();
  });

  it('asks first when a field was changed, and Stay keeps the changes', async () => {
    const { user: actor, router } = await openProfile();
    await actor.type(getField('Address'), ' Apt 2');

    await goHome(actor);
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await actor.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile');
    expect(getField('Address')).toHaveValue('1 Court Lane Apt 2');
  });

  it('does not ask once the changes are saved', async () => {
    const { user: actor, router } = await openProfile({
      'PUT users/update': { body: user },
      'PUT players/update': { body: { ...player, address: '1 Court Lane Apt 2' } },
    });
    await actor.type(getField('Address'), ' Apt 2');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();

    await goHome(actor);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).not.toBeInTheDocument();
  });
});
