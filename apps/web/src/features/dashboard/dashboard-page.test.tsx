import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { myMatchDto, type MyMatchDto } from '@courtside/shared/schemas/matches';
import { recentActivityItem, type RecentActivityItem } from '@courtside/shared/schemas/recent-activity';
import type { UserDto } from '@courtside/shared/schemas/users';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { myPlayersQueryKey } from './api';

function signedIn(
  user: UserDto,
  leagues: unknown[] = [],
  players: unknown[] = [makePlayer({ user_id: user.id })],
  matches: MyMatchDto[] = [],
  activity: RecentActivityItem[] = [],
) {
  return installFakeApi({
    'GET users/me': { body: user },
    'GET leagues/myLeagues': { body: leagues },
    'GET players/getMyPlayers': { body: players },
    'GET matches/mine': { body: matches },
    'GET leagues/recentActivity': { body: activity },
    'GET match-proposals/get': { body: [] },
    'GET leagues/all': { body: [] },
  });
}

let nextMatchId = 1;
/** One of the user's matches (player 11, at home) in `status`. */
function myMatch(status: MyMatchDto['status'], leagueId = 1): MyMatchDto {
  return myMatchDto.parse({
    id: nextMatchId++,
    league_id: leagueId,
    league_name: `League ${leagueId}`,
    my_player_id: 11,
    division_id: 2,
    status,
    home_player_id: 11,
    away_player_id: 12,
    home_first_name: 'Serena',
    home_last_name: 'Smith',
    away_first_name: 'Bob',
    away_last_name: 'Jones',
    submitted_by_player_id: status === 'scheduled' || status === 'unscheduled' ? null : 11,
    submitted_by_first_name: null,
    submitted_by_last_name: null,
    match_datetime: status === 'unscheduled' ? null : '2026-04-02T17:00:00.000Z',
    location_id: null,
    location_name: null,
    location: null,
    set_scores: [],
    score_confirmation: null,
    scoring_format: 'best_of_three',
  });
}

