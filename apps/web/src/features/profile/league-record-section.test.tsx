import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerLeagueRecordDto } from '@courtside/shared/schemas/player-records';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { LEAGUE_RECORD_EMPTY, LEAGUE_RECORD_LOAD_FAILED } from './league-record-section';

const mixed: PlayerLeagueRecordDto = {
  league_id: 5,
  league_name: 'Summer Mixed',
  league_type: 'Mixed',
  division_name: 'Division A',
  partner: { player_id: 22, first_name: 'Bo', last_name: 'Park' },
  played: 4,
  wins: 3,
  losses: 1,
};
const singles: PlayerLeagueRecordDto = {
  league_id: 2,
  league_name: 'Spring Singles',
  league_type: 'Singles',
  division_name: null,
  partner: null,
  played: 0,
  wins: 0,
  losses: 0,
};

async function openRecord(records: FakeResponse | (() => FakeResponse)) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET players/getMyPlayers': { body: [makePlayer()] },
    'GET players/records': records,
  });
  const view = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'League record' });
  return { ...view, api, section: within(section) };
}

describe('League record (profile)', () => {
  it('shows each league with its division, the partner beside whom it was played, and played, won, lost', async () => {
    const { section } = await openRecord({ body: { records: [mixed, singles] } });
    const table = await section.findByRole('table', { name: 'League record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Division A', 'Bo Park', '4', '3', '1'],
      ['–', '–', '0', '0', '0'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Summer Mixed');
  });

  it('says so when the user has no record yet', async () => {
    const { section } = await openRecord({ body: { records: [] } });
    expect(await section.findByText(LEAGUE_RECORD_EMPTY)).toBeInTheDocument();
  });

  it('says the record could not be loaded, and reads it again on Try Again', async () => {
    let answer: FakeResponse = { status: 500, body: { error: 'Database unavailable' } };
    const { user, api, section } = await openRecord(() => answer);
    expect(await section.findByRole('alert')).toHaveTextContent(LEAGUE_RECORD_LOAD_FAILED);
    answer = { body: { records: [mixed] } };
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByText('Bo Park')).toBeInTheDocument();
    expect(api.callsTo('GET', 'players/records')).toHaveLength(2);
  });
});
