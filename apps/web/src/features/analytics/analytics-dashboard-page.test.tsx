import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventDto } from '@courtside/shared/schemas/analytics';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { analyticsRoutes, quietChartSizeWarnings, makeDays, makeEvent, makeEvents, makeMetrics } from './test-data';

/** The dashboard at one of its tabs: Events (the raw tags and events) unless told, or Usage (cards and chart). */
async function openDashboard(routes: Parameters<typeof analyticsRoutes>[0] = {}, tab: 'events' | 'usage' = 'events') {
  const api = installFakeApi(analyticsRoutes(routes));
  const view = renderApp(`/admin/analytics?tab=${tab}`);
  if (tab === 'events') await screen.findByRole('table', { name: 'Recent events' });
  else await screen.findByText('Total Events', { selector: 'dt' });
  return { ...view, api };
}

/** A metric card's figure: the dd after its dt. */
const figureOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const eventRows = () =>
  within(screen.getByRole('table', { name: 'Recent events' }))
    .getAllByRole('row')
    .slice(1);

/** user-event brings its own clipboard; a test that checks copying replaces it after rendering. */
function stubClipboard(writeText = vi.fn(async (_text: string) => {})) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

// The page's code (and the charts library with it) is compiled on its first import, which the router makes lazily
// inside the first test; on a busy machine that alone outlasted the first test's wait for the page. Loaded here,
// with time of its own, every test waits only for what it checks.
beforeAll(
  () => Promise.all([import('./analytics-dashboard-page'), import('./usage-panel'), import('./events-panel')]),
  120_000,
);

