import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

    expect(rowOf('owner@example.com').getByRole('button', { name: 'Make Admin' })).toBeDisabled();
    expect(rowOf('admin@example.com').getByRole('button', { name: 'Make Admin' })).toBeDisabled();
    expect(rowOf('player@example.com').getByRole('button', { name: 'Make Admin' })).toBeEnabled();
    expect(rowOf('owner@example.com').getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(rowOf('admin@example.com').getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('shows Reset Password to owners only', async () => {
    const view = await openUsers(admin);
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    view.unmount();

    await openUsers(owner);
    expect(screen.getAllByRole('button', { name: 'Reset Password' })).toHaveLength(3);
  });

  it('promotes a player with Make Admin', async () => {
    const { user, api } = await openUsers(admin, {
      'PUT users/update': { body: { ...player, user_type: 'admin' } },
    });
    await user.click(rowOf('player@example.com').getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('player@example.com is now an admin.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/update')[0]?.body).toEqual({ id: 3, user_type: 'admin' });
  });

  it('asks before deleting, and deletes only after confirming', async () => {
    const { user, api } = await openUsers(admin, { 'DELETE users/remove': { body: { success: true } } });
    await user.click(rowOf('player@example.com').getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', 'users/remove')).toHaveLength(0);

    await user.click(rowOf('player@example.com').getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('player@example.com was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'users/remove')[0]?.query.get('user_id')).toBe('3');
  });

  it('sets a generated temporary password, shows it once and copies it', async () => {
    const { user, api } = await openUsers(owner, { 'PUT users/setPassword': { body: { success: true } } });
    // After openUsers: user-event installs its own clipboard stub during setup.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(rowOf('player@example.com').getByRole('button', { name: 'Reset Password' }));
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
    await user.click(rowOf('player@example.com').getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });

  it("says 'Failed to set password' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openUsers(owner, {
      'PUT users/setPassword': { status: 403, body: { error: 'Only the owner can set passwords.' } },
    });
    await user.click(rowOf('player@example.com').getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to set password')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).not.toBeInTheDocument();
  });

  it('shows an inline error when the list cannot be loaded', async () => {
    installFakeApi({
      'GET users/me': { body: admin },
      'GET users/all': { status: 403, body: { error: 'Access denied. You are not an admin.' } },
    });
    renderApp('/admin/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access denied. You are not an admin.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
