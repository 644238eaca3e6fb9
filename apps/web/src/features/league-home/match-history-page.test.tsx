import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DAN,
  LEAGUE_ID,
  ME,
  installLeagueApi,
  makeMatch,
  makeMyDivision,
  makePlayedMatch,
} from './test-data';

const mineEarly = makePlayedMatch(
  ME,
  BOB,
  [
    [6, 3],
    [6, 4],
  ],
  { match_datetime: '2026-04-01T17:00:00.000Z' },
);
const theirs = makePlayedMatch(CARA, DAN, [[2, 1]], {
  status: 'away_retired',
  match_datetime: '2026-04-03T17:00:00.000Z',
  submitted_by_player_id: CARA,
});
const mineScheduled = makeMatch(CARA, ME, { status: 'scheduled', match_datetime: '2030-06-07T09:30:00.000Z' });
const mineUnscheduled = makeMatch(ME, DAN);
const division = makeMyDivision({ matches: [mineEarly, theirs, mineScheduled, mineUnscheduled] });

async function openHistory(data: MyDivisionDto = division) {
  installLeagueApi(data);
  const view = renderApp(`/leagues/${LEAGUE_ID}/schedule/full`);
  await screen.findByRole('heading', { level: 1, name: 'Match History' });
  return view;
}

const playersColumn = () =>
  within(screen.getByRole('table', { name: 'Matches' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('Full match history', () => {
  it('lists my played and scheduled matches, newest first, with date, players, score and result', async () => {
    await openHistory();
    await screen.findByRole('table', { name: 'Matches' });
    expect(playersColumn()).toEqual(['Cara Lee vs Serena Smith', 'Serena Smith vs Bob Jones']);
    const played = within(screen.getByRole('cell', { name: 'Serena Smith vs Bob Jones' }).closest('tr')!);
    expect(played.getByText('Wednesday, Apr 1, 2026 at 5:00 PM')).toBeInTheDocument();
    expect(played.getByRole('cell', { name: 'You beat Bob Jones 6-3, 6-4' })).toBeInTheDocument();
    expect(played.getByText('Completed')).toBeInTheDocument();
    const scheduled = within(screen.getByRole('cell', { name: 'Cara Lee vs Serena Smith' }).closest('tr')!);
    expect(scheduled.getByText('Scheduled')).toBeInTheDocument();
  });

  it('shows the whole division on request', async () => {
    const { user } = await openHistory();
    await user.click(screen.getByRole('radio', { name: 'Whole Division' }));
    expect(playersColumn()).toEqual(['Cara Lee vs Serena Smith', 'Cara Lee vs Dan Ng', 'Serena Smith vs Bob Jones']);
    // A retirement between two others reads neutrally from my side (ADR 016).
    const theirsRow = within(screen.getByRole('cell', { name: 'Cara Lee vs Dan Ng' }).closest('tr')!);
    expect(theirsRow.getByText('Completed')).toBeInTheDocument();
    expect(theirsRow.getByRole('cell', { name: 'Cara Lee beat Dan Ng 2-1 (Dan Ng retired)' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    const { user } = await openHistory(makeMyDivision({ matches: [mineUnscheduled] }));
    expect(screen.getByText('You have no played or scheduled matches yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Whole Division' }));
    expect(screen.getByText('No matches have been played or scheduled in your division yet.')).toBeInTheDocument();
  });
});
