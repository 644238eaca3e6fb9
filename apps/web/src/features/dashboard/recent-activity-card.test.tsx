import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recentActivityItem, type RecentActivityItem } from '@courtside/shared/schemas/recent-activity';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { renderApp, renderWithProviders } from '@/test/render';
import { RecentActivityCard } from './recent-activity-card';

const LEAGUE = { league_id: 4, league_name: 'Spring Singles' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let nextKey = 1;
function item(fields: Partial<RecentActivityItem> & Pick<RecentActivityItem, 'kind'>): RecentActivityItem {
  return recentActivityItem.parse({
    key: `${fields.kind}:${nextKey++}`,
    at: minutesAgo(5),
    ...LEAGUE,
    division_name: 'Gold',
    match_id: null,
    home_name: null,
    away_name: null,
    my_side: null,
    winner: null,
    status: null,
    set_scores: [],
    scoring_format: 'best_of_three',
    match_datetime: null,
    player_name: null,
    league_status: null,
    ...fields,
  });
}
const STRAIGHT_SETS = [
  { set_number: 1, home_games: 6, away_games: 4 },
  { set_number: 2, home_games: 6, away_games: 3 },
];
const result = (fields: Partial<RecentActivityItem>) =>
  item({
    kind: 'result_confirmed',
    match_id: 31,
    home_name: 'Serena Smith',
    away_name: 'Bob Jones',
    winner: 'home',
    status: 'normal',
    set_scores: STRAIGHT_SETS,
    ...fields,
  });

function openDashboard(activity: FakeResponse | (() => FakeResponse | Promise<FakeResponse>)) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [makePlayer()] },
    'GET matches/mine': { body: [] },
    'GET match-proposals/get': { body: [] },
    'GET leagues/all': { body: [] },
    'GET leagues/recentActivity': activity,
  });
  return { api, ...renderApp('/dashboard') };
}

const card = async () => within(await screen.findByRole('region', { name: 'Recent Activity' }));
/** Each entry as its label, text and the line below, and where its link leads. */
async function entries() {
  const list = await (await card()).findByRole('list', { name: 'Recent activity in your leagues' });
  return within(list)
    .getAllByRole('listitem')
    .map((entry) => ({
      lines: [...entry.children].map((line) => line.textContent),
      href: within(entry).getByRole('link').getAttribute('href'),
    }));
}

describe('Recent Activity', () => {
  it('tells each result from my side, or names both players, with the score from the winner and a link to the match', async () => {
    const latest = result({ my_side: 'home', at: minutesAgo(0) });
    openDashboard({
      body: [
        latest,
        result({ my_side: 'away', kind: 'result_entered', at: minutesAgo(20) }),
        result({
          home_name: 'Ann Lee',
          winner: 'away',
          kind: 'dispute_resolved',
          set_scores: [
            { set_number: 1, home_games: 4, away_games: 6 },
            { set_number: 2, home_games: 3, away_games: 6 },
          ],
          at: minutesAgo(180),
        }),
        result({
          home_name: 'Ann Lee',
          winner: 'away',
          status: 'home_retired',
          set_scores: [{ set_number: 1, home_games: 2, away_games: 4 }],
          at: minutesAgo(60 * 24 * 3),
        }),
      ],
    });
    const shown = await entries();
    expect(shown.map((entry) => entry.lines.slice(0, 2))).toEqual([
      ['Confirmed', 'You beat Bob Jones 6-4, 6-3'],
      ['Result', 'Serena Smith beat you 6-4, 6-3'],
      ['Ruling', 'Bob Jones beat Ann Lee 6-4, 6-3'],
      ['Confirmed', 'Bob Jones beat Ann Lee 4-2 (Ann Lee retired)'],
    ]);
    expect(shown[0]!.lines[2]).toBe('Spring Singles · Gold · Just now');
    expect(shown[1]!.lines[2]).toBe('Spring Singles · Gold · 20 min ago');
    expect(shown.every((entry) => entry.href === '/leagues/4/match/31/score')).toBe(true);
    // The exact moment is there for anyone who wants it.
    const first = (await card()).getAllByRole('listitem')[0]!;
    expect(first.querySelector('time')).toHaveAttribute('datetime', latest.at);
  });

  it('tells of schedules, placements, newcomers and league steps, each linking where it can be seen', async () => {
    const when = '2026-06-03T17:30:00.000Z';
    openDashboard({
      body: [
        item({
          kind: 'match_scheduled',
          match_id: 8,
          home_name: 'Ann Lee',
          away_name: 'Bob Jones',
          match_datetime: when,
        }),
        item({
          kind: 'match_rescheduled',
          match_id: 9,
          home_name: 'Serena Smith',
          away_name: 'Bob Jones',
          my_side: 'home',
          match_datetime: when,
        }),
        item({ kind: 'player_joined', player_name: 'Cara Lee' }),
        item({ kind: 'placed_in_division' }),
        item({ kind: 'league_status', division_name: null, league_status: 'active' }),
        item({ kind: 'league_status', division_name: null, league_status: 'pending_start', league_id: 5 }),
        item({ kind: 'league_status', division_name: null, league_status: 'completed', league_id: 6 }),
      ],
    });
    const shown = await entries();
    expect(shown.map((entry) => [...entry.lines.slice(0, 2), entry.href])).toEqual([
      ['Scheduled', 'Ann Lee vs Bob Jones: Wednesday, Jun 3 at 5:30 PM', '/leagues/4/match/8/score'],
      ['Moved', 'Your match with Bob Jones: Wednesday, Jun 3 at 5:30 PM', '/leagues/4/match/9/score'],
      ['New player', 'Cara Lee joined Gold', '/leagues/4/division'],
      ['Placed', 'You were placed in Gold', '/leagues/4/division'],
      ['League', 'Spring Singles has started: your matches are ready', '/leagues/4'],
      // Before play there is no league home to open: My Leagues shows where it stands.
      ['League', 'Divisions published for Spring Singles: play starts soon', '/my-leagues'],
      ['League', 'Spring Singles has finished', '/leagues/6/standings'],
    ]);
    expect(shown[4]!.lines[2]).toBe('Spring Singles · 5 min ago');
  });

  it('says when nothing has happened yet and offers the leagues open for registration', async () => {
    openDashboard({ body: [] });
    const region = await card();
    expect(await region.findByText('No recent activity in your leagues yet.')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Find a League' })).toHaveAttribute('href', '/register');
  });

  it('shows a spinner while it loads', async () => {
    // The dashboard's route loader waits for this read before drawing the page; the card alone shows its own wait.
    installFakeApi({ 'GET leagues/recentActivity': () => new Promise<never>(() => {}) });
    renderWithProviders(<RecentActivityCard />);
    expect(await (await card()).findByLabelText('Loading recent activity')).toBeInTheDocument();
  });

  it('says why it could not be loaded and tries again on request', async () => {
    let fail = true;
    const { api, user } = openDashboard(() =>
      fail ? { status: 400, body: { error: 'The server is busy.' } } : { body: [item({ kind: 'placed_in_division' })] },
    );
    const region = await card();
    expect(await region.findByText(/Recent activity could not be loaded\. The server is busy\./)).toBeInTheDocument();
    fail = false;
    await user.click(region.getByRole('button', { name: 'Try Again' }));
    expect((await entries()).map((entry) => entry.lines[1])).toEqual(['You were placed in Gold']);
    await waitFor(() => expect(api.callsTo('GET', 'leagues/recentActivity').length).toBeGreaterThanOrEqual(2));
  });
});
