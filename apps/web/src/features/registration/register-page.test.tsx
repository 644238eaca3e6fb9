import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeagueDto, MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import type { PlayerDto } from '@courtside/shared/schemas/players';
import * as analytics from '@/lib/analytics-events';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import { makeLeague } from './test-leagues';

const spring = makeLeague({ id: 1, name: 'Spring Singles' });
const summer = makeLeague({ id: 2, name: 'Summer Doubles', league_type: 'Doubles', max_registrations: null });
const running = makeLeague({ id: 3, name: 'Winter Ladder', league_status: 'active' });
const springEntry: MyLeagueEntry = { league_id: 1, league_name: 'Spring Singles', league_status: 'registration_open' };

interface Setup {
  leagues?: LeagueDto[];
  mine?: MyLeagueEntry[];
  players?: PlayerDto[];
  routes?: Parameters<typeof installFakeApi>[0];
}

async function openRegister({
  leagues = [spring, summer, running],
  mine = [],
  players = [makePlayer()],
  routes = {},
}: Setup = {}) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET leagues/all': { body: leagues },
    'GET leagues/myLeagues': { body: mine },
    'GET players/getMyPlayers': { body: players },
    ...routes,
  });
  const view = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Register for a League' });
  return { ...view, api };
}

const registerButton = () => screen.getByRole('button', { name: /Register|Choose a League|Already Registered/ });

