import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { HEALTH_REFRESH_INTERVAL_MS } from './api';
import { SystemHealthPanel } from './system-health-panel';
import { analyticsRoutes, makeHealth, makePerformance } from './test-data';

async function openPanel(routes: Parameters<typeof analyticsRoutes>[0] = {}) {
  const api = installFakeApi(analyticsRoutes(routes));
  const view = renderWithProviders(<SystemHealthPanel />);
  const panel = screen.getByRole('region', { name: 'System Health' });
  return { ...view, api, panel };
}

/** A summary figure: the dd after its dt. */
const summaryOf = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** A badge's text and the colour its dot shows. */
const badge = (element: HTMLElement) => {
  const root = element.closest('[data-tone]') ?? element.querySelector('[data-tone]');
  return { text: root?.textContent, tone: root?.getAttribute('data-tone') };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('system health panel', () => {
  it('shows the status, check time, total events, last check, every check and the timed queries', async () => {
    const { panel } = await openPanel();
    await within(panel).findByText('Healthy');
    expect(badge(summaryOf(panel, 'Status'))).toEqual({ text: 'Healthy', tone: 'green' });
    // 250 ms is over the 200 ms a health check may take to count as a success.
    expect(badge(summaryOf(panel, 'Health check time'))).toEqual({ text: '250 ms, slow', tone: 'orange' });
    expect(summaryOf(panel, 'Total events')).toHaveTextContent('98,765');
    expect(summaryOf(panel, 'Last checked')).toHaveTextContent('Mar 10, 2025, 12:34:56 PM');

    const checks = within(within(panel).getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(checks.map((check) => check.textContent)).toEqual([
      'DatabaseOK2.5 ms, fastDatabase connection is healthy',
      'Analytics eventsOK140 ms, slowAnalytics events are readable (98,765 events)',
      'RetentionWarning620 ms, very slowPruning is behind',
    ]);
    const toneIn = (check: HTMLElement | undefined) =>
      Array.from((check as HTMLElement).querySelectorAll('[data-tone]')).map((element) =>
        element.getAttribute('data-tone'),
      );
    expect(toneIn(checks[0])).toEqual(['green', 'green']);
    expect(toneIn(checks[1])).toEqual(['green', 'orange']);
    expect(toneIn(checks[2])).toEqual(['orange', 'red']);

    const metrics = within(within(panel).getByRole('list', { name: 'Performance metrics' })).getAllByRole('listitem');
    expect(metrics.map((metric) => metric.textContent)).toEqual([
      'Daily active users30 rows12 ms, fast',
      'Top features15 rows480 ms, slow',
      'Recent events1 row1,500 ms, very slow',
    ]);
    expect(metrics.map((metric) => badge(metric.querySelector('[data-tone]') as HTMLElement).tone)).toEqual([
      'green',
      'orange',
      'red',
    ]);
    expect(within(panel).getByText(/timed just now over 98,765 events/)).toBeInTheDocument();
  });

  it('shows a degraded or unhealthy status in its colour', async () => {
    const { panel } = await openPanel({
      'GET analytics/health': { body: makeHealth({ status: 'unhealthy', performance: { health_check_time_ms: 90 } }) },
    });
    await within(panel).findByText('Unhealthy');
    expect(badge(summaryOf(panel, 'Status')).tone).toBe('red');
    expect(badge(summaryOf(panel, 'Health check time'))).toEqual({ text: '90 ms, fast', tone: 'green' });
  });

  it('checks the health again every 120000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, panel } = await openPanel();
    await within(panel).findByText('Healthy');
    const healthCalls = () => api.callsTo('GET', 'analytics/health').length;
    expect(healthCalls()).toBe(1);

    expect(HEALTH_REFRESH_INTERVAL_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(110_000);
    expect(healthCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(healthCalls()).toBe(2));
    await vi.advanceTimersByTimeAsync(120_000);
    await vi.waitFor(() => expect(healthCalls()).toBe(3));
  });

  it('Refresh asks again for health and performance, busy until both answer', async () => {
    let healthCalls = 0;
    let answer: (response: FakeResponse) => void = () => {};
    const { api, panel, user } = await openPanel({
      'GET analytics/health': () => {
        healthCalls += 1;
        if (healthCalls === 1) return { body: makeHealth() };
        return new Promise<FakeResponse>((resolve) => {
          answer = resolve;
        });
      },
    });
    await within(panel).findByText('Healthy');
    const refresh = within(panel).getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(refresh).toHaveAttribute('data-loading');
    // The figures already shown stay while the new ones come.
    expect(within(panel).getByText('Healthy')).toBeInTheDocument();
    expect(api.callsTo('GET', 'analytics/performance')).toHaveLength(2);

    answer({ body: makeHealth({ status: 'degraded' }) });
    expect(await within(panel).findByText('Degraded')).toBeInTheDocument();
    expect(badge(summaryOf(panel, 'Status')).tone).toBe('orange');
    expect(refresh).not.toHaveAttribute('data-loading');
    expect(healthCalls).toBe(2);
  });

  it("says 'Failed to load system health data' in the panel, still showing the performance", async () => {
    const { panel } = await openPanel({ 'GET analytics/health': { status: 500, body: { error: 'down' } } });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load system health data');
    expect(await within(panel).findByRole('list', { name: 'Performance metrics' })).toBeInTheDocument();
    expect(within(panel).queryByText('Status', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says the same when the performance figures fail, still showing the health', async () => {
    const { panel } = await openPanel({ 'GET analytics/performance': { status: 500, body: { error: 'down' } } });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load system health data');
    expect(await within(panel).findByText('Healthy')).toBeInTheDocument();
  });

  it('recovers with Refresh after a failure', async () => {
    let healthCalls = 0;
    const { panel, user } = await openPanel({
      'GET analytics/health': () => {
        healthCalls += 1;
        return healthCalls === 1 ? { status: 503, body: { error: 'down' } } : { body: makeHealth() };
      },
      'GET analytics/performance': { body: makePerformance() },
    });
    await within(panel).findByRole('alert');
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(await within(panel).findByText('Healthy')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});
