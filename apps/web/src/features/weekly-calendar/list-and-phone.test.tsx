import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DAN,
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
  roster,
  type CalendarData,
} from './test-data';

async function openCalendar(data: CalendarData = {}) {
  const api = installCalendarApi(data);
  const view = renderApp(`${paths.leagueSchedule(LEAGUE_ID)}?week=${WEEK}`);
  await screen.findByRole('grid');
  return { ...view, api };
}

describe('List View', () => {
  it("shows each unplayed opponent's upcoming free time, merged by day, with badges", async () => {
    const { user } = await openCalendar({
      mine: [makeSlot(TUESDAY, '19:30', '21:00')],
      theirs: [
        makeOpponentSlot(BOB, TUESDAY, '18:00', '19:00'),
        makeOpponentSlot(BOB, TUESDAY, '19:00', '20:00'),
        makeOpponentSlot(BOB, WEDNESDAY, '07:00', '08:00'),
        // Over long ago: not upcoming; and after the end of play.
        makeOpponentSlot(BOB, '2020-06-02', '07:00', '08:00'),
        makeOpponentSlot(BOB, '2031-01-07', '07:00', '08:00'),
        makeOpponentSlot(DAN, WEDNESDAY, '12:00', '13:00'),
      ],
      // Dan is played: he has no list of his own.
      unplayed: roster.filter((player) => player.id === BOB || player.id === CARA),
      proposals: [makeProposal(BOB, at(WEDNESDAY, '07:30'), { sent: true })],
    });
    await user.click(screen.getByRole('tab', { name: 'List View' }));

    const bob = within(await screen.findByRole('region', { name: 'Bob Jones' }));
    const slots = bob.getAllByRole('listitem');
    expect(slots).toHaveLength(2);
    expect(slots[0]).toHaveTextContent('Tuesday, Jun 4, 6:00 PM – 8:00 PM');
    expect(within(slots[0]!).getByText('Overlaps with yours')).toBeInTheDocument();
    expect(
      within(slots[0]!).getByRole('button', { name: 'Propose Match to Bob Jones, Tuesday, Jun 4, 6:00 PM – 8:00 PM' }),
    ).toBeInTheDocument();
    expect(slots[1]).toHaveTextContent('Wednesday, Jun 5, 7:00 AM – 8:00 AM');
    expect(within(slots[1]!).getByText('Proposal sent')).toBeInTheDocument();
    expect(within(slots[1]!).queryByText('Overlaps with yours')).not.toBeInTheDocument();
    expect(within(slots[1]!).queryByRole('button', { name: /^Propose Match/ })).not.toBeInTheDocument();

    const cara = within(screen.getByRole('region', { name: 'Cara Lee' }));
    expect(cara.getByText('No upcoming availability')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dan Ng' })).not.toBeInTheDocument();
  });

  it('offers Reschedule where our match is already scheduled at another time', async () => {
    const booked = makeMatch(ME, BOB, { status: 'scheduled', match_datetime: at(WEDNESDAY, '18:00') });
    const { user } = await openCalendar({
      theirs: [makeOpponentSlot(BOB, TUESDAY, '18:00', '19:00')],
      division: makeMyDivision({ matches: [booked] }),
    });
    await user.click(screen.getByRole('tab', { name: 'List View' }));
    const bob = within(await screen.findByRole('region', { name: 'Bob Jones' }));
    expect(bob.getByRole('link', { name: 'Reschedule your match with Bob Jones' })).toHaveAttribute(
      'href',
      paths.matchSchedule(LEAGUE_ID, booked.id),
    );
    expect(bob.getByText('Match already scheduled')).toBeInTheDocument();
    expect(bob.queryByRole('button', { name: /^Propose Match/ })).not.toBeInTheDocument();
  });

  it('proposes from a slot', async () => {
    const { user } = await openCalendar({ theirs: [makeOpponentSlot(BOB, TUESDAY, '18:00', '19:00')] });
    await user.click(screen.getByRole('tab', { name: 'List View' }));
    await user.click(await screen.findByRole('button', { name: /^Propose Match to Bob Jones/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    expect(dialog.getByText('Bob Jones')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send Proposal' })).toBeEnabled();
  });
});

describe('Phone layout (below 768 px)', () => {
  const wide = window.innerWidth;
  afterEach(() => {
    window.innerWidth = wide;
  });

  it("shows one day at a time, with 'Previous day' and 'Next day' crossing into other weeks", async () => {
    window.innerWidth = 375;
    const { user, router } = await openCalendar({ mine: [makeSlot('2030-06-03', '07:00', '08:00')] });
    const grid = screen.getByRole('grid');
    const headers = () =>
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    expect(headers()).toEqual(['Time', 'Sunday, Jun 2']);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(32);

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(headers()).toEqual(['Time', 'Monday, Jun 3']);
    expect(
      within(grid).getByRole('gridcell', { name: 'Monday, Jun 3, 7:00 AM, your availability' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(headers()).toEqual(['Time', 'Saturday, Jun 1']);
    expect(new URLSearchParams(router.state.location.search).get('week')).toBe('2030-05-26');
  });

  it('shows all seven days from 768 px', async () => {
    window.innerWidth = 768;
    await openCalendar();
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Next day' })).not.toBeInTheDocument();
  });
});
