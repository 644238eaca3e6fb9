import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { makeStandings } from './test-standings';

// The same standings, played as pairs: each row is a pair named by its anchor, with the partner beside.
function doublesStandings() {
  const standings = makeStandings();
  const partners: Record<number, { player_id: number; first_name: string; last_name: string }> = {
    11: { player_id: 31, first_name: 'Zoe', last_name: 'Park' },
    12: { player_id: 32, first_name: 'Yan', last_name: 'Wu' },
  };
  return {
    ...standings,
    allPlayers: standings.allPlayers.map((player) => ({ ...player, partner: partners[player.id] ?? null })),
  };
}

describe('League Standings of a doubles league', () => {
  it('names each row by its pair, the viewer\'s pair as theirs, and the "Why?" by the pair', async () => {
    installFakeApi({
      'GET users/me': { body: makeUser() },
      'GET leagues/standings': { body: doublesStandings() },
    });
    renderApp(paths.leagueStandings(3));
    const table = await screen.findByRole('table', { name: 'Gold' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Alice Smith & Zoe Park (you)');
    expect(rows[2]).toHaveTextContent('Bob Jones & Yan Wu');
    expect(within(rows[1]!).getByRole('button', { name: 'Why? Alice Smith & Zoe Park, place 1' })).toBeInTheDocument();
  });
});
