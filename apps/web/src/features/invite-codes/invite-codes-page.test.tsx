import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';

const admin = makeUser({ user_type: 'admin' });
const active: InviteCodeDto = {
  id: 1,
  code: 'SPRING25',
  expires_at: null,
  disabled: false,
  max_uses: 5,
  used_by: [{ user_id: 9, email: 'a@example.com', used_at: '2025-01-02T00:00:00.000Z' }],
  created_at: '2025-01-01T00:00:00.000Z',
};
const retired: InviteCodeDto = {
  ...active,
  id: 2,
  code: 'OLDCODE',
  expires_at: '2025-06-30T12:00:00.000Z',
  disabled: true,
  max_uses: 1,
  used_by: [],
};

const usedUp: InviteCodeDto = { ...active, id: 3, code: 'FULLCODE', max_uses: 1 };
const expired: InviteCodeDto = { ...active, id: 4, code: 'LASTYEAR', expires_at: '2020-01-31T23:59:59.999Z' };

async function openCodes(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: admin },
    'GET invite-codes/all': { body: [active, retired, usedUp, expired] },
    ...routes,
  });
  const view = renderApp('/admin/invite-codes');
  await screen.findByRole('table');
  return { ...view, api };
}

const rowOf = (code: string) => {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`No row for ${code}`);
  return within(row);
};

