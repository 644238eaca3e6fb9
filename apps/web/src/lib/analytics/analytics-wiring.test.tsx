import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventInput } from '@courtside/shared/schemas/analytics';
import { RouteErrorPage } from '@/app/route-error-page';
import { recordLeagueJoined, recordMatchScheduled, recordMatchScoreSubmitted } from '@/lib/analytics-events';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp, renderAppInBrowserHistory, renderRoutes } from '@/test/render';
import { installAnalytics } from './install';
import { flushAnalytics } from './track';
import { pageViewTag } from './use-page-view-tracking';

/** A fake server that also takes analytics; `events()` is every event it received, in order. */
function fakeServer(user: 'anonymous' | 'player' | 'admin') {
  const api = installFakeApi({
    'GET users/me':
      user === 'anonymous' ? { status: 401, body: { error: 'unauthorized' } } : { body: makeUser({ user_type: user }) },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [] },
    'GET matches/mine': { body: [] },
    'POST analytics/post': { body: { received: 1, user_id: null } },
  });
  const events = () => api.callsTo('POST', 'analytics/post').flatMap((call) => call.body as AnalyticsEventInput[]);
  const summary = () => events().map(({ event_type, tag, page }) => ({ event_type, tag, page }));
  return { ...api, events, summary };
}

describe('page view tags', () => {
  it.each([
    ['League Standings', 'navigation.league-standings'],
    ['Register for a League', 'navigation.register-for-a-league'],
    ['Match Score Entry', 'navigation.match-score-entry'],
    [undefined, 'navigation.page'],
    ['!!!', 'navigation.page'],
  ])('names %s as %s', (title, tag) => {
    expect(pageViewTag(title)).toBe(tag);
  });
});

describe('analytics in the running app', () => {
  it('records the first page, the header click and the next page, pathnames only', async () => {
    installAnalytics();
    const server = fakeServer('admin');
    const { user } = renderAppInBrowserHistory('/dashboard?welcome=1');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(server.summary()).toHaveLength(1));

    await user.click(within(nav).getByRole('link', { name: 'Admin' }));
    await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 });

    // Urgent tags: no flush is forced here, they went out on their own after 50 ms.
    await waitFor(() =>
      expect(server.summary()).toEqual([
        { event_type: 'page_view', tag: 'navigation.dashboard', page: '/dashboard' },
        // Recorded on the page it was clicked on, before the router moved on.
        { event_type: 'click', tag: 'navigation.header.admin', page: '/dashboard' },
        { event_type: 'page_view', tag: 'navigation.admin-dashboard', page: '/admin/dashboard' },
      ]),
    );
    expect(server.events()[0]?.metadata).toEqual({ title: 'Dashboard' });
    expect(server.events()[2]?.metadata).toEqual({ title: 'Admin Dashboard' });
  });

  it('records a page without a title as navigation.page, and no page view for a new query string', async () => {
    installAnalytics();
    const server = fakeServer('anonymous');
    const { router } = renderAppInBrowserHistory('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(server.summary()).toHaveLength(1));

    await router.navigate('/?from=ad');
    await router.navigate('/sign-in');
    await screen.findByRole('heading', { name: /sign in/i, level: 1 });
    await waitFor(() => expect(server.summary()).toHaveLength(2));
    expect(server.events()).toMatchObject([
      { event_type: 'page_view', tag: 'navigation.page', page: '/' },
      { event_type: 'page_view', tag: 'navigation.sign-in', page: '/sign-in', metadata: { title: 'Sign In' } },
    ]);
    expect(server.events()[0]).not.toHaveProperty('metadata');
  });

  it('records an admin card click by its tag', async () => {
    installAnalytics();
    const server = fakeServer('admin');
    const { user } = renderAppInBrowserHistory('/admin/dashboard');
    const cards = await screen.findAllByRole('link', { name: /^(Manage|View) / });
    expect(cards.map((card) => card.getAttribute('data-analytics'))).toEqual([
      'admin.card.users',
      'admin.card.leagues',
      'admin.card.locations',
      'admin.card.feedback',
      'admin.card.outbox',
      'admin.card.analytics',
      'admin.card.invite-codes',
    ]);

    await user.click(screen.getByRole('link', { name: 'Manage Users' }));
    await waitFor(() =>
      expect(server.summary()).toContainEqual({
        event_type: 'click',
        tag: 'admin.card.users',
        page: '/admin/dashboard',
      }),
    );
  });

  it('sends nothing when analytics was never installed', async () => {
    const server = fakeServer('admin');
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    await flushAnalytics();
    expect(server.callsTo('POST', 'analytics/post')).toEqual([]);
  });
});

describe('header tags', () => {
  it('tags every header item', async () => {
    fakeServer('admin');
    // A league sub-page the app does not have yet: the header shows League Home, the page asks for nothing.
    renderApp('/leagues/3/someday');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const tagged = Array.from(nav.querySelectorAll('a, button'), (element) => [
      element.textContent,
      element.getAttribute('data-analytics'),
    ]);
    expect(tagged).toEqual([
      ['Feedback', 'user.feedback.open'],
      ['Back', 'navigation.header.back'],
      ['Home', 'navigation.header.home'],
      ['League Home', 'navigation.header.league-home'],
      ['Admin', 'navigation.header.admin'],
      ['Profile', 'navigation.header.profile'],
      ['Logout', 'navigation.header.logout'],
    ]);
  });
});

describe('click tracking', () => {
  it('records a click inside an element with data-analytics by that tag, and nothing for other clicks', async () => {
    installAnalytics();
    const server = fakeServer('anonymous');
    window.history.replaceState(null, '', '/somewhere');
    render(
      <div>
        <button type="button" data-analytics="league.home.standings">
          <span>View Standings</span>
        </button>
        <button type="button">Untracked</button>
      </div>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByText('View Standings'));
    await user.click(screen.getByRole('button', { name: 'Untracked' }));
    await flushAnalytics();

    expect(server.events()).toEqual([
      { event_type: 'click', tag: 'league.home.standings', page: '/somewhere', timestamp: expect.any(String) },
    ]);
  });
});

describe('the route error boundary', () => {
  it('records one error.boundary event with the error name and the first 500 characters of its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAnalytics();
    const server = fakeServer('anonymous');
    const message = `${'x'.repeat(499)}yz`;
    function BrokenPage(): never {
      throw new RangeError(message);
    }
    renderRoutes([{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorPage /> }], '/');
    await screen.findByRole('heading', { name: 'Something went wrong.' });
    await flushAnalytics();

    expect(server.events()).toMatchObject([
      { event_type: 'error', tag: 'error.boundary', metadata: { name: 'RangeError', message: `${'x'.repeat(499)}y` } },
    ]);
  });
});

describe('the named product events', () => {
  it('send league_joined, match_score_submitted and match_scheduled as custom events with their ids', async () => {
    installAnalytics();
    const server = fakeServer('anonymous');
    recordLeagueJoined(7);
    recordMatchScoreSubmitted(41);
    recordMatchScheduled(42);
    await flushAnalytics();

    expect(server.events()).toMatchObject([
      { event_type: 'custom', tag: 'league_joined', metadata: { league_id: 7 } },
      { event_type: 'custom', tag: 'match_score_submitted', metadata: { match_id: 41 } },
      { event_type: 'custom', tag: 'match_scheduled', metadata: { match_id: 42 } },
    ]);
  });
});
