import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocationDto } from '@courtside/shared/schemas/locations';
import { installFakeApi, type RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { expectFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';

const admin = makeUser({ user_type: 'admin' });
const park: LocationDto = { id: 1, name: 'Riverside Park', address: '12 River Rd', has_lights: true };
const school: LocationDto = { id: 2, name: 'Hill School', address: null, has_lights: false };

/** Opens the page as an admin; waits for the table unless told the list will not show one. */
async function openLocations(routes: Parameters<typeof installFakeApi>[0] = {}, { table = true } = {}) {
  const api = installFakeApi({
    'GET users/me': { body: admin },
    'GET locations/all': { body: [park, school] },
    ...routes,
  });
  const view = renderApp('/locations');
  await screen.findByRole('heading', { level: 1, name: 'Manage Locations' });
  if (table) await screen.findByRole('table', { name: 'Locations' });
  return { ...view, api };
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

describe('Manage Locations', () => {
  it('lists the locations with Name, Address, Lights? and Actions', async () => {
    await openLocations();
    await screen.findByRole('table', { name: 'Locations' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Address',
      'Lights?',
      'Actions',
    ]);
    expect(rowOf('Riverside Park').getByRole('cell', { name: '12 River Rd' })).toBeInTheDocument();
    expect(rowOf('Riverside Park').getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(rowOf('Hill School').getByRole('cell', { name: 'No' })).toBeInTheDocument();
    expect(rowOf('Hill School').getByRole('button', { name: 'Edit Hill School' })).toBeEnabled();
    expect(rowOf('Hill School').getByRole('button', { name: 'Delete Hill School' })).toBeEnabled();
  });

  it('shows a card per location on a phone, its buttons named after the location', async () => {
    window.innerWidth = 375;
    await openLocations({}, { table: false });
    const cards = await screen.findByRole('list', { name: 'Locations' });
    const card = within(within(cards).getByRole('heading', { name: 'Riverside Park' }).closest('li')!);
    expect(card.getByText('Lights?')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Edit Riverside Park' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete Riverside Park' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when there are no locations yet', async () => {
    await openLocations({ 'GET locations/all': { body: [] } }, { table: false });
    expect(await screen.findByText('No locations yet. Add the courts where matches are played.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Location' })).toBeInTheDocument();
  });

  it('toasts a failed load, shows the reason and loads again with Try Again', async () => {
    let failing = true;
    const { user } = await openLocations(
      {
        'GET locations/all': () =>
          failing ? { status: 400, body: { error: 'Database is resting.' } } : { body: [park] },
      },
      { table: false },
    );
    await findToast('Error fetching locations: Database is resting.');
    expect(screen.getByText('Could not load the locations')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Locations' })).toBeInTheDocument();
    expect(screen.getAllByText('Error fetching locations: Database is resting.')).toHaveLength(1);
  });

  it('adds a location through the Add Location modal', async () => {
    const { user, api } = await openLocations({
      'POST locations/post': (call: RecordedCall) => ({
        status: 201,
        body: { id: 3, ...(call.body as object) },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Add New Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Location' });
    expect(getField('Name')).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Lights on Courts?' })).not.toBeChecked();

    await user.type(getField('Name'), '  Lakeside Courts ');
    await user.type(getField('Address'), '5 Lake St');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lights on Courts?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Location' }));

    await findToast('Location created successfully!');
    expect(api.callsTo('POST', 'locations/post')[0]?.body).toEqual({
      name: 'Lakeside Courts',
      address: '5 Lake St',
      has_lights: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is loaded again to show the new location.
    await waitFor(() => expect(api.callsTo('GET', 'locations/all')).toHaveLength(2));
  });

  it('refuses a blank name before calling the API, and sends a blank address as none', async () => {
    const { user, api } = await openLocations({
      'POST locations/post': { status: 201, body: { id: 3, name: 'Court 9', address: null, has_lights: false } },
    });
    await user.click(screen.getByRole('button', { name: 'Add New Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Location' });
    await user.type(getField('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expectFieldError('Name', 'Location name is required');
    expect(api.callsTo('POST', 'locations/post')).toHaveLength(0);

    await user.type(getField('Name'), 'Court 9');
    expect(getField('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(getField('Address'), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    await findToast('Location created successfully!');
    expect(api.callsTo('POST', 'locations/post')[0]?.body).toEqual({
      name: 'Court 9',
      address: null,
      has_lights: false,
    });
  });

  it('edits a location in the Edit Location modal, starting from its saved values', async () => {
    const { user, api } = await openLocations({
      'PUT locations/update': (call: RecordedCall) => ({ body: call.body }),
    });
    await user.click(rowOf('Riverside Park').getByRole('button', { name: 'Edit Riverside Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Location' });
    expect(getField('Name')).toHaveValue('Riverside Park');
    expect(getField('Address')).toHaveValue('12 River Rd');
    expect(within(dialog).getByRole('checkbox', { name: 'Lights on Courts?' })).toBeChecked();

    await user.clear(getField('Name'));
    await user.type(getField('Name'), 'Riverside Park East');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lights on Courts?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await findToast('Location updated successfully!');
    expect(api.callsTo('PUT', 'locations/update')[0]?.body).toEqual({
      id: 1,
      name: 'Riverside Park East',
      address: '12 River Rd',
      has_lights: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the modal open with what was typed when the server refuses, and says why', async () => {
    const { user } = await openLocations({
      'PUT locations/update': { status: 404, body: { error: 'Location not found.' } },
    });
    await user.click(rowOf('Hill School').getByRole('button', { name: 'Edit Hill School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Location' });
    await user.type(getField('Address'), '1 Hill Rd');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await findToast('Error submitting form: Location not found.');
    expect(screen.getByRole('dialog', { name: 'Edit Location' })).toBeInTheDocument();
    expect(getField('Address')).toHaveValue('1 Hill Rd');
  });

  it('opens Add Location empty after an edit was cancelled', async () => {
    const { user } = await openLocations();
    await user.click(rowOf('Riverside Park').getByRole('button', { name: 'Edit Riverside Park' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add New Location' }));
    await screen.findByRole('dialog', { name: 'Add Location' });
    expect(getField('Name')).toHaveValue('');
    expect(getField('Address')).toHaveValue('');
  });

  it('asks before deleting, and deletes only after confirming', async () => {
    const { user, api } = await openLocations({ 'DELETE locations/delete': { body: { success: true } } });
    await user.click(rowOf('Hill School').getByRole('button', { name: 'Delete Hill School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete location' });
    expect(within(dialog).getByText('Are you sure you want to delete this location?')).toBeInTheDocument();
    expect(within(dialog).getByText('Hill School')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', 'locations/delete')).toHaveLength(0);

    await user.click(rowOf('Hill School').getByRole('button', { name: 'Delete Hill School' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await findToast('Location deleted successfully!');
    const [call] = api.callsTo('DELETE', 'locations/delete');
    expect(call?.query.get('location_id')).toBe('2');
  });

  it('toasts a refused delete', async () => {
    const { user } = await openLocations({
      'DELETE locations/delete': { status: 404, body: { error: 'Location not found.' } },
    });
    await user.click(rowOf('Hill School').getByRole('button', { name: 'Delete Hill School' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await findToast('Error deleting location: Location not found.');
  });
});
