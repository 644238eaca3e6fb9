import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@courtside/shared/schemas/users';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { TEMPORARY_PASSWORD_CHARSET } from './temporary-password';

const owner = makeUser({ id: 1, email: 'owner@example.com', user_type: 'owner' });
const admin = makeUser({ id: 2, email: 'admin@example.com', user_type: 'admin', created_at: null });
const player = makeUser({ id: 3, email: 'player@example.com', user_type: 'player', verified: false });

async function openUsers(me: UserDto, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: me },
    'GET users/all': { body: [owner, admin, player] },
    ...routes,
  });
  const view = renderApp('/admin/users');
  await screen.findByRole('table');
  return { ...view, api };
}

const rowOf = (email: string) => {
  const row = screen.getByRole('cell', { name: email }).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return within(row);
};

/** A row's action button: its accessible name is the visible label and the row's email. */
const actionOf = (action: string, email: string) => rowOf(email).getByRole('button', { name: `${action} ${email}` });

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

/** Clicks the row's Reset Password and confirms. */
async function resetPasswordOf(email: string, user: ReturnType<typeof renderApp>['user']) {
  await user.click(actionOf('Reset Password', email));
  const confirmation = await screen.findByRole('dialog', { name: 'Reset password' });
  await user.click(within(confirmation).getByRole('button', { name: 'Reset Password' }));
}