describe('Register for a League', () => {
  it('offers the leagues open for registration as radio cards, none selected', async () => {
    await openRegister();
    const group = await screen.findByRole('radiogroup', { name: 'Leagues open for registration' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.getAttribute('aria-checked'))).toEqual(['false', 'false']);
    expect(within(group).getByRole('radio', { name: 'Spring Singles' })).toHaveAccessibleDescription(
      expect.stringContaining('13 of 16 places left'),
    );
    expect(within(group).getByRole('radio', { name: 'Summer Doubles' })).toHaveAccessibleDescription(
      expect.stringContaining('Riverside, CA'),
    );
    expect(within(group).queryByRole('radio', { name: 'Winter Ladder' })).not.toBeInTheDocument();
    expect(registerButton()).toHaveTextContent('Choose a League to Register');
  });

  it('asks for a league when Register is pressed with none selected', async () => {
    const { user, api } = await openRegister();
    await screen.findByRole('radiogroup');
    await user.click(screen.getByRole('button', { name: 'Choose a League to Register' }));
    expect(await screen.findByText('Please select a league.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      expect.stringContaining('Please select a league.'),
    );
    expect(api.callsTo('POST', 'registrations/registerPlayer')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Summer Doubles' }));
    expect(screen.queryByText('Please select a league.')).not.toBeInTheDocument();
    expect(registerButton()).toHaveTextContent('Register Now');
  });

  it('moves between cards with the arrow keys, with one card in the Tab order', async () => {
    const { user } = await openRegister();
    const first = await screen.findByRole('radio', { name: 'Spring Singles' });
    const second = screen.getByRole('radio', { name: 'Summer Doubles' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-checked', 'true');
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-checked', 'true');
  });

  it('marks leagues the user is already in, and will not register them again', async () => {
    const { user, api } = await openRegister({ mine: [springEntry] });
    const spring = await screen.findByRole('radio', { name: 'Spring Singles' });
    expect(within(spring).getByText('✓ Already Registered')).toBeInTheDocument();
    expect(
      within(screen.getByRole('radio', { name: 'Summer Doubles' })).queryByText('✓ Already Registered'),
    ).not.toBeInTheDocument();

    await user.click(spring);
    expect(screen.getByRole('button', { name: 'Already Registered in this League' })).toBeDisabled();
    expect(api.callsTo('POST', 'registrations/registerPlayer')).toHaveLength(0);
  });

  it('registers the primary player, records league_joined and shows the league as registered', async () => {
    const recordLeagueJoined = vi.spyOn(analytics, 'recordLeagueJoined');
    const extra = makePlayer({ id: 30, primary_player: false, first_name: 'Junior' });
    let joined: MyLeagueEntry[] = [];
    const { user, api } = await openRegister({
      players: [extra, makePlayer({ id: 11 })],
      routes: {
        // As the server does: after the registration the league is among the user's.
        'GET leagues/myLeagues': () => ({ body: joined }),
        'POST registrations/registerPlayer': () => {
          joined = [{ league_id: 2, league_name: 'Summer Doubles', league_status: 'registration_open' }];
          return {
            status: 201,
            body: { id: 90, player_id: 11, league_id: 2, created_at: '2025-02-10T09:00:00.000Z' },
          };
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Summer Doubles' }));
    await user.click(screen.getByRole('button', { name: 'Register Now' }));

    await findToast('Registration successful!');
    expect(api.callsTo('POST', 'registrations/registerPlayer')[0]?.body).toEqual({ player_id: 11, league_id: 2 });
    expect(recordLeagueJoined).toHaveBeenCalledExactlyOnceWith(2);
    const summerCard = screen.getByRole('radio', { name: 'Summer Doubles' });
    await waitFor(() => expect(within(summerCard).getByText('✓ Already Registered')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Already Registered in this League' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See My Leagues' })).toHaveAttribute('href', '/my-leagues');
  });

  it("says registration failed, with the server's reason, and records nothing", async () => {
    const recordLeagueJoined = vi.spyOn(analytics, 'recordLeagueJoined');
    const { user, api } = await openRegister({
      routes: { 'POST registrations/registerPlayer': { status: 409, body: { error: 'This league is full.' } } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Spring Singles' }));
    await user.click(screen.getByRole('button', { name: 'Register Now' }));

    await findToast('Registration failed.');
    const reason = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('This league is full.'));
    expect(reason).toHaveTextContent('Registration failed.This league is full.');
    expect(recordLeagueJoined).not.toHaveBeenCalled();
    // The places left may have changed: the leagues are loaded again.
    await waitFor(() => expect(api.callsTo('GET', 'leagues/all')).toHaveLength(2));

    await user.click(screen.getByRole('radio', { name: 'Summer Doubles' }));
    expect(screen.queryByText('This league is full.')).not.toBeInTheDocument();
  });

  it('says so when no league is open for registration', async () => {
    await openRegister({ leagues: [running] });
    expect(await screen.findByText('No leagues currently open for registration')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('asks for a player profile first when the user has no primary player', async () => {
    await openRegister({ players: [makePlayer({ primary_player: false })] });
    expect(await screen.findByText('Please complete your player profile first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['rating', { rating: null }, 'Rating'],
    ['gender', { gender: null }, 'Play type'],
    ['first name', { first_name: '' }, 'First name'],
    ['last name', { last_name: '  ' }, 'Last name'],
  ] as const)('opens the complete-profile modal when the %s is empty', async (_field, change, label) => {
    await openRegister({ players: [makePlayer(change)] });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Missing from your profile' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([label]);
  });

  it('sends Go to Profile to /profile', async () => {
    const { user, router } = await openRegister({ players: [makePlayer({ rating: null })] });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('sends Cancel to /dashboard', async () => {
    const { user, router } = await openRegister({ players: [makePlayer({ gender: null })] });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows no modal for a complete profile', async () => {
    await openRegister();
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts a failed load once and loads again with Try Again', async () => {
    let failing = true;
    const { user } = await openRegister({
      routes: {
        'GET leagues/myLeagues': () => (failing ? { status: 500, body: { error: 'boom' } } : { body: [] }),
      },
    });
    await findToast('Failed to load registration data.');
    expect(screen.getByText('There was an unexpected error. Please try again later.')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
    expect(
      screen.getAllByRole('alert').filter((alert) => alert.textContent?.trim() === 'Failed to load registration data.'),
    ).toHaveLength(1);
  });
});