/** A row's action button: its accessible name is the visible label and the code. */
const actionOf = (action: string, code: string) => rowOf(code).getByRole('button', { name: `${action} ${code}` });

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('invite codes admin page', () => {
  it('lists codes with Never, used/max and Yes/No', async () => {
    await openCodes();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Code',
      'Expires',
      'Uses',
      'Disabled',
      'Actions',
    ]);
    expect(rowOf('SPRING25').getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    expect(rowOf('SPRING25').getByRole('cell', { name: '1/5' })).toBeInTheDocument();
    expect(rowOf('OLDCODE').getByRole('cell', { name: 'Jun 30, 2025' })).toBeInTheDocument();
    expect(rowOf('OLDCODE').getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(actionOf('Disable', 'SPRING25')).toBeEnabled();
    expect(actionOf('Delete', 'SPRING25')).toBeEnabled();
    expect(rowOf('SPRING25').queryByText(/^(Disabled|Expired|Used up)$/)).not.toBeInTheDocument();
  });

  it('marks codes nobody can use any more, and offers no Disable for them', async () => {
    await openCodes();
    for (const [code, badge] of [
      ['OLDCODE', 'Disabled'],
      ['FULLCODE', 'Used up'],
      ['LASTYEAR', 'Expired'],
    ] as const) {
      expect(rowOf(code).getByText(badge)).toBeInTheDocument();
      expect(rowOf(code).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
      expect(actionOf('Delete', code)).toBeEnabled();
    }
    expect(rowOf('FULLCODE').getByRole('cell', { name: '1/1' })).toBeInTheDocument();
    expect(rowOf('LASTYEAR').getByRole('cell', { name: 'Jan 31, 2020' })).toBeInTheDocument();
  });

  it('creates a code with the default of one use and no expiry', async () => {
    const { user, api } = await openCodes({
      'POST invite-codes/create': { status: 201, body: { id: 3, code: 'X7K2P9QA' } },
    });
    expect(getField('Max Uses')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Create Code' }));

    expect(await screen.findByText('Invite code X7K2P9QA created.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'invite-codes/create')[0]?.body).toEqual({ code: '', max_uses: 1, expires_at: null });
  });

  it('sends a custom code, max uses and an end-of-day expiry', async () => {
    const { user, api } = await openCodes({
      'POST invite-codes/create': { status: 201, body: { id: 3, code: 'CLUB-2025' } },
    });
    await user.type(getField('Custom Code (optional)'), 'CLUB-2025');
    await user.clear(getField('Max Uses'));
    await user.type(getField('Max Uses'), '20');
    await user.type(getField('Expiry Date (optional)'), '2030-12-31');
    await user.click(screen.getByRole('button', { name: 'Create Code' }));

    await screen.findByText('Invite code CLUB-2025 created.');
    const body = api.callsTo('POST', 'invite-codes/create')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'CLUB-2025', max_uses: 20 });
    expect(new Date(String(body.expires_at)).getTime()).toBe(new Date(2030, 11, 31, 23, 59, 59, 999).getTime());
  });

  it('keeps max uses at 1 or more before calling the API', async () => {
    const { user, api } = await openCodes();
    await user.clear(getField('Max Uses'));
    await user.type(getField('Max Uses'), '0');
    await user.tab();
    expect(getField('Max Uses')).toHaveValue('1');

    await user.clear(getField('Max Uses'));
    await user.click(screen.getByRole('button', { name: 'Create Code' }));
    expect(await screen.findByText('Max uses must be at least 1.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'invite-codes/create')).toHaveLength(0);
  });

  it('asks before disabling a code, and disables it only after confirming', async () => {
    const { user, api } = await openCodes({ 'PUT invite-codes/disable': { body: { success: true } } });
    await user.click(actionOf('Disable', 'SPRING25'));
    const dialog = await screen.findByRole('dialog', { name: 'Disable invite code' });
    expect(
      within(dialog).getByText('Disable code SPRING25? Nobody will be able to sign up with it. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', 'invite-codes/disable')).toHaveLength(0);

    await user.click(actionOf('Disable', 'SPRING25'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Invite code SPRING25 disabled.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'invite-codes/disable')).toHaveLength(1);
    expect(api.callsTo('PUT', 'invite-codes/disable')[0]?.body).toEqual({ id: 1 });
  });

  it('deletes a code after confirming', async () => {
    const { user, api } = await openCodes({ 'DELETE invite-codes/delete': { body: { success: true } } });
    await user.click(actionOf('Delete', 'OLDCODE'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invite code' });
    expect(within(dialog).getByText('Are you sure you want to delete this invite code?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invite code OLDCODE deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'invite-codes/delete')[0]?.query.get('id')).toBe('2');
  });

  it('shows an inline error when the list cannot be loaded, with Try Again', async () => {
    const api = installFakeApi({
      'GET users/me': { body: admin },
      'GET invite-codes/all': { status: 500, body: { error: 'x' } },
    });
    const { user } = renderApp('/admin/invite-codes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an unexpected error. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(api.callsTo('GET', 'invite-codes/all')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an unexpected error.');
  });

  it('copies a sign-up link that carries the code', async () => {
    installFakeApi({ 'GET users/me': { body: admin }, 'GET invite-codes/all': { body: [active] } });
    const { user } = renderApp('/admin/invite-codes');
    const copy = await screen.findByRole('button', { name: 'Copy sign-up link with code SPRING25' });
    // After render: user-event installs its own clipboard stub during setup.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(copy);
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sign-up?code=SPRING25`);
  });

  it('shows one card per code on a phone, titled by the code with its badge', async () => {
    window.innerWidth = 375;
    installFakeApi({ 'GET users/me': { body: admin }, 'GET invite-codes/all': { body: [active, usedUp] } });
    renderApp('/admin/invite-codes');
    const list = await screen.findByRole('list', { name: 'Invite codes' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [activeCard, usedUpCard] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(activeCard).getByRole('heading', { level: 2 })).toHaveTextContent(/^SPRING25$/);
    expect(within(activeCard).getByRole('button', { name: 'Copy code SPRING25' })).toBeInTheDocument();
    expect(within(activeCard).getByRole('button', { name: 'Copy sign-up link with code SPRING25' })).toBeEnabled();
    expect(within(activeCard).getByRole('button', { name: 'Disable SPRING25' })).toBeEnabled();
    expect(within(usedUpCard).getByRole('heading', { level: 2 })).toHaveTextContent(/^FULLCODEUsed up$/);
    expect(within(usedUpCard).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    // A link nobody can sign up with is not offered.
    expect(within(usedUpCard).queryByRole('button', { name: /^Copy sign-up link/ })).not.toBeInTheDocument();
    expect(within(usedUpCard).getByRole('button', { name: 'Delete FULLCODE' })).toBeEnabled();
  });
});
