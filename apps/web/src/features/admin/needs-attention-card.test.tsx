import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { needsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
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
  status: 'normal',
  set_scores: [
    { set_number: 1, home_games: 6, away_games: 4 },
    { set_number: 2, home_games: 7, away_games: 5 },
  ],
  scoring_format: 'best_of_three',
  dispute_reason: null,
});

describe('Needs attention', () => {
  it('lists disputed and unconfirmed scores and idle players, each a tap from where to act', async () => {
    openAdminDashboard(
      needsAttentionResponse.parse({
        success: true,
        disputed: [{ ...match(41, 'Ana Ace', 'Bo Baseline'), dispute_reason: 'The second set was 5-7.' }],
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
    expect(disputed.getByText('Entered: Ana Ace beat Bo Baseline 6-4, 7-5')).toBeInTheDocument();
    expect(disputed.getByText('Reason given: The second set was 5-7.')).toBeInTheDocument();
    expect(disputed.getByRole('link', { name: 'Correct the score of Ana Ace vs Bo Baseline' })).toHaveAttribute(
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

  it('lets a disputed score stand in one tap, then reads the list afresh', async () => {
    const disputed = match(41, 'Ana Ace', 'Bo Baseline');
    let resolved = false;
    const api = installFakeApi({
      'GET users/me': { body: owner },
      'GET admin/needsAttention': () => ({
        body: { success: true, disputed: resolved ? [] : [disputed], unconfirmed: [], idle_players: [] },
      }),
      'POST matches/resolveDispute': () => {
        resolved = true;
        return { body: { success: true } };
      },
    });
    const { user } = renderApp('/admin/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Needs attention' }));
    await user.click(await card.findByRole('button', { name: 'Keep the entered score of Ana Ace vs Bo Baseline' }));
    await findToast('Dispute resolved. The score now stands.');
    expect(api.callsTo('POST', 'matches/resolveDispute')[0]?.body).toEqual({
      match_id: 41,
      sets: disputed.set_scores,
      status: 'normal',
    });
    expect(await card.findByText('Nothing needs your attention in the leagues under way.')).toBeInTheDocument();
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
