import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { paths } from '@/lib/paths';
import { expectFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DIVISION_ID,
  LEAGUE_ID,
  ME,
  TUESDAY,
  WEDNESDAY,
  WEEK,
  at,
  installCalendarApi,
  makeMatch,
  makeMyDivision,
  makeOpponentSlot,
  makeProposal,
  makeSlot,
  type CalendarData,
} from './test-data';

async function openCalendar(data: CalendarData = {}, routes: Parameters<typeof installCalendarApi>[1] = {}) {
  const api = installCalendarApi(data, routes);
  const view = renderApp(`${paths.leagueSchedule(LEAGUE_ID)}?week=${WEEK}`);
  await screen.findByRole('grid');
  return { ...view, api };
}

const cell = (name: string) => screen.getByRole('gridcell', { name });

const mySlot = makeSlot(TUESDAY, '18:00', '20:00');
const slotAnswer = (slot = mySlot) => ({ body: { success: true, availability: slot } });

describe('Clicking a cell of my own availability', () => {
  it('opens Edit Availability with its times, Update, Delete and Cancel, and sends the new times', async () => {
    const { user, api } = await openCalendar({ mine: [mySlot] }, { 'PUT availability/update': slotAnswer() });
    await user.click(cell('Tuesday, Jun 4, 6:30 PM, your availability'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Availability' }));
    expect(getField('Start time')).toHaveValue('18:00');
    expect(getField('End time')).toHaveValue('20:00');
    expect(dialog.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.selectOptions(getField('End time'), '21:00');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await findToast('Availability slot updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'availability/update')[0]?.body).toEqual({
      id: mySlot.id,
      start_time: at(TUESDAY, '18:00'),
      end_time: at(TUESDAY, '21:00'),
      league_id: LEAGUE_ID,
      division_id: DIVISION_ID,
      is_recurring: false,
      recurrence_rule: null,
      time_zone: viewerTimeZone(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting and removes the slot', async () => {
    const { user, api } = await openCalendar(
      { mine: [mySlot] },
      { 'DELETE availability/delete': { body: { success: true } } },
    );
    await user.click(cell('Tuesday, Jun 4, 7:00 PM, your availability'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Availability' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(dialog.getByText('Are you sure you want to delete this availability slot?')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'availability/delete')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await findToast('Availability slot removed successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'availability/delete')[0]?.query.get('id')).toBe(String(mySlot.id));
  });

  it("says 'Failed to delete availability. Please try again.' when the delete fails", async () => {
    const { user } = await openCalendar(
      { mine: [mySlot] },
      { 'DELETE availability/delete': { status: 500, body: { error: 'boom' } } },
    );
    await user.click(cell('Tuesday, Jun 4, 7:00 PM, your availability'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Availability' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to delete availability. Please try again.');
  });

  it('moves a repeating slot as a whole and keeps its rule', async () => {
    // Weekly on Tuesdays from 7 May: the Tuesday shown is one of its repeats.
    const weekly = makeSlot('2030-05-07', '18:00', '19:00', {
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
    });
    const { user, api } = await openCalendar({ mine: [weekly] }, { 'PUT availability/update': slotAnswer(weekly) });
    await user.click(cell('Tuesday, Jun 4, 6:00 PM, your availability'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Availability' }));
    expect(dialog.getByText(/This availability repeats/)).toBeInTheDocument();
    await user.selectOptions(getField('Start time'), '17:00');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await findToast('Availability slot updated successfully!');
    expect(api.callsTo('PUT', 'availability/update')[0]?.body).toMatchObject({
      start_time: at('2030-05-07', '17:00'),
      end_time: at('2030-05-07', '19:00'),
      is_recurring: true,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
    });
  });
});

describe('Clicking an empty cell', () => {
  it('opens Add Availability starting there and sends the times as ISO instants', async () => {
    const created = makeSlot(WEDNESDAY, '09:00', '10:00');
    const { user, api } = await openCalendar(
      {},
      {
        'POST availability/post': {
          body: { success: true, availabilities: [created], created: 1, failed: 0, errors: [] },
        },
      },
    );
    await user.click(cell('Wednesday, Jun 5, 9:00 AM, no availability'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Availability' }));
    expect(getField('Start time')).toHaveValue('09:00');
    expect(getField('End time')).toHaveValue('10:00');
    expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add Availability' }));
    expect(await findToast('Availability slot added successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', 'availability/post')[0]?.body).toEqual({
      start_time: at(WEDNESDAY, '09:00'),
      end_time: at(WEDNESDAY, '10:00'),
      league_id: LEAGUE_ID,
      division_id: DIVISION_ID,
      time_zone: viewerTimeZone(),
    });
  });

  it("says 'Failed to save availability. Please try again.' when saving fails", async () => {
    const { user } = await openCalendar({}, { 'POST availability/post': { status: 400, body: { error: 'Nope.' } } });
    await user.click(cell('Wednesday, Jun 5, 9:00 AM, no availability'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Availability' }));
    await user.click(dialog.getByRole('button', { name: 'Add Availability' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save availability. Please try again.');
    expect(alert).toHaveTextContent('Nope.');
  });
});

describe('The availability modal', () => {
  it('offers every half hour but 22:00 to start and every one but 6:00 to end', async () => {
    const { user } = await openCalendar();
    await user.click(cell('Wednesday, Jun 5, 9:00 AM, no availability'));
    await screen.findByRole('dialog', { name: 'Add Availability' });
    const values = (label: string) =>
      Array.from(getField(label).querySelectorAll('option'))
        .map((option) => option.value)
        .filter(Boolean);
    expect(values('Start time')).toHaveLength(32);
    expect(values('Start time')[0]).toBe('06:00');
    expect(values('Start time')).not.toContain('22:00');
    expect(values('End time')).toHaveLength(32);
    expect(values('End time')).not.toContain('06:00');
    expect(values('End time').at(-1)).toBe('22:00');
  });

  it('asks for both times, and for an end after the start', async () => {
    const { user, api } = await openCalendar();
    await user.click(cell('Wednesday, Jun 5, 9:00 AM, no availability'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Availability' }));

    await user.selectOptions(getField('End time'), '');
    await user.click(dialog.getByRole('button', { name: 'Add Availability' }));
    expectFieldError('End time', 'Please select both start and end times');

    await user.selectOptions(getField('End time'), '08:30');
    await user.click(dialog.getByRole('button', { name: 'Add Availability' }));
    expectFieldError('End time', 'End time must be after start time');
    expect(api.callsTo('POST', 'availability/post')).toHaveLength(0);
  });

  it('needs league and division information before it saves', async () => {
    const { user, api } = await openCalendar({ division: makeMyDivision({ division_id: null, division_name: null }) });
    await user.click(cell('Wednesday, Jun 5, 9:00 AM, no availability'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Availability' }));
    await user.click(dialog.getByRole('button', { name: 'Add Availability' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'League and division information is required. Please wait for data to load and try again.',
    );
    expect(api.callsTo('POST', 'availability/post')).toHaveLength(0);
  });
});

describe('Clicking a cell where opponents are free', () => {
  const bobFree = makeOpponentSlot(BOB, TUESDAY, '18:00', '20:00');

  it('lists them with Propose Match, which sends a proposal for that time', async () => {
    const { user, api } = await openCalendar(
      { theirs: [bobFree] },
      { 'POST match-proposals/post': { body: makeProposal(BOB, at(TUESDAY, '18:30'), { sent: true }) } },
    );
    await user.click(cell('Tuesday, Jun 4, 6:30 PM, 1 opponent available'));
    const popup = within(await screen.findByRole('dialog', { name: 'Available Opponents' }));
    expect(popup.getByText('Bob Jones')).toBeInTheDocument();
    expect(popup.getByRole('button', { name: 'Add My Availability' })).toBeInTheDocument();

    await user.click(popup.getByRole('button', { name: 'Propose Match to Bob Jones' }));
    const propose = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    expect(propose.getByText('Bob Jones')).toBeInTheDocument();
    await user.click(propose.getByRole('button', { name: 'Send Proposal' }));
    expect(await findToast('Match proposal sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', 'match-proposals/post')[0]?.body).toMatchObject({
      opponent_player_id: BOB,
      proposed_time: at(TUESDAY, '18:30'),
      league_id: LEAGUE_ID,
      division_id: DIVISION_ID,
    });
  });

  it('says what already stands instead of Propose Match, and lets me edit my own time there', async () => {
    const caraFree = makeOpponentSlot(CARA, TUESDAY, '18:00', '20:00');
    const { user } = await openCalendar({
      mine: [mySlot],
      theirs: [bobFree, caraFree],
      proposals: [makeProposal(BOB, at(TUESDAY, '19:00'), { sent: true })],
      division: makeMyDivision({
        matches: [makeMatch(ME, CARA, { status: 'scheduled', match_datetime: at(TUESDAY, '20:30') })],
      }),
    });
    await user.click(cell('Tuesday, Jun 4, 6:00 PM, your availability, 2 opponents available'));
    const popup = within(await screen.findByRole('dialog', { name: 'Available Opponents' }));
    expect(popup.getByText('Proposal sent')).toBeInTheDocument();
    expect(popup.getByText('Scheduled Match')).toBeInTheDocument();
    expect(popup.queryByRole('button', { name: /^Propose Match/ })).not.toBeInTheDocument();

    await user.click(popup.getByRole('button', { name: 'Edit My Availability' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Availability' })).toBeInTheDocument();
  });
});
