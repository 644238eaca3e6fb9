import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { analyticsRoutes, makeClubMetrics } from './test-data';

const figureOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(
  () => Promise.all([import('./analytics-dashboard-page'), import('./usage-panel'), import('./events-panel')]),
  120_000,
);

describe('the Club tab of the analytics dashboard', () => {
  it('opens first with the club figures, and asks for nothing the other tabs show', async () => {
    const api = installFakeApi(analyticsRoutes());
    renderApp('/admin/analytics');
    // While the figures load, their cards and one row a week hold the space they will take.
    expect(await screen.findByText('Loading the club figures...')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Proposals Sent',
      'Median Time to Answer',
      'Median Days to First Match',
    ]);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(4);
    expect(await screen.findByText('2 accepted (50%)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Club', selected: true })).toBeInTheDocument();
    expect(figureOf('Proposals Sent')).toBe('4');
    expect(screen.getByText('2 accepted (50%)')).toBeInTheDocument();
    expect(figureOf('Median Time to Answer')).toBe('12 hours');
    expect(screen.getByText('3 answered')).toBeInTheDocument();
    expect(figureOf('Median Days to First Match')).toBe('5.5 days');
    expect(screen.getByText('Mar 2, 2026 to Mar 15, 2026, days counted in Chicago time.')).toBeInTheDocument();
    const weeks = within(screen.getByRole('table', { name: 'Active players per week' }))
      .getAllByRole('row')
      .slice(1);
    expect(weeks.map((row) => row.textContent)).toEqual(['Mar 2, 20264', 'Mar 9, 20263']);

    expect(api.callsTo('GET', 'analytics/club')[0]?.query.get('days')).toBe('30');
    expect(api.callsTo('GET', 'analytics/metrics')).toHaveLength(0);
    expect(api.callsTo('GET', 'analytics/events')).toHaveLength(0);
  });

  it('asks for another range, and moves to the Events tab in the address', async () => {
    const api = installFakeApi(analyticsRoutes());
    const { user, router } = renderApp('/admin/analytics');
    await screen.findByText('2 accepted (50%)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), '7');
    await vi.waitFor(() => expect(api.callsTo('GET', 'analytics/club')[1]?.query.get('days')).toBe('7'));

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByRole('table', { name: 'Recent events' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Most used features' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=events');
    expect(screen.queryByText('Proposals Sent', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to take a median of', async () => {
    installFakeApi(
      analyticsRoutes({
        'GET analytics/club': {
          body: makeClubMetrics({
            time_zone: 'UTC',
            proposals_sent: 0,
            proposals_accepted: 0,
            acceptance_rate: null,
            answered_proposals: 0,
            median_hours_to_answer: null,
            first_matches: 0,
            median_days_to_first_match: null,
          }),
        },
      }),
    );
    renderApp('/admin/analytics');
    expect(await screen.findByText('No proposals sent')).toBeInTheDocument();
    expect(figureOf('Median Time to Answer')).toBe('—');
    expect(figureOf('Median Days to First Match')).toBe('—');
    expect(screen.getByText('Mar 2, 2026 to Mar 15, 2026, days counted in UTC.')).toBeInTheDocument();
  });

  it("shows 'Failed to load analytics data' when the figures cannot be read, and reads them again", async () => {
    let attempts = 0;
    installFakeApi(
      analyticsRoutes({
        'GET analytics/club': () => (++attempts === 1 ? { status: 502 } : { body: makeClubMetrics() }),
      }),
    );
    const { user } = renderApp('/admin/analytics');
    const alert = await screen.findByText('Failed to load analytics data');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('An unexpected error occurred');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('2 accepted (50%)')).toBeInTheDocument();
  });
});
