import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PairInvitationsResponse } from '@courtside/shared/schemas/pairs';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { ann, bo, cy, makePair } from '@/test/pair-fixtures';
import { renderApp } from '@/test/render';

// Bo (user 32) is asked by Ann; Bo asked Cy in another league.
const received = makePair({ id: 71, status: 'invited', anchor: ann, partner: bo, league_id: 5, completed_at: null });
const sent = makePair({
  id: 72,
  status: 'invited',
  anchor: bo,
  partner: cy,
  league_id: 6,
  league_name: 'Autumn Doubles',
  completed_at: null,
});
const bosAccount = makeUser({ id: 32, firstname: 'Bo', lastname: 'Park' });

type Route = FakeResponse | ((call: RecordedCall) => FakeResponse);

function openDashboard(invitations: PairInvitationsResponse, routes: Record<string, Route> = {}) {
  let pending = invitations;
  const api = installFakeApi({
    'GET users/me': { body: bosAccount },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [makePlayer({ id: 22, user_id: 32 })] },
    'GET matches/mine': { body: [] },
    'GET leagues/recentActivity': { body: [] },
    'GET match-proposals/get': { body: [] },
    'GET leagues/all': { body: [] },
    'GET pairs/invitations': () => ({ body: pending }),
    ...routes,
  });
  const answered = () => {
    pending = { received: [], sent: [] };
  };
  return { ...renderApp('/dashboard'), api, answered };
}

describe('Pair invitations on the dashboard', () => {
  it('shows the invitation received (league, who asks) with Accept and Decline, and the one sent with Withdraw', async () => {
    openDashboard({ received: [received], sent: [sent] });
    const asked = await screen.findByRole('region', { name: 'Ann Lee asked you to be their partner in Summer Mixed' });
    expect(within(asked).getByRole('link', { name: 'Summer Mixed' })).toHaveAttribute('href', '/leagues/5');
    expect(within(asked).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(asked).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    const waiting = screen.getByRole('region', {
      name: 'Waiting for Cy Ng to accept your invitation to Autumn Doubles',
    });
    expect(within(waiting).getByRole('button', { name: 'Withdraw the invitation to Cy Ng' })).toBeInTheDocument();
  });

  it('accepts (PUT pairs/accept), says the pair is made, and the card goes', async () => {
    let done = () => {};
    const { user, api, answered } = openDashboard(
      { received: [received], sent: [] },
      {
        'PUT pairs/accept': () => {
          done();
          return { body: { ...received, status: 'complete' } };
        },
      },
    );
    done = answered;
    const asked = await screen.findByRole('region', { name: /Ann Lee asked you/ });
    await user.click(within(asked).getByRole('button', { name: 'Accept' }));
    await findToast('You are a pair in Summer Mixed.');
    expect(api.callsTo('PUT', 'pairs/accept')[0]!.body).toEqual({ pair_id: 71 });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Ann Lee asked you/ })).not.toBeInTheDocument());
  });

  it('declines (PUT pairs/decline) and withdraws (DELETE pairs/withdraw?pair_id)', async () => {
    const { user, api } = openDashboard(
      { received: [received], sent: [sent] },
      { 'PUT pairs/decline': { body: { success: true } }, 'DELETE pairs/withdraw': { body: { success: true } } },
    );
    await user.click(
      within(await screen.findByRole('region', { name: /Ann Lee asked you/ })).getByRole('button', { name: 'Decline' }),
    );
    await findToast('Invitation declined.');
    expect(api.callsTo('PUT', 'pairs/decline')[0]!.body).toEqual({ pair_id: 71 });

    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to Cy Ng' }));
    await findToast('Invitation withdrawn.');
    expect(api.callsTo('DELETE', 'pairs/withdraw')[0]!.query.get('pair_id')).toBe('72');
  });

  it("shows the server's refusal on the card", async () => {
    const { user } = openDashboard(
      { received: [received], sent: [] },
      { 'PUT pairs/accept': { status: 409, body: { error: 'Registration for this league is closed.' } } },
    );
    const asked = await screen.findByRole('region', { name: /Ann Lee asked you/ });
    await user.click(within(asked).getByRole('button', { name: 'Accept' }));
    expect(await within(asked).findByRole('alert')).toHaveTextContent('Registration for this league is closed.');
  });

  it('shows nothing while no invitation is pending', async () => {
    openDashboard({ received: [], sent: [] });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