describe('users admin page', () => {
  it('lists users with Yes/No and N/A, and disables Make Admin and Delete by role', async () => {
    await openUsers(admin);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Email',
      'User Type',
      'Verified',
      'Created',
      'Actions',
    ]);
    expect(rowOf('player@example.com').getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(rowOf('admin@example.com').getByRole('cell', { name: 'N/A' })).toBeInTheDocument();
    expect(rowOf('player@example.com').getByRole('cell', { name: 'Mar 15, 2024' })).toBeInTheDocument();

    expect(actionOf('Make Admin', 'owner@example.com')).toBeDisabled();
    expect(actionOf('Make Admin', 'admin@example.com')).toBeDisabled();
    expect(actionOf('Make Admin', 'player@example.com')).toBeEnabled();
    expect(actionOf('Make Admin', 'player@example.com')).toHaveTextContent(/^Make Admin$/);
    expect(actionOf('Delete', 'owner@example.com')).toBeDisabled();
    expect(actionOf('Delete', 'admin@example.com')).toBeEnabled();
    expect(actionOf('Delete', 'player@example.com')).toBeEnabled();
  });

  it('shows Reset Password to owners only, and not on their own row', async () => {
    const view = await openUsers(admin);
    expect(screen.queryByRole('button', { name: /Reset Password/ })).not.toBeInTheDocument();
    view.unmount();

    await openUsers(owner);
    expect(
      screen.getAllByRole('button', { name: /Reset Password/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Reset Password admin@example.com', 'Reset Password player@example.com']);
    expect(rowOf('owner@example.com').queryByRole('button', { name: /Reset Password/ })).not.toBeInTheDocument();
  });

  it('asks before Make Admin, and promotes the player only after confirming', async () => {
    const { user, api } = await openUsers(admin, {
      'PUT users/update': { body: { ...player, user_type: 'admin' } },
    });
    await user.click(actionOf('Make Admin', 'player@example.com'));
    const dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    expect(
      within(dialog).getByText('Make player@example.com an admin? Admins can manage users, leagues and invite codes.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/update')).toHaveLength(0);

    await user.click(actionOf('Make Admin', 'player@example.com'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('player@example.com is now an admin.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/update')).toHaveLength(1);
    expect(api.callsTo('PUT', 'users/update')[0]?.body).toEqual({ id: 3, user_type: 'admin' });
  });

  it('asks before deleting, and deletes only after confirming', async () => {
    const { user, api } = await openUsers(admin, { 'DELETE users/remove': { body: { success: true } } });
    await user.click(actionOf('Delete', 'player@example.com'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', 'users/remove')).toHaveLength(0);

    await user.click(actionOf('Delete', 'player@example.com'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('player@example.com was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'users/remove')[0]?.query.get('user_id')).toBe('3');
  });

  it('sets a generated temporary password, shows it once and copies it', async () => {
    const { user, api } = await openUsers(owner, { 'PUT users/setPassword': { body: { success: true } } });
    // After openUsers: user-event installs its own clipboard stub during setup.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(actionOf('Reset Password', 'player@example.com'));
    const confirmation = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(
      within(confirmation).getByText(
        'Reset the password of player@example.com? They will be signed out everywhere and need the temporary password to sign in. Their private calendar address stops working too.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', 'users/setPassword')).toHaveLength(0);

    await resetPasswordOf('player@example.com', user);
    expect(await screen.findByText('Temporary password set for user!')).toBeInTheDocument();

    const sent = api.callsTo('PUT', 'users/setPassword')[0]?.body as { user_id: number; new_password: string };
    expect(sent.user_id).toBe(3);
    expect(sent.new_password).toHaveLength(12);
    for (const char of sent.new_password) expect(TEMPORARY_PASSWORD_CHARSET).toContain(char);

    const dialog = await screen.findByRole('dialog', { name: 'Temporary Password' });
    expect(within(dialog).getByText(sent.new_password)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(sent.new_password);
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(sent.new_password)).not.toBeInTheDocument();
  });

  it('reports a copy failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openUsers(owner, { 'PUT users/setPassword': { body: { success: true } } });
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await resetPasswordOf('player@example.com', user);
    const dialog = await screen.findByRole('dialog', { name: 'Temporary Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });

  it("says 'Failed to set password' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openUsers(owner, {
      'PUT users/setPassword': { status: 403, body: { error: 'Only the owner can set passwords.' } },
    });
    await resetPasswordOf('player@example.com', user);
    expect(await screen.findByText('Failed to set password')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).not.toBeInTheDocument();
  });

  it('shows an inline error when the list cannot be loaded, and Try Again loads it', async () => {
    let attempts = 0;
    installFakeApi({
      'GET users/me': { body: admin },
      'GET users/all': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 403, body: { error: 'Access denied. You are not an admin.' } }
          : { body: [owner, admin, player] };
      },
    });
    const { user } = renderApp('/admin/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access denied. You are not an admin.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(rowOf('player@example.com').getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('finds users by email', async () => {
    const { user } = await openUsers(admin);
    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'PLAYER@');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    ).toEqual(['player@example.com']);
  });

  it('sorts by the sortable columns only', async () => {
    const { user } = await openUsers(admin);
    const sortable = screen.getAllByRole('columnheader').filter((header) => within(header).queryByRole('button'));
    expect(sortable.map((header) => header.textContent)).toEqual(['ID', 'Email', 'User Type', 'Created']);
    const emails = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    expect(emails()).toEqual(['admin@example.com', 'owner@example.com', 'player@example.com']);
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
    expect(emails()).toEqual(['player@example.com', 'owner@example.com', 'admin@example.com']);

    // The user without a created date comes last either way.
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
    expect(emails().at(-1)).toBe('admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(emails().at(-1)).toBe('admin@example.com');
  });

  it('shows one card per user on a phone, each action named by the user', async () => {
    window.innerWidth = 375;
    installFakeApi({ 'GET users/me': { body: owner }, 'GET users/all': { body: [owner, admin, player] } });
    renderApp('/admin/users');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'owner@example.com',
      'admin@example.com',
      'player@example.com',
    ]);
    const ownerCard = within(cards[0] as HTMLElement);
    expect(ownerCard.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'ID',
      'User Type',
      'Verified',
      'Created',
    ]);
    expect(ownerCard.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '1',
      'owner',
      'Yes',
      'Mar 15, 2024',
    ]);
    expect(ownerCard.getByRole('button', { name: 'Delete owner@example.com' })).toBeDisabled();
    expect(ownerCard.queryByRole('button', { name: /Reset Password/ })).not.toBeInTheDocument();
    const playerCard = within(cards[2] as HTMLElement);
    expect(playerCard.getByRole('button', { name: 'Make Admin player@example.com' })).toBeEnabled();
    expect(playerCard.getByRole('button', { name: 'Reset Password player@example.com' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
  });
});
