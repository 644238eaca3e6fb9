import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';

const user = makeUser({ id: 7, firstname: 'Serena', lastname: 'Smith', created_at: '2024-03-15T10:00:00.000Z' });
const player = makePlayer({ id: 11, user_id: 7, rating: 4, gender: 'Ladies', bio: 'Big serve.' });
const secondaryPlayer = makePlayer({ id: 12, primary_player: false, first_name: 'Other', rating: 2.5 });

async function openProfile(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: user },
    'GET players/getMyPlayers': { body: [secondaryPlayer, player] },
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
    expect(screen.getByText('serena@example.com')).toBeInTheDocument();
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

  it('changes the password and closes', async () => {
    const { user: actor, api } = await openDialog({ 'PUT users/changePassword': { body: { success: true } } });
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
  });

  it('shows the server message when the change is refused', async () => {
    const { user: actor } = await openDialog({
      'PUT users/changePassword': { status: 400, body: { error: 'Current password is incorrect.' } },
    });
    await actor.type(getField('Current Password'), 'wrong-password');
    await actor.type(getField('New Password'), 'new-password-1');
    await actor.type(getField('Confirm New Password'), 'new-password-1');
    await actor.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });
});
