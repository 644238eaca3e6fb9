import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAvailabilityResponse } from '@courtside/shared/schemas/availability';
import type { RecordedCall } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import {
  LEAGUE_ID,
  dateFromToday,
  installAvailabilityApi,
  makeSlot,
  oldLeague,
  springSingles,
  summerLadder,
  upcomingLeague,
} from './test-data';

const created = (call: RecordedCall) => ({
  status: 201,
  body: createAvailabilityResponse.parse({
    success: true,
    availabilities: [makeSlot({ league_id: (call.body as { league_id: number }).league_id })],
    created: 1,
    failed: 0,
    errors: [],
  }),
});

async function openForm(path: string, ...args: Parameters<typeof installAvailabilityApi>) {
  const api = installAvailabilityApi(...args);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Add Availability' });
  return { ...view, api };
}

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('Add availability', () => {
  it('offers half-hour times from 06:00 to 22:00 on a 12-hour clock in en-US, and no league select', async () => {
    await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles, summerLadder], {
      'POST availability/post': created,
    });
    await screen.findByRole('button', { name: 'Add Availability' });
    expect(screen.queryByLabelText(/^League/)).not.toBeInTheDocument();
    const marks = Array.from({ length: 33 }, (_, index) => {
      const minutes = 6 * 60 + index * 30;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    const values = (label: string) =>
      within(getField(label))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(values('Start time')).toEqual(['', ...marks.slice(0, -1)]);
    expect(values('End time')).toEqual(['', ...marks.slice(1)]);
    const startLabels = within(getField('Start time'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(startLabels.slice(1, 4)).toEqual(['6:00 AM', '6:30 AM', '7:00 AM']);
    expect(startLabels.at(-1)).toBe('9:30 PM');
    expect(within(getField('End time')).getByRole('option', { name: '10:00 PM' })).toHaveValue('22:00');
    expect(getField('Date')).toHaveAttribute('min', dateFromToday(0));
    expect(screen.getByText('Times are in UTC')).toBeInTheDocument();
  });

  it('writes the times on a 24-hour clock for a reader in Britain', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    try {
      const { user, api } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles], {
        'POST availability/post': created,
      });
      await screen.findByRole('button', { name: 'Add Availability' });
      expect(within(getField('Start time')).getByRole('option', { name: '06:00' })).toHaveValue('06:00');
      expect(within(getField('End time')).getByRole('option', { name: '18:30' })).toHaveValue('18:30');
      expect(within(getField('End time')).queryByRole('option', { name: '6:30 PM' })).not.toBeInTheDocument();
      const date = dateFromToday(2);
      await user.type(getField('Date'), date);
      await user.selectOptions(getField('Start time'), '17:30');
      await user.selectOptions(getField('End time'), '18:30');
      await user.click(screen.getByRole('button', { name: 'Add Availability' }));
      await findToast('Availability added successfully!');
      expect(api.callsTo('POST', 'availability/post')[0]?.body).toMatchObject({
        start_time: `${date}T17:30:00.000Z`,
        end_time: `${date}T18:30:00.000Z`,
      });
    } finally {
      languages.mockRestore();
    }
  });

  it('asks for every field, then for an end after the start', async () => {
    const { user, api } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles]);
    await user.click(await screen.findByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(getField('Date')).toHaveAttribute('aria-invalid', 'true');

    await user.type(getField('Date'), dateFromToday(3));
    await user.selectOptions(getField('Start time'), '18:00');
    await user.selectOptions(getField('End time'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('End time must be after start time')).toBeInTheDocument();
    expect(getField('End time')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'availability/post')).toHaveLength(0);
  });

  it('sends the slot in UTC, toasts, and moves on to the league calendar after 1.5 seconds', async () => {
    const { user, api, router } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles], {
      'POST availability/post': created,
    });
    const date = dateFromToday(5);
    await user.type(await screen.findByLabelText(/^Date/), date);
    await user.selectOptions(getField('Start time'), '18:00');
    await user.selectOptions(getField('End time'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));

    await findToast('Availability added successfully!');
    expect(api.callsTo('POST', 'availability/post')[0]?.body).toEqual({
      start_time: `${date}T18:00:00.000Z`,
      end_time: `${date}T20:00:00.000Z`,
      league_id: LEAGUE_ID,
      division_id: 4,
      is_recurring: false,
      time_zone: 'UTC',
    });
    // Not at once: the toast has its moment first.
    expect(router.state.location.pathname).toBe(`/leagues/${LEAGUE_ID}/availability/add`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leagues/${LEAGUE_ID}/availability`), {
      timeout: 4000,
    });
    // The next step: who else is free then.
    const step = await screen.findByRole('status', { name: 'Availability saved' });
    expect(within(step).getByRole('link', { name: "See who's free" })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/schedule/overlaps`,
    );
    await user.click(within(step).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Availability saved' })).not.toBeInTheDocument();
  });

  it('sends a weekly repeat as one recurring slot in my zone, keeping its local time', async () => {
    process.env.TZ = 'America/New_York';
    const { user, api } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles], {
      'POST availability/post': created,
    });
    expect(screen.getByText('Times are in New York time')).toBeInTheDocument();
    // A Tuesday in July (summer time, UTC-4), far enough ahead to be after today.
    await user.type(getField('Date'), '2030-07-02');
    await user.selectOptions(getField('Start time'), '18:00');
    await user.selectOptions(getField('End time'), '20:00');
    await user.click(screen.getByRole('switch', { name: 'Repeat weekly' }));
    const repeatOn = within(screen.getByRole('group', { name: 'Repeat on' }));
    // The first date's weekday is chosen to begin with.
    expect(repeatOn.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await user.click(repeatOn.getByRole('checkbox', { name: 'Thursday' }));
    await user.type(getField('Until'), '2030-12-31');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));

    await findToast('Availability added successfully!');
    expect(api.callsTo('POST', 'availability/post')[0]?.body).toEqual({
      start_time: '2030-07-02T22:00:00.000Z',
      end_time: '2030-07-03T00:00:00.000Z',
      league_id: LEAGUE_ID,
      division_id: 4,
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20301231',
      time_zone: 'America/New_York',
    });
  });

  it('auto-selects my one league in play and lists only leagues in play', async () => {
    await openForm('/availability/add', [springSingles, oldLeague, upcomingLeague]);
    const league = await screen.findByRole('combobox', { name: /^League/ });
    expect(league).toHaveValue(String(LEAGUE_ID));
    expect(
      within(league)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a league', 'Spring Singles']);
  });

  it('asks for a league when I play in several', async () => {
    const { user, api } = await openForm('/availability/add', [springSingles, summerLadder], {
      'POST availability/post': created,
    });
    const league = await screen.findByRole('combobox', { name: /^League/ });
    expect(league).toHaveValue('');
    await user.type(getField('Date'), dateFromToday(2));
    await user.selectOptions(getField('Start time'), '09:00');
    await user.selectOptions(getField('End time'), '11:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('Please select a league to add availability for')).toBeInTheDocument();
    expect(league).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(league, 'Summer Ladder');
    await waitFor(() => expect(screen.queryByText('Loading your division...')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    await findToast('Availability added successfully!');
    expect(api.callsTo('POST', 'availability/post')[0]?.body).toMatchObject({ league_id: 30 });
  });

  it('says so to a user with no leagues and points to the leagues open for registration', async () => {
    await openForm('/availability/add', []);
    expect(await screen.findByText('You are not registered in any leagues.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Available Leagues' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Add Availability' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to load your leagues. Please try again.' when my leagues cannot be read", async () => {
    await openForm('/availability/add', [], { 'GET leagues/myLeagues': { status: 500, body: { error: 'boom' } } });
    await findToast('Failed to load your leagues. Please try again.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('waits for the league information before sending', async () => {
    const { user, api } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles], {
      'GET divisions/getMyDivision': () => new Promise(() => {}),
    });
    await user.type(getField('Date'), dateFromToday(1));
    await user.selectOptions(getField('Start time'), '07:00');
    await user.selectOptions(getField('End time'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('Loading league information, please try again in a moment')).toBeInTheDocument();
    expect(api.callsTo('POST', 'availability/post')).toHaveLength(0);
  });

  it("shows the server's reason for a refusal and a general message for a failure", async () => {
    let refusal = true;
    const { user } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles], {
      'POST availability/post': () =>
        refusal
          ? { status: 409, body: { error: 'Availability can be added only while the league is active.' } }
          : { status: 500, body: { error: 'boom' } },
    });
    await user.type(getField('Date'), dateFromToday(1));
    await user.selectOptions(getField('Start time'), '07:00');
    await user.selectOptions(getField('End time'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    await findToast('Failed to add availability');
    expect(screen.getByText('Availability can be added only while the league is active.')).toBeInTheDocument();

    refusal = false;
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    await findToast('An error occurred while adding availability');
  });

  it("says 'Failed to create availability' when the failure carries no message", async () => {
    const { user } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles], {
      'POST availability/post': { status: 503 },
    });
    await user.type(getField('Date'), dateFromToday(1));
    await user.selectOptions(getField('Start time'), '07:00');
    await user.selectOptions(getField('End time'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    await findToast('An error occurred while adding availability');
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Failed to create'));
    expect(alert).toHaveTextContent('An error occurred while adding availabilityFailed to create availability');
  });

  it("drops a refusal's message once the form finds a problem of its own, and does not bring it back", async () => {
    const refusal = 'Availability can be added only while the league is active.';
    const { user } = await openForm(`/leagues/${LEAGUE_ID}/availability/add`, [springSingles], {
      'POST availability/post': { status: 409, body: { error: refusal } },
    });
    await user.type(getField('Date'), dateFromToday(1));
    await user.selectOptions(getField('Start time'), '07:00');
    await user.selectOptions(getField('End time'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    await user.selectOptions(getField('End time'), '');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();

    await user.selectOptions(getField('End time'), '08:00');
    expect(screen.queryByText('Please fill in all fields')).not.toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });
});
