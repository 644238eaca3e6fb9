import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES, type LeagueStatus } from '@courtside/shared/league/league-status';
import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

async function openMyLeagues(myLeagues: Parameters<typeof installFakeApi>[0][string]) {
  const api = installFakeApi({ 'GET users/me': { body: makeUser() }, 'GET leagues/myLeagues': myLeagues });
  const view = renderApp('/my-leagues');
  await screen.findByRole('heading', { level: 1, name: 'My Leagues' });
  return { ...view, api };
}

const entry = (id: number, status: LeagueStatus): MyLeagueEntry => ({
  league_id: id,
  league_name: `League ${status}`,
  league_status: status,
});

const REACHABLE: LeagueStatus[] = ['active', 'in_progress', 'playoffs', 'completed'];

describe('My Leagues', () => {
  it("says the user isn't in any leagues and offers registration", async () => {
    await openMyLeagues({ body: [] });
    expect(await screen.findByText("You aren't in any leagues!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for a League' })).toHaveAttribute('href', '/register');
  });

  it('shows a card per league with its status, linking only leagues under way or finished', async () => {
    const entries = LEAGUE_STATUSES.map((status, index) => entry(index + 1, status));
    await openMyLeagues({ body: entries });
    const list = await screen.findByRole('list', { name: 'My leagues' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LEAGUE_STATUSES.length);

    for (const { league_id: id, league_name: name, league_status: status } of entries) {
      const card = within(within(list).getByRole('heading', { name }).closest('li')!);
      if (REACHABLE.includes(status)) {
        expect(card.getByRole('link', { name })).toHaveAttribute('href', `/leagues/${id}`);
      } else {
        expect(card.queryByRole('link')).not.toBeInTheDocument();
      }
    }
    const badge = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);
    expect(badge('League registration_open').getByText('Registration Open')).toBeInTheDocument();
    expect(badge('League in_progress').getByText('In Progress')).toBeInTheDocument();
    expect(badge('League canceled').getByText('This league was canceled.')).toBeInTheDocument();
    expect(badge('League pending_start').getByText('The league page opens when play starts.')).toBeInTheDocument();
  });

  it('opens the league page from a card', async () => {
    const { user, router } = await openMyLeagues({ body: [entry(42, 'active')] });
    await user.click(await screen.findByRole('link', { name: 'League active' }));
    // Pages are lazy routes: the navigation ends once the league page's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/42'));
  });

  it('shows why the list failed and loads it again with Try Again', async () => {
    let failing = true;
    const { user } = await openMyLeagues(() =>
      failing ? { status: 400, body: { error: 'Session store is busy.' } } : { body: [entry(1, 'draft')] },
    );
    expect(await screen.findByText('Failed to fetch your leagues')).toBeInTheDocument();
    expect(screen.getByText('Session store is busy.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'League draft' })).toBeInTheDocument();
  });
});
