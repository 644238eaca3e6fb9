import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { needsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const owner = makeUser({ user_type: 'owner' });

function openAdminDashboard(body: unknown) {
  installFakeApi({ 'GET users/me': { body: owner }, 'GET admin/needsAttention': { body } });
  renderApp('/admin/dashboard');
}

const match = (id: number, home: string, away: string) => ({
  match_id: id,
  league_id: 3,
  league_name: 'Spring Singles',
  division_name: 'Gold',
  home_name: home,
  away_name: away,
  since: '2026-11-20T18:00:00.000Z',
});

describe('Needs attention', () => {
  it('lists disputed and unconfirmed scores and idle players, each a tap from where to act', async () => {
    openAdminDashboard(
      needsAttentionResponse.parse({
        success: true,
        disputed: [match(41, 'Ana Ace', 'Bo Baseline')],
        unconfirmed: [match(42, 'Cy Court', 'Di Drop')],
        idle_players: [
          {
            player_id: 9,
            name: 'Ed Early',
            league_id: 3,
            league_name: 'Spring Singles',
            division_id: 8,
            division_name: 'Gold',
          },
        ],
      }),
    );
    const card = within(await screen.findByRole('region', { name: 'Needs attention' }));
    const disputed = within(await card.findByRole('list', { name: 'Disputed scores' }));
    expect(disputed.getByRole('link', { name: 'Resolve Ana Ace vs Bo Baseline' })).toHaveAttribute(
      'href',
      '/leagues/3/match/41/score',
    );
    const unconfirmed = within(card.getByRole('list', { name: 'Scores unconfirmed for more than 48 hours' }));
    expect(unconfirmed.getByRole('link', { name: 'Open Cy Court vs Di Drop' })).toHaveAttribute(
      'href',
      '/leagues/3/match/42/score',
    );
    const idle = within(card.getByRole('list', { name: 'No match arranged after 14 days of play' }));
    expect(idle.getByText('Ed Early')).toBeInTheDocument();
    expect(idle.getByRole('link', { name: 'Manage Spring Singles, where Ed Early plays' })).toHaveAttribute(
      'href',
      '/admin/leagues-registrations?manage=3',
    );
    expect(
      idle.getByRole('link', { name: 'View division Gold of Spring Singles, where Ed Early plays' }),
    ).toHaveAttribute('href', '/leagues/3/division?division=8');
  });

  it('says so when nothing needs attention', async () => {
    openAdminDashboard({ success: true, disputed: [], unconfirmed: [], idle_players: [] });
    expect(await screen.findByText('Nothing needs your attention in the leagues under way.')).toBeInTheDocument();
  });

  it('says what failed and loads again with Try Again', async () => {
    let asked = 0;
    installFakeApi({
      'GET users/me': { body: owner },
      'GET admin/needsAttention': () =>
        (asked += 1) === 1
          ? { status: 400, body: { error: 'Not today.' } }
          : { body: { success: true, disputed: [], unconfirmed: [], idle_players: [] } },
    });
    const { user } = renderApp('/admin/dashboard');
    expect(await screen.findByText(/What needs your attention could not be loaded\. Not today\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing needs your attention in the leagues under way.')).toBeInTheDocument();
  });
});
