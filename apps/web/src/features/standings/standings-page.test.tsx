import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandingsResponseDto } from '@courtside/shared/schemas/standings';
import { paths } from '@/lib/paths';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import { makeStandings } from './test-standings';

async function openStandings(standings: StandingsResponseDto = makeStandings()) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET leagues/standings': { body: standings },
  });
  const view = renderApp(paths.leagueStandings(3));
  await screen.findByRole('heading', { level: 1, name: 'League Standings' });
  return { ...view, api };
}

/** The table's rows as text, cell by cell, header row first. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('League Standings', () => {
  it('starts a placed player on their division, whose table agrees with the rank message', async () => {
    await openStandings();
    await screen.findByRole('table', { name: 'Gold' });
    expect(screen.queryByRole('table', { name: 'Overall Rankings' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'By Division' })).toBeChecked();
    expect(screen.getByText('You are ranked #1 in your division')).toBeInTheDocument();
    // Every place but the last has its "Why?" in the rank cell.
    expect(tableRows('Gold')[1]?.slice(0, 2)).toEqual(['1Why?', expect.stringContaining('Alice Smith (you)')]);
  });

  it('shows the overall table with every column, the rank message, the tiles and the note', async () => {
    const { api, user } = await openStandings();
    await user.click(await screen.findByRole('radio', { name: 'Overall Rankings' }));
    expect(api.callsTo('GET', 'leagues/standings')[0]?.query.get('league_id')).toBe('3');
    const disputedText = 'Disputed: 1 match score is disputed; it counts as entered until an admin resolves it.';
    expect(tableRows('Overall Rankings')).toEqual([
      ['Rank', 'Player', 'Matches', 'Win %', 'Record', 'Sets', 'Set %', 'Games', 'Game %'],
      ['1Why?', 'Cara Diaz', '3', '100.0%', '3-0', '0-0', '0.0%', '0-0', '0.0%'],
      ['2Why?', `Alice Smith (you)${disputedText}`, '3', '66.7%', '2-1', '5-3', '62.5%', '40-31', '56.3%'],
      ['3Why?', `Bob Jones${disputedText}`, '3', '33.3%', '1-2', '0-0', '0.0%', '0-0', '0.0%'],
      ['4', 'Dan Ng', '0', '0.0%', '0-0', '0-0', '0.0%', '0-0', '0.0%'],
    ]);
    expect(screen.getByText('You are ranked #1 in your division')).toBeInTheDocument();
    const tiles = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(tiles).toEqual(['Total Players: 4', 'Completed Matches: 6', 'Scheduled Matches: 1', 'Divisions: 2']);
    expect(screen.getByText('League-wide standings are coming soon.')).toBeInTheDocument();
    // The note says what the overall list is, so it does not seem to deny the table under it.
    expect(screen.getByText(/Overall Rankings puts every division's players together by record alone/)).toBeVisible();
  });

  it("explains a player's Disputed badge on hover", async () => {
    const { user } = await openStandings();
    const table = await screen.findByRole('table', { name: 'Gold' });
    const [badge] = within(table).getAllByText('Disputed');
    await user.hover(badge!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '1 match score is disputed; it counts as entered until an admin resolves it.',
    );
  });

  it('puts the table in a box that scrolls sideways, named by its heading and reachable by the keyboard', async () => {
    await openStandings();
    const table = await screen.findByRole('table', { name: 'Gold' });
    const box = screen.getByRole('region', { name: 'Gold' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('opens and closes each place\'s reason with its "Why?" button', async () => {
    const { user } = await openStandings();
    const table = await screen.findByRole('table', { name: 'Gold' });
    const why = within(table).getByRole('button', { name: 'Why? Alice Smith, place 1' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    const reason =
      'Ahead of Bob Jones on win percentage: 66.7% (2-1) to 33.3% (1-2). ' +
      'Head-to-head (not a tie-break): won 6-4, 6-4 on Mar 5, 2026.';
    expect(within(table).queryByText(reason)).not.toBeInTheDocument();

    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const shown = within(table).getByText(reason);
    expect(shown.closest('tr')).toHaveAttribute('id', why.getAttribute('aria-controls'));

    // The keyboard closes it as well.
    why.focus();
    await user.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).queryByText(reason)).not.toBeInTheDocument();
    // The last place has nobody below it to explain.
    expect(within(table).queryByRole('button', { name: /Why\? Bob Jones/ })).not.toBeInTheDocument();
  });

  it('explains the rank message from the same reasons as the table', async () => {
    await openStandings();
    await screen.findByRole('table', { name: 'Gold' });
    expect(
      screen.getByText(
        'Ahead of Bob Jones on win percentage: 66.7% (2-1) to 33.3% (1-2). ' +
          'Head-to-head (not a tie-break): won 6-4, 6-4 on Mar 5, 2026.',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
  });

  it("highlights the current player's row and marks it for screen readers", async () => {
    await openStandings();
    const table = await screen.findByRole('table', { name: 'Gold' });
    const current = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Alice Smith (you)');
  });

  it('shows one table per division, ranked within it, and switches to the overall one and back', async () => {
    const { user } = await openStandings();
    await screen.findByRole('table', { name: 'Gold' });
    expect(tableRows('Gold').map((row) => row.slice(0, 2))).toEqual([
      ['Rank', 'Player'],
      ['1Why?', expect.stringContaining('Alice Smith (you)')],
      ['2', expect.stringContaining('Bob Jones')],
    ]);
    expect(tableRows('Silver').map((row) => row.slice(0, 2))).toEqual([
      ['Rank', 'Player'],
      ['1Why?', 'Cara Diaz'],
      ['2', 'Dan Ng'],
    ]);

    await user.click(screen.getByRole('radio', { name: 'Overall Rankings' }));
    expect(screen.getByRole('table', { name: 'Overall Rankings' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Gold' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'By Division' }));
    expect(screen.getByRole('table', { name: 'Gold' })).toBeInTheDocument();
  });

  it('hides the detail columns on a phone until asked for', async () => {
    window.innerWidth = 375;
    const { user } = await openStandings();
    await screen.findByRole('table', { name: 'Gold' });
    expect(tableRows('Gold')[0]).toEqual(['Rank', 'Player', 'Matches', 'Win %', 'Record']);
    const details = screen.getByRole('switch', { name: 'Show details' });
    expect(details).not.toBeChecked();

    await user.click(details);
    expect(tableRows('Gold')[0]).toEqual([
      'Rank',
      'Player',
      'Matches',
      'Win %',
      'Record',
      'Sets',
      'Set %',
      'Games',
      'Game %',
    ]);
  });

  it('leaves out the rank message and the dispute note when they do not apply', async () => {
    const base = makeStandings();
    await openStandings(
      makeStandings({
        currentPlayerId: null,
        allMatches: base.allMatches.map((match) => ({ ...match, score_confirmation: null })),
        standings: { ...base.standings, current_player_rank: null },
      }),
    );
    await screen.findByRole('table', { name: 'Overall Rankings' });
    expect(screen.queryByText(/You are ranked/)).not.toBeInTheDocument();
    expect(screen.queryByText('Disputed')).not.toBeInTheDocument();
    expect(screen.queryByText(/\(you\)/)).not.toBeInTheDocument();
  });

  it("shows the spec's failure text and toast", async () => {
    installFakeApi({
      'GET users/me': { body: makeUser() },
      'GET leagues/standings': { status: 500 },
    });
    renderApp(paths.leagueStandings(3));
    await findToast('Unable to load league standings.');
    expect(screen.getByText('Unable to load league standings. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
