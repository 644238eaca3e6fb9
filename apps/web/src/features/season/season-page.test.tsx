import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seasonViewResponse, type SeasonViewResponse } from '@courtside/shared/schemas/season';
import { paths } from '@/lib/paths';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';

const admin = makeUser({ user_type: 'admin' });

const match = (id: number, home: string, away: string, reason: string | null = null) => ({
  match_id: id,
  league_id: 3,
  league_name: 'Autumn Singles',
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
  dispute_reason: reason,
});

function season(overrides: Partial<SeasonViewResponse> = {}): SeasonViewResponse {
  return seasonViewResponse.parse({
    success: true,
    league_id: 3,
    league_name: 'Autumn Singles',
    season: 'Autumn 2026',
    league_status: 'active',
    divisions: [
      {
        division_id: 8,
        division_name: 'Gold',
        players: 4,
        matches_played: 3,
        matches_total: 6,
        idle_players: [{ player_id: 14, name: 'Dee Drop' }],
        awaiting_confirmation: [match(42, 'Ana Ace', 'Cy Court')],
        disputed: [match(43, 'Bo Baseline', 'Cy Court', 'The second set was 5-7.')],
      },
      {
        division_id: 9,
        division_name: 'Silver',
        players: 2,
        matches_played: 1,
        matches_total: 1,
        idle_players: [],
        awaiting_confirmation: [],
        disputed: [],
      },
    ],
    ...overrides,
  });
}

function openSeason(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: admin },
    'GET admin/seasonView': { body: season() },
    ...routes,
  });
  return { ...renderApp(paths.adminLeagueSeason(3)), api };
}

describe('Season view', () => {
  it("shows each division's progress and what waits in it, with the CSV downloads", async () => {
    const { api } = openSeason();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season: Autumn Singles' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/seasonView')[0]?.query.get('league_id')).toBe('3');

    const gold = within(screen.getByRole('region', { name: 'Gold' }));
    expect(gold.getByText('3 of 6 matches played')).toBeInTheDocument();
    expect(gold.getByRole('progressbar', { name: 'Matches played in Gold' })).toHaveAttribute('aria-valuenow', '50');
    const disputed = within(gold.getByRole('list', { name: 'Disputed scores' }));
    expect(disputed.getByText('Entered: Bo Baseline beat Cy Court 6-4, 7-5')).toBeInTheDocument();
    expect(disputed.getByText('Reason given: The second set was 5-7.')).toBeInTheDocument();
    // The page names the league, so the items do not repeat it.
    expect(disputed.getByText(/^Gold · Disputed /)).toBeInTheDocument();
    expect(disputed.getByRole('link', { name: 'Correct the score of Bo Baseline vs Cy Court' })).toHaveAttribute(
      'href',
      '/leagues/3/match/43/score',
    );
    const awaiting = within(gold.getByRole('list', { name: 'Scores awaiting confirmation' }));
    expect(awaiting.getByRole('link', { name: 'Open Ana Ace vs Cy Court' })).toHaveAttribute(
      'href',
      '/leagues/3/match/42/score',
    );
    expect(within(gold.getByRole('list', { name: 'Not played or scheduled yet' })).getByText('Dee Drop')).toBeVisible();
    expect(gold.getByRole('link', { name: 'View division Gold' })).toHaveAttribute(
      'href',
      '/leagues/3/division?division=8',
    );

    const silver = within(screen.getByRole('region', { name: 'Silver' }));
    expect(silver.getByText('1 of 1 match played')).toBeInTheDocument();
    expect(silver.getByText('Nothing waits in this division.')).toBeInTheDocument();

    const standings = screen.getByRole('link', { name: 'Download standings (CSV)' });
    expect(standings).toHaveAttribute('download');
    expect(standings.getAttribute('href')).toMatch(/^\/api\/1\.0\/admin\/standingsCsv\?league_id=3&time_zone=UTC$/);
    expect(screen.getByRole('link', { name: 'Download results (CSV)' }).getAttribute('href')).toBe(
      '/api/1.0/admin/resultsCsv?league_id=3&time_zone=UTC',
    );
    expect(screen.getByRole('link', { name: 'Manage League' })).toHaveAttribute(
      'href',
      '/admin/leagues-registrations?manage=3',
    );
  });

  it('keeps a disputed score in place, and reads the season again', async () => {
    let resolved = false;
    const { api, user } = openSeason({
      'GET admin/seasonView': () => ({
        body: resolved ? season({ divisions: [{ ...season().divisions[0]!, disputed: [] }] }) : season(),
      }),
      'POST matches/resolveDispute': () => {
        resolved = true;
        return { body: { success: true } };
      },
    });
    const gold = within(await screen.findByRole('region', { name: 'Gold' }));
    await user.click(gold.getByRole('button', { name: 'Keep the entered score of Bo Baseline vs Cy Court' }));
    await findToast('Dispute resolved. The score now stands.');
    expect(api.callsTo('POST', 'matches/resolveDispute')[0]?.body).toMatchObject({ match_id: 43, status: 'normal' });
    await screen.findByText('Scores awaiting confirmation');
    expect(await within(screen.getByRole('region', { name: 'Gold' })).findByText('Ana Ace vs Cy Court')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Disputed scores' })).not.toBeInTheDocument();
  });

  it('says when the league has no divisions yet', async () => {
    openSeason({ 'GET admin/seasonView': { body: season({ divisions: [] }) } });
    expect(await screen.findByText(/This league has no divisions yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add divisions in the Manage panel.' })).toBeInTheDocument();
  });

  it('says what failed and loads again with Try Again', async () => {
    let asked = 0;
    const { user } = openSeason({
      'GET admin/seasonView': () =>
        (asked += 1) === 1 ? { status: 404, body: { error: 'League not found.' } } : { body: season() },
    });
    expect(await screen.findByText('The season could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('League not found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Season: Autumn Singles' })).toBeInTheDocument();
  });
});
