import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startOfWeek, weekDates } from '@courtside/shared/availability/index';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { paths } from '@/lib/paths';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import { formatWeekRange } from './calendar-time';
import { LEAGUE_ID, WEEK, installCalendarApi, makeMyDivision, makeSlot, TUESDAY } from './test-data';
import { todayIn } from './use-calendar-week';

const schedule = (week?: string) => `${paths.leagueSchedule(LEAGUE_ID)}${week === undefined ? '' : `?week=${week}`}`;

async function openCalendar(path = schedule(WEEK), data: Parameters<typeof installCalendarApi>[0] = {}) {
  const api = installCalendarApi(data);
  const view = renderApp(path);
  const grid = await screen.findByRole('grid');
  return { ...view, api, grid };
}

const dayHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => header.textContent);

const thisWeek = () => startOfWeek(todayIn(viewerTimeZone()))!;

describe('Weekly calendar page', () => {
  it('shows the week named by ?week= and states the time zone', async () => {
    const { grid } = await openCalendar();
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly Calendar' })).toBeInTheDocument();
    expect(dayHeaders(grid)).toEqual([
      'Sun Jun 2',
      'Mon Jun 3',
      'Tue Jun 4',
      'Wed Jun 5',
      'Thu Jun 6',
      'Fri Jun 7',
      'Sat Jun 8',
    ]);
    expect(screen.getByText('Week of Jun 2 – Jun 8, 2030', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(`Times are shown in your time zone (${viewerTimeZone()}).`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Calendar View', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'List View' })).toBeInTheDocument();
  });

  it("keeps the league and division line's place while the division loads, so the page below does not move", async () => {
    // The route loader's try fails, so the page is drawn and asks again itself.
    let tries = 0;
    let sendDivision: () => void = () => {};
    const divisionSent = new Promise<void>((resolve) => (sendDivision = resolve));
    installCalendarApi(
      {},
      {
        'GET divisions/getMyDivision': async () => {
          if (++tries === 1) return { status: 503, body: { error: 'busy' } };
          await divisionSent;
          return { body: makeMyDivision() };
        },
      },
    );
    renderApp(schedule(WEEK));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Weekly Calendar' });
    const line = () => heading.nextElementSibling;
    expect(line()?.textContent).toBe('\u00a0');
    expect(line()?.querySelector('[aria-hidden="true"]')).not.toBeNull();

    sendDivision();
    expect(await screen.findByText('Spring Singles · Gold')).toBe(line());
  });

  it('shows the week holding a mid-week date, and this week for a date that is not one', async () => {
    const first = await openCalendar(schedule('2030-06-05'));
    expect(dayHeaders(first.grid)[0]).toBe('Sun Jun 2');
    first.unmount();

    await openCalendar(schedule('2030-02-30'));
    const range = formatWeekRange(weekDates(thisWeek())!);
    expect(screen.getByText(`Week of ${range}`, { selector: 'p' })).toBeInTheDocument();
  });

  it('moves the week with Previous, Next and Go To Today and keeps it in ?week=', async () => {
    const { user, router } = await openCalendar();
    const week = () => new URLSearchParams(router.state.location.search).get('week');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(week()).toBe('2030-06-09');
    expect(await screen.findByRole('columnheader', { name: 'Sun Jun 9' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(week()).toBe('2030-05-26');
    expect(await screen.findByRole('columnheader', { name: 'Sat Jun 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go To Today' }));
    expect(week()).toBe(thisWeek());
  });

  it('opens on this week without ?week=', async () => {
    const { grid } = await openCalendar(schedule());
    const today = todayIn(viewerTimeZone());
    const columnOfToday = within(grid)
      .getAllByRole('columnheader')
      .findIndex((header) => header.getAttribute('aria-current') === 'date');
    expect(columnOfToday).toBe(weekDates(thisWeek())!.indexOf(today) + 1);
  });

  it('has 32 half-hour rows from 6:00 to 22:00 under a header row', async () => {
    const { grid } = await openCalendar();
    const rowHeaders = within(grid).getAllByRole('rowheader');
    expect(within(grid).getAllByRole('row')).toHaveLength(33);
    expect(rowHeaders).toHaveLength(32);
    expect(rowHeaders.slice(0, 3).map((header) => header.textContent)).toEqual(['6:00 AM', '6:30 AM', '7:00 AM']);
    expect(rowHeaders.at(-1)).toHaveTextContent('9:30 PM');
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(32 * 7);
  });

  it('has a legend with the seven kinds', async () => {
    await openCalendar();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your Availability',
      'Opponent Available',
      'Overlapping Availability',
      'Has Proposals',
      'Scheduled Matches',
      'Completed Matches',
      'Retired Matches',
    ]);
  });

  it('is one tab stop: arrow keys move between cells and Enter opens one', async () => {
    const { user, grid } = await openCalendar(schedule(WEEK), { mine: [makeSlot(TUESDAY, '06:00', '07:00')] });
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(focusable).toHaveLength(1);

    focusable[0]!.focus();
    expect(document.activeElement).toHaveAccessibleName('Sunday, Jun 2, 6:00 AM, no availability');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, Jun 4, 6:30 AM, your availability');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Saturday, Jun 8, 6:30 AM, no availability');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toHaveAccessibleName('Saturday, Jun 8, 9:30 PM, no availability');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Add Availability' })).toBeInTheDocument();
  });

  it('says when the week is empty', async () => {
    await openCalendar();
    expect(
      screen.getByText('Nothing on your calendar this week. Choose a time to add your availability.'),
    ).toBeInTheDocument();
  });

  it('is also the page at /availability', async () => {
    installCalendarApi();
    renderApp(`${paths.leagueAvailability(LEAGUE_ID)}?week=${WEEK}`);
    expect(await screen.findByRole('grid', { name: 'Week of Jun 2 – Jun 8, 2030' })).toBeInTheDocument();
  });

  it('says so for an address that cannot name a league', async () => {
    installCalendarApi();
    renderApp('/leagues/abc/schedule');
    expect(await screen.findByText('League not found.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows a loader while it asks again for availability the first try could not read', async () => {
    // The route loader's try fails; the page's own request never answers.
    let tries = 0;
    installCalendarApi(
      {},
      {
        'GET availability/leagueAvailability': () =>
          ++tries === 1 ? { status: 503, body: { error: 'busy' } } : new Promise<never>(() => {}),
      },
    );
    renderApp(schedule(WEEK));
    expect(await screen.findByText('Loading availability...')).toBeInTheDocument();
  });

  it("toasts 'Failed to load availability data' and offers Try Again when it cannot load", async () => {
    installCalendarApi({}, { 'GET availability/leagueAvailability': { status: 500, body: { error: 'boom' } } });
    renderApp(schedule(WEEK));
    expect(await findToast('Failed to load availability data')).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('There was an unexpected error. Please try again later.'));
    expect(alert).toHaveTextContent('Failed to load availability data');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