describe('dashboard greeting', () => {
  it('welcomes a user on the first visit and welcomes them back on the next', async () => {
    signedIn(makeUser({ id: 3, firstname: 'Coco' }));
    const first = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Coco!' })).toBeInTheDocument();
    first.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Coco!' })).toBeInTheDocument();
  });

  it('remembers the first visit per user', async () => {
    window.localStorage.setItem('courtside:dashboard-visited:3', '2025-01-01T00:00:00.000Z');
    signedIn(makeUser({ id: 4, firstname: 'Naomi' }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Naomi!' })).toBeInTheDocument();
  });

  it('falls back to the email name, then to "there"', async () => {
    signedIn(makeUser({ firstname: null, email: 'iga.s@example.com' }));
    const view = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, iga.s!' })).toBeInTheDocument();
    view.unmount();
    window.localStorage.clear();

    signedIn(makeUser({ firstname: '', email: '@example.com' }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, there!' })).toBeInTheDocument();
  });
});

describe('dashboard cards', () => {
  it('counts the leagues in play from leagues/myLeagues and matches played from matches/mine', async () => {
    signedIn(
      makeUser(),
      [
        { league_id: 1, league_name: 'Spring Singles', league_status: 'active' },
        { league_id: 2, league_name: 'Summer Doubles', league_status: 'registration_open' },
      ],
      undefined,
      // Played means any completed outcome, in any league; scheduled and unscheduled ones are still to play.
      [
        myMatch('normal'),
        myMatch('home_retired', 2),
        myMatch('away_retired'),
        myMatch('scheduled'),
        myMatch('unscheduled'),
      ],
    );
    renderApp('/dashboard');
    const stats = await screen.findByRole('region', { name: 'Quick Stats' });
    expect(await screen.findByText('3')).toBeInTheDocument();
    // Summer Doubles still takes registrations: it is not in play yet.
    expect(stats).toHaveTextContent('Active Leagues1');
    expect(stats).toHaveTextContent('Matches Played3');
  });

  it('shows what happened in my leagues as Recent Activity, from leagues/recentActivity, not my matches', async () => {
    const confirmed = recentActivityItem.parse({
      key: 'result_confirmed:9',
      kind: 'result_confirmed',
      at: new Date().toISOString(),
      league_id: 1,
      league_name: 'League 1',
      division_name: 'Gold',
      match_id: 5,
      home_name: 'Serena Smith',
      away_name: 'Bob Jones',
      my_side: 'home',
      winner: 'home',
      status: 'normal',
      set_scores: [
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 6, away_games: 3 },
      ],
      scoring_format: 'best_of_three',
      match_datetime: null,
      player_name: null,
      league_status: null,
    });
    // A played match of mine that the activity does not name is not listed from matches/mine.
    signedIn(makeUser(), [], undefined, [myMatch('normal')], [confirmed]);
    renderApp('/dashboard');
    const activity = within(await screen.findByRole('list', { name: 'Recent activity in your leagues' }));
    expect(activity.getAllByRole('listitem').map((item) => item.children[1]?.textContent)).toEqual([
      'You beat Bob Jones 6-4, 6-3',
    ]);
    expect(activity.getByRole('link', { name: 'You beat Bob Jones 6-4, 6-3' })).toHaveAttribute(
      'href',
      '/leagues/1/match/5/score',
    );
  });

  it('says nothing has happened yet instead of a placeholder', async () => {
    signedIn(makeUser(), [], undefined, [myMatch('scheduled')]);
    renderApp('/dashboard');
    expect(await screen.findByText('No recent activity in your leagues yet.')).toBeInTheDocument();
  });

  it('shows 0 matches played before any match is completed', async () => {
    signedIn(makeUser(), [], undefined, [myMatch('scheduled')]);
    renderApp('/dashboard');
    const stats = await screen.findByRole('region', { name: 'Quick Stats' });
    await waitFor(() => expect(stats).toHaveTextContent('Active Leagues0Matches Played0'));
  });

  it('shows a dash and the reason when the matches cannot be loaded', async () => {
    installFakeApi({
      'GET users/me': { body: makeUser() },
      'GET leagues/myLeagues': { body: [] },
      'GET players/getMyPlayers': { body: [makePlayer()] },
      'GET matches/mine': { status: 400, body: { error: 'Matches are resting.' } },
      'GET leagues/recentActivity': { body: [] },
      'GET match-proposals/get': { body: [] },
      'GET leagues/all': { body: [] },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Could not load your matches: Matches are resting.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick Stats' })).toHaveTextContent('Matches Played–');
  });

  it('offers the Action Center links, with Admin Dashboard for admins only', async () => {
    signedIn(makeUser({ user_type: 'player' }));
    const view = renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Register for League' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'My Leagues' })).toHaveAttribute('href', '/my-leagues');
    expect(screen.getByRole('link', { name: 'My Scheduled Matches' })).toHaveAttribute('href', '/scheduled-matches');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    view.unmount();

    signedIn(makeUser({ user_type: 'admin' }));
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });
});

/** Waits until the page's players request has its answer, after which the card shows or never will. */
async function playersAnswered(queryClient: QueryClient, status: 'success' | 'error') {
  await screen.findByRole('region', { name: 'Quick Stats' });
  await waitFor(() => expect(queryClient.getQueryState(myPlayersQueryKey)?.status).toBe(status));
}

describe('complete your profile card', () => {
  const card = () => screen.findByRole('region', { name: 'Complete your profile' });
  const missingItems = (region: HTMLElement) =>
    within(within(region).getByRole('list', { name: 'Missing from your profile' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('lists what the primary player still lacks and links to the profile', async () => {
    signedIn(
      makeUser(),
      [],
      [
        makePlayer({ id: 20, primary_player: false, rating: null, gender: null }),
        makePlayer({
          id: 21,
          primary_player: true,
          first_name: 'Serena',
          last_name: '',
          rating: null,
          gender: 'Ladies',
        }),
      ],
    );
    renderApp('/dashboard');
    const region = await card();
    expect(missingItems(region)).toEqual(['Last name', 'Rating']);
    expect(within(region).getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('asks for everything when there is no primary player at all', async () => {
    signedIn(makeUser(), [], [makePlayer({ primary_player: false })]);
    renderApp('/dashboard');
    expect(missingItems(await card())).toEqual(['First name', 'Last name', 'Rating', 'Play type']);
  });

  it('is not shown for a complete profile', async () => {
    signedIn(makeUser());
    const { queryClient } = renderApp('/dashboard');
    await playersAnswered(queryClient, 'success');
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it('is not shown when the players cannot be loaded: nothing is known to be missing', async () => {
    installFakeApi({
      'GET users/me': { body: makeUser() },
      'GET leagues/myLeagues': { body: [] },
      'GET players/getMyPlayers': { status: 500, body: { error: 'boom' } },
      'GET matches/mine': { body: [] },
      'GET leagues/recentActivity': { body: [] },
    });
    const { queryClient } = renderApp('/dashboard');
    await playersAnswered(queryClient, 'error');
    expect(screen.queryByRole('region', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });
});