beforeEach(() => {
  quietChartSizeWarnings();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics dashboard', () => {
  it('shows the title, the three metric cards with separators and the period', async () => {
    await openDashboard({}, 'usage');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(figureOf('Total Events')).toBe('12,345');
    expect(figureOf('Total Active Users')).toBe('1,234');
    expect(figureOf('Active Features')).toBe('17');
    expect(screen.getByText('Feb 9, 2025 to Mar 10, 2025, in UTC days.')).toBeInTheDocument();
  });

  it('asks for the last 30 UTC days by default with limit 15, and for 7 or 90 days when the range changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-10T23:30:00Z') });
    const { api, user } = await openDashboard();
    const metricsQueries = () => api.callsTo('GET', 'analytics/metrics').map((call) => call.query);
    expect(metricsQueries()).toHaveLength(1);
    expect(Object.fromEntries(metricsQueries()[0] ?? [])).toEqual({
      start_date: '2025-02-09',
      end_date: '2025-03-10',
      limit: '15',
    });

    const select = screen.getByRole('combobox', { name: 'Time range' });
    expect(select).toHaveValue('30');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);

    await user.selectOptions(select, '7');
    await vi.waitFor(() => expect(metricsQueries()).toHaveLength(2));
    expect(metricsQueries()[1]?.get('start_date')).toBe('2025-03-04');
    expect(metricsQueries()[1]?.get('end_date')).toBe('2025-03-10');

    await user.selectOptions(select, '90');
    await vi.waitFor(() => expect(metricsQueries()).toHaveLength(3));
    expect(metricsQueries()[2]?.get('start_date')).toBe('2024-12-11');
    expect(metricsQueries()[2]?.get('limit')).toBe('15');
    // The events are the latest 100 whatever the range: asked for once.
    expect(api.callsTo('GET', 'analytics/events')).toHaveLength(1);
    expect(api.callsTo('GET', 'analytics/events')[0]?.query.get('limit')).toBe('100');
  });

  it("shows the new range's figures once they arrive", async () => {
    const { user } = await openDashboard(
      {
        'GET analytics/metrics': (call) =>
          call.query.get('start_date') === dateDaysBefore(call.query.get('end_date'), 6)
            ? { body: makeMetrics({ total_events: 7, daily_active_users: makeDays(7) }) }
            : { body: makeMetrics() },
      },
      'usage',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), '7');
    await vi.waitFor(() => expect(figureOf('Total Events')).toBe('7'));
  });

  it('draws the daily active users as a named chart with every day in a table for screen readers', async () => {
    await openDashboard(
      {
        'GET analytics/metrics': {
          body: makeMetrics({ daily_active_users: makeDays(30, '2025-03-10', (index) => (index === 3 ? 1234 : 2)) }),
        },
      },
      'usage',
    );
    const chart = screen.getByRole('region', { name: 'Daily Active Users' });
    expect(within(chart).getByRole('img', { name: 'Bar chart of daily active users, Feb 9, 2025 to Mar 10, 2025' }));
    expect(
      within(chart).getByText('Busiest day: Feb 12, 2025 with 1,234 active users. Average: 43.1 a day.'),
    ).toBeInTheDocument();
    const table = within(chart).getByRole('table', { name: 'Daily active users by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[3] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Feb 12, 2025');
    expect(within(rows[3] as HTMLElement).getByRole('cell')).toHaveTextContent('1,234');
  });

  it('lists only the top 10 of the features returned, each with its category, users and uses', async () => {
    await openDashboard();
    const list = screen.getByRole('list', { name: 'Most used features' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('navigation.page_view');
    expect(items[0]).toHaveTextContent('navigation');
    expect(items[0]).toHaveTextContent('100 unique users · 5,000 uses');
    expect(items[1]).toHaveTextContent('league');
    expect(items[9]).toHaveTextContent('feature_10.click');
    expect(items[9]).toHaveTextContent('other');
    expect(list).not.toHaveTextContent('feature_11.click');
  });

  it('shows the first 50 of the 100 events fetched, with the user or Anonymous', async () => {
    const events = makeEvents(100);
    events[1] = makeEvent(2, { user_id: null, user_email: null, event_type: 'page_view', page: '' });
    await openDashboard({ 'GET analytics/events': { body: events } });
    const rows = eventRows();
    expect(rows).toHaveLength(50);
    expect(screen.getByText(/The latest 50 of the last 100 events, newest first/)).toBeInTheDocument();
    const cells = (row: Element | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual([
      'Mar 10, 2025, 11:59:59 AM',
      'click',
      'tag_1.click',
      '/page/1',
      'serena@example.com',
      'Details',
    ]);
    expect(cells(rows[1]).slice(1, 5)).toEqual(['page_view', 'tag_2.click', '–', 'Anonymous']);
    expect(cells(rows[49])[2]).toBe('tag_50.click');
    expect(screen.queryByText('tag_51.click')).not.toBeInTheDocument();
  });

  it('opens the details of a clicked row with every field, and Escape closes them', async () => {
    const event = makeEvent(7, { event_type: 'error', metadata: { message: 'Boom', league_id: 3 } });
    const { user } = await openDashboard({ 'GET analytics/events': { body: [makeEvent(6), event] } });
    await user.click(within(eventRows()[1] as HTMLElement).getByText('tag_7.click'));

    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });
    expect(fieldsOf(dialog)).toEqual({
      ID: '7',
      Type: 'error',
      Tag: 'tag_7.click',
      Page: '/page/7',
      'User ID': '7',
      'User Email': 'serena@example.com',
      Time: `Mar 10, 2025, 11:59:53 AM (${event.timestamp})`,
      Metadata: '{\n  "message": "Boom",\n  "league_id": 3\n}',
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the details from the keyboard with Enter or Space on the row’s Details button', async () => {
    const { user } = await openDashboard({ 'GET analytics/events': { body: [makeEvent(1), makeEvent(2)] } });
    const details = screen.getByRole('button', { name: 'Details tag_2.click at Mar 10, 2025, 11:59:58 AM' });
    details.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });
    expect(fieldsOf(dialog).Tag).toBe('tag_2.click');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    screen.getByRole('button', { name: /^Details tag_1\.click/ }).focus();
    await user.keyboard(' ');
    expect(fieldsOf(await screen.findByRole('dialog', { name: 'Event Details' })).Tag).toBe('tag_1.click');
  });

  it('copies a value or the whole event, and says so', async () => {
    const event = makeEvent(4, { metadata: { league_id: 9 } });
    const { user } = await openDashboard({ 'GET analytics/events': { body: [event] } });
    const writeText = stubClipboard();
    await user.click(eventRows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });

    await user.click(within(dialog).getByRole('button', { name: 'Copy Tag' }));
    expect(writeText).toHaveBeenLastCalledWith('tag_4.click');
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy Metadata' }));
    expect(writeText).toHaveBeenLastCalledWith('{\n  "league_id": 9\n}');

    await user.click(within(dialog).getByRole('button', { name: 'Copy as JSON' }));
    expect(JSON.parse(writeText.mock.lastCall?.[0] ?? '') as AnalyticsEventDto).toEqual(event);
  });

  it('offers no copy button for a missing value', async () => {
    const { user } = await openDashboard({
      'GET analytics/events': { body: [makeEvent(4, { user_id: null, user_email: null })] },
    });
    await user.click(eventRows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });
    expect(within(dialog).getByRole('button', { name: 'Copy Page' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy User ID' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copy Metadata' })).not.toBeInTheDocument();
  });

  it('says when copying fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openDashboard({ 'GET analytics/events': { body: [makeEvent(4)] } });
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    await user.click(eventRows()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy ID' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });

  it('says when a period or the whole store has no events', async () => {
    installFakeApi(
      analyticsRoutes({
        'GET analytics/metrics': {
          body: makeMetrics({
            total_events: 0,
            total_active_users: 0,
            active_features: 0,
            daily_active_users: makeDays(30, '2025-03-10', () => 0),
            top_features: [],
          }),
        },
        'GET analytics/events': { body: [] },
      }),
    );
    const { user } = renderApp('/admin/analytics?tab=events');
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
    // The features list says so; the chart, on the Usage tab, says so too.
    expect(screen.getAllByText('No events in this period.')).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Recent events' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(await screen.findByText('No events in this period.')).toBeInTheDocument();
    expect(figureOf('Total Events')).toBe('0');
  });

  it("shows 'Failed to load analytics data' with Try Again, which loads the dashboard", async () => {
    let attempts = 0;
    installFakeApi(
      analyticsRoutes({
        'GET analytics/metrics': () => {
          attempts += 1;
          return attempts === 1 ? { status: 500, body: { error: 'boom' } } : { body: makeMetrics() };
        },
      }),
    );
    const { user } = renderApp('/admin/analytics?tab=usage');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load analytics data');
    expect(screen.queryByText('Total Events')).not.toBeInTheDocument();
    // The health panel is on its own and still reports.
    expect(await screen.findByText('Healthy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Total Events', { selector: 'dt' })).toBeInTheDocument();
    expect(figureOf('Total Events')).toBe('12,345');
    expect(screen.queryByText('Failed to load analytics data')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the error view when the events fail too, and Try Again asks again only for what failed', async () => {
    let eventAttempts = 0;
    const api = installFakeApi(
      analyticsRoutes({
        'GET analytics/events': () => {
          eventAttempts += 1;
          return eventAttempts === 1 ? { status: 403, body: { error: 'Access denied.' } } : { body: makeEvents(3) };
        },
      }),
    );
    const { user } = renderApp('/admin/analytics?tab=events');
    expect(await screen.findByText('Failed to load analytics data')).toBeInTheDocument();
    expect(screen.getByText('Access denied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Recent events' })).toBeInTheDocument();
    expect(eventRows()).toHaveLength(3);
    expect(api.callsTo('GET', 'analytics/metrics')).toHaveLength(1);
  });

  it('keeps the dashboard when only the health check fails', async () => {
    await openDashboard({ 'GET analytics/health': { status: 500, body: { error: 'down' } } });
    const panel = screen.getByRole('region', { name: 'System Health' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load system health data');
    expect(screen.getByRole('list', { name: 'Most used features' })).toBeInTheDocument();
    expect(eventRows()).toHaveLength(50);
  });
});

/** The dialog's label/value pairs. */
function fieldsOf(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

function dateDaysBefore(day: string | null, days: number): string {
  return new Date(Date.parse(`${day ?? ''}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
