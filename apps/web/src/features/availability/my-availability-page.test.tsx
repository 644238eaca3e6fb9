import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availabilityListResponse, type AvailabilitySlotDto } from '@courtside/shared/schemas/availability';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import { LEAGUE_ID, installAvailabilityApi, makeSlot, springSingles, summerLadder } from './test-data';

const listOf = (slots: AvailabilitySlotDto[]) => ({
  body: availabilityListResponse.parse({ success: true, availabilities: slots }),
});

const weekly = makeSlot({
  start_time: '2030-06-04T18:00:00.000Z',
  end_time: '2030-06-04T20:00:00.000Z',
  is_recurring: true,
  recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20301231',
  created_at: '2030-05-01T09:00:00.000Z',
});
const once = makeSlot({
  start_time: '2030-06-01T09:00:00.000Z',
  end_time: '2030-06-01T11:00:00.000Z',
  league_id: summerLadder.league_id,
  created_at: '2030-05-20T09:00:00.000Z',
});

async function openList(path: string, slots: Parameters<typeof installAvailabilityApi>[1] = {}) {
  const api = installAvailabilityApi([springSingles, summerLadder], slots);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'My Availability' });
  return { ...view, api };
}

describe('My availability', () => {
  it('lists my slots soonest first with their range, the weekly rule in words and when they were added', async () => {
    await openList('/availability', { 'GET availability/get': listOf([weekly, once]) });
    const list = await screen.findByRole('list', { name: 'My availability' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item));

    expect(first!.getByText('Saturday, Jun 1, 2030, 9:00 AM – 11:00 AM')).toBeInTheDocument();
    expect(first!.queryByText('Recurring')).not.toBeInTheDocument();
    expect(first!.getByText('Added May 20, 2030')).toBeInTheDocument();
    // Across all my leagues each slot says which league it is for.
    expect(await first!.findByText('Summer Ladder')).toBeInTheDocument();

    expect(second!.getByText('Tuesday, Jun 4, 2030, 6:00 PM – 8:00 PM')).toBeInTheDocument();
    expect(second!.getByText('Recurring')).toBeInTheDocument();
    expect(second!.getByText('Every week on Tuesday and Thursday until Dec 31, 2030')).toBeInTheDocument();
    expect(second!.getByText('Added May 1, 2030')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add Availability' })).toHaveAttribute('href', '/availability/add');
    expect(screen.getByText('Times are in UTC')).toBeInTheDocument();
  });

  it("reads one league's slots on the league's list page", async () => {
    const { api } = await openList(`/leagues/${LEAGUE_ID}/availability/list`, {
      'GET availability/get': listOf([weekly]),
    });
    await screen.findByRole('list', { name: 'My availability' });
    expect(api.callsTo('GET', 'availability/get')[0]?.query.get('league_id')).toBe(String(LEAGUE_ID));
    expect(screen.getByRole('link', { name: 'Add Availability' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/availability/add`,
    );
  });

  it('asks before deleting, then deletes and says so', async () => {
    let slots = [weekly, once];
    const { user, api } = await openList('/availability', {
      'GET availability/get': () => listOf(slots),
      'DELETE availability/delete': (call) => {
        slots = slots.filter((slot) => String(slot.id) !== call.query.get('id'));
        return { body: { success: true } };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete availability Saturday, Jun 1, 2030, 9:00 AM – 11:00 AM' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete availability' }));
    expect(dialog.getByText('Are you sure you want to delete this availability?')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'availability/delete')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await findToast('Availability deleted successfully');
    expect(api.callsTo('DELETE', 'availability/delete')[0]?.query.get('id')).toBe(String(once.id));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('changes nothing when the deletion is canceled, and toasts a failed one', async () => {
    const { user, api } = await openList('/availability', {
      'GET availability/get': listOf([weekly]),
      'DELETE availability/delete': { status: 500, body: { error: 'boom' } },
    });
    const remove = await screen.findByRole('button', { name: /^Delete availability Tuesday/ });
    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', 'availability/delete')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete availability');
  });

  it("says 'No availability scheduled' when there is none", async () => {
    await openList('/availability', { 'GET availability/get': listOf([]) });
    expect(await screen.findByText('No availability scheduled')).toBeInTheDocument();
  });

  it("toasts 'Failed to load availabilities' and loads again with Try Again", async () => {
    let failing = true;
    const { user } = await openList('/availability', {
      'GET availability/get': () => (failing ? { status: 500, body: { error: 'boom' } } : listOf([weekly])),
    });
    await findToast('Failed to load availabilities');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'My availability' })).toBeInTheDocument();
  });
});
