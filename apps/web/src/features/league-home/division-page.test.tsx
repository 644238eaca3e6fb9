import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DAN,
  LEAGUE_ID,
  ME,
  NAMELESS,
  installLeagueApi,
  makeMatch,
  makeMyDivision,
  makePlayedMatch,
} from './test-data';

const bobPlayed = makePlayedMatch(BOB, ME, [
  [4, 6],
  [6, 7],
]);
const caraScheduled = makeMatch(ME, CARA, { status: 'scheduled', match_datetime: '2030-06-07T09:30:00.000Z' });
const namelessUnscheduled = makeMatch(ME, NAMELESS);
// Dan has no match with Serena yet (he joined late): only Find Times applies.
const division = makeMyDivision({ matches: [bobPlayed, caraScheduled, namelessUnscheduled] });

async function openDivision(
  data: MyDivisionDto | null = division,
  routes: Parameters<typeof installLeagueApi>[1] = {},
) {
  installLeagueApi(data, routes);
  return renderApp(`/leagues/${LEAGUE_ID}/division`);
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!);

describe('Division overview', () => {
  it('is titled by the division and the league id and lists the other players', async () => {
    await openDivision();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gold · League 12' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Division players' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Player', 'Rating', 'Match', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).queryByRole('cell', { name: 'Serena Smith' })).not.toBeInTheDocument();
  });

  it("falls back to 'Your Division' when the division has no name", async () => {
    await openDivision(makeMyDivision({ division_name: '' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Division · League 12' })).toBeInTheDocument();
  });

  it("shows a rating, or a dash without one, and 'Opponent' for a player with no name", async () => {
    await openDivision();
    await screen.findByRole('table', { name: 'Division players' });
    expect(rowOf('Bob Jones').getByRole('cell', { name: '3.5' })).toBeInTheDocument();
    expect(rowOf('Cara Lee').getByRole('cell', { name: '–' })).toBeInTheDocument();
    expect(rowOf('Opponent').getByRole('cell', { name: '4.0' })).toBeInTheDocument();
  });

  it('offers the next step for each match, and Find Times for everyone not yet played', async () => {
    await openDivision();
    await screen.findByRole('table', { name: 'Division players' });

    const bob = rowOf('Bob Jones');
    expect(bob.getByRole('cell', { name: 'Completed You beat Bob Jones 6-4, 7-6' })).toBeInTheDocument();
    expect(bob.getByRole('link', { name: 'View Score of match with Bob Jones' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${bobPlayed.id}/score`,
    );
    expect(bob.queryByRole('link', { name: /Find Times/ })).not.toBeInTheDocument();

    const cara = rowOf('Cara Lee');
    expect(cara.getByRole('cell', { name: 'Scheduled Friday, Jun 7, 2030 at 9:30 AM' })).toBeInTheDocument();
    expect(cara.getByRole('link', { name: 'Reschedule match with Cara Lee' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${caraScheduled.id}/schedule`,
    );
    expect(cara.getByRole('link', { name: 'Enter Score for match with Cara Lee' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${caraScheduled.id}/score`,
    );
    expect(cara.getByRole('link', { name: 'Find Times with Cara Lee' })).toBeInTheDocument();

    const nameless = rowOf('Opponent');
    expect(nameless.getByRole('cell', { name: 'Unscheduled' })).toBeInTheDocument();
    expect(nameless.getByRole('link', { name: 'Schedule match with Opponent' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${namelessUnscheduled.id}/schedule`,
    );

    const dan = rowOf('Dan Ng');
    expect(dan.getByRole('cell', { name: 'Unscheduled' })).toBeInTheDocument();
    expect(dan.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Find Times with Dan Ng']);
  });

  it('opens Find Times with the opponent in the navigation state', async () => {
    const { user, router } = await openDivision();
    await user.click(await screen.findByRole('link', { name: 'Find Times with Dan Ng' }));
    // Pages are lazy routes: the navigation ends once the next page's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leagues/${LEAGUE_ID}/find-matches`));
    expect(router.state.location.state).toEqual({ opponentId: DAN, opponentName: 'Dan Ng' });
  });

  it('shows a card per player on a phone, with the same buttons', async () => {
    window.innerWidth = 375;
    await openDivision();
    const cards = await screen.findByRole('list', { name: 'Division players' });
    const card = within(within(cards).getByRole('heading', { name: 'Cara Lee' }).closest('li')!);
    expect(card.getByText('–')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Enter Score for match with Cara Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the details are not ready before I am placed', async () => {
    await openDivision(makeMyDivision({ division_id: null, division_name: null, roster: [], matches: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Division · League 12' })).toBeInTheDocument();
    expect(screen.getByText('League details are not available yet. Please check back soon.')).toBeInTheDocument();
  });

  it("toasts 'Unable to load league data.' when the division cannot be loaded", async () => {
    await openDivision(null, { 'GET divisions/getMyDivision': { status: 503, body: {} } });
    await findToast('Unable to load league data.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
