import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAGUE_MESSAGES } from '@courtside/shared/schemas/leagues';
import { installFakeApi } from '@/test/fake-api';
import { expectFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { UNSAVED_CHANGES_TITLE } from '@/lib/use-unsaved-changes-prompt';
import { admin, makeLeague } from './test-fixtures';

const austin = { id: 3, city_area: 'Austin', state: 'TX' };

function openEditor(path: string, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: admin },
    'GET regions/all': { body: [austin] },
    'GET leagues/all': { body: [] },
    ...routes,
  });
  return { ...renderApp(path), api };
}

type User = ReturnType<typeof openEditor>['user'];

async function fillRequired(user: User) {
  await user.type(getField('League Name'), 'Summer Mixed');
  await user.selectOptions(getField('League Type'), 'Mixed');
  await user.type(getField('Season'), 'Summer 2026');
  await user.selectOptions(getField('Age Category'), 'Adult');
  await user.type(getField('Registration Start'), '2026-05-01');
  await user.type(getField('Registration End'), '2026-05-15');
  await user.type(getField('Play Start'), '2026-05-20');
  await user.type(getField('Play End'), '2026-08-30');
}

describe('league editor', () => {
  it("shows the spec's message under every missing required field and sends nothing", async () => {
    const { user, api } = openEditor('/admin/leagues/editor');
    await screen.findByRole('heading', { level: 1, name: 'Create League' });
    await user.click(screen.getByRole('button', { name: 'Create League' }));

    expectFieldError('League Name', LEAGUE_MESSAGES.nameRequired);
    expectFieldError('League Type', LEAGUE_MESSAGES.typeRequired);
    expectFieldError('Season', LEAGUE_MESSAGES.seasonRequired);
    expectFieldError('Age Category', LEAGUE_MESSAGES.ageCategoryRequired);
    expectFieldError('Registration Start', LEAGUE_MESSAGES.registrationStartRequired);
    expectFieldError('Registration End', LEAGUE_MESSAGES.registrationEndRequired);
    expectFieldError('Play Start', LEAGUE_MESSAGES.playStartRequired);
    expectFieldError('Play End', LEAGUE_MESSAGES.playEndRequired);
    await waitFor(() => expect(getField('League Name')).toHaveFocus());
    expect(api.callsTo('POST', 'leagues/post')).toHaveLength(0);
  });

  it('checks the order of the dates and of min and max players', async () => {
    const { user, api } = openEditor('/admin/leagues/editor');
    await screen.findByRole('heading', { level: 1, name: 'Create League' });
    await fillRequired(user);
    await user.clear(getField('Registration End'));
    await user.type(getField('Registration End'), '2026-04-01');
    await user.clear(getField('Play End'));
    await user.type(getField('Play End'), '2026-05-20');
    await user.type(getField('Min Players per Division'), '6');
    await user.type(getField('Max Players per Division'), '4');
    await user.click(screen.getByRole('button', { name: 'Create League' }));

    expectFieldError('Registration End', LEAGUE_MESSAGES.registrationOrder);
    expectFieldError('Play End', LEAGUE_MESSAGES.playOrder);
    expectFieldError(
      'Max Players per Division',
      'Max players per division must not be less than min players per division.',
    );
    expect(api.callsTo('POST', 'leagues/post')).toHaveLength(0);
  });

  it('creates a league, then offers Stay Here, which keeps editing the new league', async () => {
    const created = makeLeague({ id: 44, name: 'Summer Mixed', league_type: 'Mixed' });
    const { user, api, router } = openEditor('/admin/leagues/editor', {
      'POST leagues/post': { status: 201, body: created },
      'GET leagues/get': { body: created },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create League' });
    await fillRequired(user);
    await user.selectOptions(getField('Region'), 'Austin, TX');
    await user.type(getField('Entry Fee'), '25.5');
    await user.click(screen.getByRole('button', { name: 'Create League' }));

    await findToast('League created successfully!');
    const dialog = await screen.findByRole('dialog', { name: 'League Saved' });
    expect(api.callsTo('POST', 'leagues/post')[0]?.body).toEqual({
      name: 'Summer Mixed',
      league_type: 'Mixed',
      season: 'Summer 2026',
      age_category: 'Adult',
      gender: null,
      region_id: 3,
      rules: null,
      registration_start: '2026-05-01',
      registration_end: '2026-05-15',
      play_start: '2026-05-20',
      play_end: '2026-08-30',
      entry_fee: 25.5,
      min_players_per_division: null,
      max_players_per_division: null,
      max_registrations: null,
      public_visible: true,
      banner_url: null,
      scoring_format: 'best_of_three',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Stay Here' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues/editor/44'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit League' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads a league for editing, saves it with its id and goes to League Management', async () => {
    const league = makeLeague({ entry_fee: 40, max_registrations: 16 });
    const { user, api, router } = openEditor('/admin/leagues/editor/5', {
      'GET leagues/get': { body: league },
      'PUT leagues/update': { body: { ...league, name: 'Spring Singles Open' } },
    });
    await waitFor(() => expect(getField('League Name')).toHaveValue('Spring Singles'));
    // The regions arrive by their own request; the league's region is selected once they are there.
    await waitFor(() => expect(getField('Region')).toHaveValue('3'));
    expect(getField('Entry Fee')).toHaveValue('40');
    expect(getField('Play Start')).toHaveValue('2026-03-20');

    await user.type(getField('League Name'), ' Open');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findToast('League updated successfully!');
    expect(api.callsTo('PUT', 'leagues/update')[0]?.body).toMatchObject({
      id: 5,
      name: 'Spring Singles Open',
      entry_fee: 40,
      max_registrations: 16,
    });
    const dialog = await screen.findByRole('dialog', { name: 'League Saved' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to League Management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues-registrations'));
  });

  it('says when the league cannot be loaded', async () => {
    openEditor('/admin/leagues/editor/77', {
      'GET leagues/get': { status: 404, body: { error: 'League not found.' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load league details');
    expect(alert).toHaveTextContent('League not found.');
  });

  it('shows the save failure and the reason the server gave', async () => {
    const { user } = openEditor('/admin/leagues/editor', {
      'POST leagues/post': { status: 400, body: { error: 'Region not found.' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create League' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    await findToast('An error occurred while saving the league');
    expect(screen.getByText('Region not found.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a region inline, asking for both City/Area and State, and selects it', async () => {
    const regions = [austin];
    const { user, api } = openEditor('/admin/leagues/editor', {
      'GET regions/all': () => ({ body: regions }),
      'POST regions/post': (call) => {
        const region = { id: 8, ...(call.body as { city_area: string; state: string }) };
        regions.push(region);
        return { status: 201, body: region };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create League' });
    await user.click(screen.getByRole('button', { name: 'Add region' }));
    expect(getField('City/Area')).toHaveFocus();
    await user.type(getField('City/Area'), 'Round Rock');
    await user.click(screen.getByRole('button', { name: 'Add Region' }));
    expectFieldError('State', 'Both City/Area and State are required');
    expect(api.callsTo('POST', 'regions/post')).toHaveLength(0);

    // Enter adds the region; it does not submit the league's form around it.
    await user.type(getField('State'), 'TX{Enter}');
    await findToast('Region added successfully!');
    expect(api.callsTo('POST', 'regions/post')[0]?.body).toEqual({ city_area: 'Round Rock', state: 'TX' });
    await waitFor(() => expect(getField('Region')).toHaveValue('8'));
    expect(screen.queryByLabelText('City/Area')).not.toBeInTheDocument();
    expect(screen.queryByText('League name is required')).not.toBeInTheDocument();
  });

  it('reports a region the API refused', async () => {
    const { user } = openEditor('/admin/leagues/editor', {
      'POST regions/post': { status: 409, body: { error: 'This region already exists.' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create League' });
    await user.click(screen.getByRole('button', { name: 'Add region' }));
    await user.type(getField('City/Area'), 'Austin');
    await user.type(getField('State'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Add Region' }));
    await findToast('Failed to create region: This region already exists.');
  });

  it('shows a completed league without letting it be changed', async () => {
    openEditor('/admin/leagues/editor/5', { 'GET leagues/get': { body: makeLeague({ league_status: 'completed' }) } });
    expect(await screen.findByText('This league is completed and can no longer be changed.')).toBeInTheDocument();
    expect(getField('League Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });
});

describe('league editor: leaving with unsaved changes', () => {
  const openLeague = () => {
    const league = makeLeague();
    const view = openEditor('/admin/leagues/editor/5', {
      'GET leagues/get': { body: league },
      'PUT leagues/update': { body: { ...league, name: 'Spring Singles Open' } },
    });
    return view;
  };
  const cancel = (user: User) => user.click(screen.getByRole('link', { name: 'Cancel' }));

  it('leaves at once when nothing was changed', async () => {
    const { user, router } = openLeague();
    await waitFor(() => expect(getField('League Name')).toHaveValue('Spring Singles'));
    await cancel(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues-registrations'));
    expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).not.toBeInTheDocument();
  });

  it('asks first when a field was changed: Stay keeps the change, Leave goes', async () => {
    const { user, router } = openLeague();
    await waitFor(() => expect(getField('League Name')).toHaveValue('Spring Singles'));
    await user.type(getField('League Name'), ' Open');

    await cancel(user);
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/leagues/editor/5');
    expect(getField('League Name')).toHaveValue('Spring Singles Open');

    await cancel(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues-registrations'));
  });

  it('does not ask once the changes are saved', async () => {
    const { user, router } = openLeague();
    await waitFor(() => expect(getField('League Name')).toHaveValue('Spring Singles'));
    await user.type(getField('League Name'), ' Open');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saved = await screen.findByRole('dialog', { name: 'League Saved' });
    await user.click(within(saved).getByRole('button', { name: 'Stay Here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await cancel(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leagues-registrations'));
    expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).not.toBeInTheDocument();
  });
});
