import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import { admin, makeLeague } from './test-fixtures';

const spring = makeLeague();
const fall = makeLeague({
  id: 6,
  name: 'Fall Doubles',
  league_type: 'Doubles',
  league_status: 'registration_open',
  region_id: null,
  region: null,
});

function openList(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: admin },
    'GET leagues/all': { body: [spring, fall] },
    ...routes,
  });
  return { ...renderApp('/admin/leagues-registrations'), api };
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
};

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('League Management list', () => {
  it('lists leagues with name, type, region and status, and offers Create New League', async () => {
    openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'League Management' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Leagues' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Type',
      'Region',
      'Status',
      'Actions',
    ]);
    expect(rowOf('Spring Singles').getByRole('cell', { name: 'Austin' })).toBeInTheDocument();
    expect(rowOf('Spring Singles').getByText('Draft')).toBeInTheDocument();
    expect(rowOf('Fall Doubles').getByRole('cell', { name: 'Doubles' })).toBeInTheDocument();
    expect(rowOf('Fall Doubles').getByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(rowOf('Fall Doubles').getByText('Registration Open')).toBeInTheDocument();
    for (const action of ['Manage', 'View', 'Season', 'Edit', 'Delete']) {
      expect(rowOf('Spring Singles').getByRole('button', { name: `${action} Spring Singles` })).toBeEnabled();
    }
    expect(screen.getByRole('link', { name: 'Create New League' })).toHaveAttribute('href', '/admin/leagues/editor');
  });

  it('searches by name', async () => {
    const { user } = openList();
    await screen.findByRole('table', { name: 'Leagues' });
    await user.type(screen.getByLabelText('Search leagues'), 'fall');
    expect(screen.queryByText('Spring Singles')).not.toBeInTheDocument();
    expect(screen.getByText('Fall Doubles')).toBeInTheDocument();
  });

  it('says there are no leagues yet, with one Create New League button', async () => {
    openList({ 'GET leagues/all': { body: [] } });
    expect(await screen.findByText('No leagues yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create New League' })).toHaveLength(1);
  });

  it('shows Failed to load leagues with Try Again', async () => {
    let attempts = 0;
    const { user, api } = openList({
      'GET leagues/all': () => (++attempts === 1 ? { status: 500, body: { error: 'x' } } : { body: [spring] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load leagues');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Spring Singles')).toBeInTheDocument();
    expect(api.callsTo('GET', 'leagues/all')).toHaveLength(2);
  });

  it("says 'Failed to fetch leagues' under the title when the answer carries no message", async () => {
    // A proxy's bare 502: the server never wrote a message, so the call's own fallback speaks.
    openList({ 'GET leagues/all': { status: 502 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load leagues');
    expect(alert).toHaveTextContent('Failed to fetch leagues');
    expect(alert).not.toHaveTextContent(/status/);
  });

  it('deletes a league after confirming', async () => {
    const { user, api } = openList({ 'DELETE leagues/delete': { body: { success: true } } });
    await screen.findByRole('table', { name: 'Leagues' });
    await user.click(screen.getByRole('button', { name: 'Delete Spring Singles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete league' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', 'leagues/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Spring Singles' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await findToast('League deleted successfully!');
    expect(api.callsTo('DELETE', 'leagues/delete')[0]?.query.get('league_id')).toBe('5');
  });

  it("says why a delete failed, in the spec's words", async () => {
    const { user } = openList({
      'DELETE leagues/delete': {
        status: 409,
        body: { error: 'This league has recorded scores and cannot be deleted. Cancel it instead.' },
      },
    });
    await screen.findByRole('table', { name: 'Leagues' });
    await user.click(screen.getByRole('button', { name: 'Delete Spring Singles' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await findToast('Error deleting league: This league has recorded scores and cannot be deleted. Cancel it instead.');
  });

  it('opens the Manage panel at ?manage={id}, and Edit at the editor', async () => {
    const { user, router } = openList();
    await screen.findByRole('table', { name: 'Leagues' });
    await user.click(screen.getByRole('button', { name: 'Edit Fall Doubles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues/editor/6'));
    // The router's state moves first and React draws the page in a transition after it: a click on the list
    // before the editor was drawn could land on a button about to be replaced.
    await screen.findByRole('heading', { level: 1, name: 'Edit League' });
    await router.navigate('/admin/leagues-registrations');
    await screen.findByRole('heading', { level: 1, name: 'League Management' });
    await user.click(await screen.findByRole('button', { name: 'Manage Spring Singles' }));
    await waitFor(() => expect(router.state.location.search).toBe('?manage=5'));
  });

  it("opens a league's own pages with View", async () => {
    const { user, router } = openList();
    await screen.findByRole('table', { name: 'Leagues' });
    await user.click(screen.getByRole('button', { name: 'View Fall Doubles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/6'));
  });

  it("opens a league's season view with Season", async () => {
    const { user, router } = openList();
    await screen.findByRole('table', { name: 'Leagues' });
    await user.click(screen.getByRole('button', { name: 'Season Fall Doubles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues/6/season'));
  });

  it('shows one card per league on a phone, with actions named after it', async () => {
    window.innerWidth = 375;
    openList();
    const cards = await screen.findByRole('list', { name: 'Leagues' });
    const card = within(cards).getByRole('heading', { name: 'Spring Singles' }).closest('li');
    expect(card).not.toBeNull();
    expect(within(card!).getByRole('button', { name: 'Manage Spring Singles' })).toBeInTheDocument();
    expect(within(card!).getByText('Draft')).toBeInTheDocument();
  });
});
