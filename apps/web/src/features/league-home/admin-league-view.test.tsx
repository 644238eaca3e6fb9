import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { makeDivision, makeDivisionView, makeRosterPlayer } from '@/test/league-fixtures';
import { paths } from '@/lib/paths';
import { renderApp } from '@/test/render';
import {
  ADMIN_LOOKING_NOTE,
  NOBODY_PLACED,
  NO_DIVISIONS_YET,
  NO_PLAYED_MATCHES,
  NO_SCHEDULED_MATCHES,
} from './admin-league-view';
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
  roster,
} from './test-data';

const SILVER_ID = 5;
const admin = makeUser({ id: 70, firstname: 'Ada', lastname: 'Admin', user_type: 'admin' });
const notRegistered = { status: 404, body: { error: 'You are not registered in this league.' } };

const gold = makeDivision();
const silver = makeDivision({ id: SILVER_ID, division_name: 'Silver', rank_level: 3 });

// Gold: Serena beat Bob, Cara and Dan meet next month, Bob and Dan have not arranged theirs.
const serenaBeatBob = makePlayedMatch(ME, BOB, [
  [6, 4],
  [3, 6],
  [7, 5],
]);
const caraMeetsDan = makeMatch(CARA, DAN, { status: 'scheduled', match_datetime: '2030-06-07T09:30:00.000Z' });
const bobDanUnscheduled = makeMatch(BOB, DAN);
const goldView = makeDivisionView({
  divisions: [gold, silver],
  roster: roster.filter((player) => player.id !== 24),
  matches: [serenaBeatBob, caraMeetsDan, bobDanUnscheduled],
});

// Silver: two players and their one played match.
const tia = makeRosterPlayer({ id: 31, first_name: 'Tia', last_name: 'Moss', division_name: 'Silver', rating: 3 });
const uma = makeRosterPlayer({ id: 32, first_name: 'Uma', last_name: 'Roy', division_name: 'Silver', rating: null });
const silverView = makeDivisionView({
  divisions: [gold, silver],
  division_id: SILVER_ID,
  division_name: 'Silver',
  roster: [tia, uma],
  matches: [
    makeMatch(tia.id, uma.id, {
      division_id: SILVER_ID,
      home_first_name: 'Tia',
      home_last_name: 'Moss',
      away_first_name: 'Uma',
      away_last_name: 'Roy',
      status: 'normal',
      match_datetime: '2026-04-03T17:00:00.000Z',
      set_scores: [
        { set_number: 1, home_games: 6, away_games: 1 },
        { set_number: 2, home_games: 6, away_games: 2 },
      ],
      submitted_by_player_id: tia.id,
      score_confirmation: 'confirmed',
    }),
  ],
});

/** The admin's API: not registered in the league, and the division view as asked for. */
function divisionViewRoute(answer: (call: RecordedCall) => { status?: number; body: unknown }) {
  return {
    'GET users/me': { body: admin },
    'GET divisions/getMyDivision': notRegistered,
    'GET divisions/getDivisionView': answer,
  };
}

const byDivision = (call: RecordedCall) => ({
  body: call.query.get('division_id') === String(SILVER_ID) ? silverView : goldView,
});

function openAsAdmin(path: string, answer: (call: RecordedCall) => { status?: number; body: unknown } = byDivision) {
  const api = installLeagueApi(null, divisionViewRoute(answer));
  return { ...renderApp(path), api };
}

const viewRequests = (api: ReturnType<typeof installLeagueApi>) =>
  api.callsTo('GET', 'divisions/getDivisionView').map((call) => call.query.get('division_id'));

describe("An admin looking at a league's home", () => {
  it('shows its first division read-only: matches with scores, and the ways to standings and management', async () => {
    const { api } = openAsAdmin(paths.leagueHome(LEAGUE_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_LOOKING_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue(String(gold.id));
    expect(screen.getByText('4 players · 1 of 3 matches played')).toBeInTheDocument();

    const scheduled = within(screen.getByRole('region', { name: 'Scheduled Matches' }));
    expect(scheduled.getByText('Cara Lee vs Dan Ng')).toBeInTheDocument();
    const past = within(screen.getByRole('region', { name: 'Past Matches' }));
    expect(past.getByText('Serena Smith vs Bob Jones')).toBeInTheDocument();
    expect(past.getByText('Serena Smith beat Bob Jones 6-4, 3-6, 7-5')).toBeInTheDocument();
    // Neither side is the viewer's: the neutral label, nothing to confirm.
    expect(past.getByText('Completed')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View Standings' })).toHaveAttribute(
      'href',
      paths.leagueStandings(LEAGUE_ID),
    );
    expect(screen.getByRole('link', { name: 'Manage League' })).toHaveAttribute(
      'href',
      `${paths.adminLeagues}?manage=${LEAGUE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'View Division' })).toHaveAttribute(
      'href',
      `${paths.leagueDivision(LEAGUE_ID)}?division=${gold.id}`,
    );
    // A player's parts are not there: no proposals, availability, score entry or rank.
    for (const name of [/Propose/, /Enter Score/, /Update Availability/, /Schedule/, /Accept/]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/You are ranked/)).not.toBeInTheDocument();
    expect(screen.queryByText('League not available')).not.toBeInTheDocument();
    expect(viewRequests(api)).toEqual([null]);
  });

  it('shows the division picked, and keeps the choice in the address', async () => {
    const { api, user, router } = openAsAdmin(paths.leagueHome(LEAGUE_ID));
    const picker = await screen.findByRole('combobox', { name: 'Division' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gold', 'Silver']);

    await user.selectOptions(picker, 'Silver');
    expect(await screen.findByText('Tia Moss vs Uma Roy')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue(String(SILVER_ID));
    expect(router.state.location.search).toBe(`?division=${SILVER_ID}`);
    expect(screen.queryByText('Serena Smith vs Bob Jones')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Scheduled Matches' })).getByText(NO_SCHEDULED_MATCHES),
    ).toBeInTheDocument();
    expect(viewRequests(api)).toEqual([null, String(SILVER_ID)]);
  });

  it('opens the division the address names', async () => {
    openAsAdmin(`${paths.leagueHome(LEAGUE_ID)}?division=${SILVER_ID}`);
    expect(await screen.findByText('Tia Moss vs Uma Roy')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue(String(SILVER_ID));
  });

  it('says when nothing is played or scheduled yet', async () => {
    openAsAdmin(paths.leagueHome(LEAGUE_ID), () => ({ body: makeDivisionView({ roster: roster.slice(0, 2) }) }));
    expect(await screen.findByText(NO_PLAYED_MATCHES)).toBeInTheDocument();
    expect(screen.getByText(NO_SCHEDULED_MATCHES)).toBeInTheDocument();
    expect(screen.getByText('2 players · 0 of 0 matches played')).toBeInTheDocument();
  });

  it('says so for a league with no divisions yet, without a picker', async () => {
    openAsAdmin(paths.leagueHome(LEAGUE_ID), () => ({
      body: makeDivisionView({ divisions: [], division_id: null, division_name: null }),
    }));
    expect(await screen.findByText(NO_DIVISIONS_YET)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Division' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage League' })).toBeInTheDocument();
  });

  it('offers the first division when the address names one the league does not have', async () => {
    const { api, user, router } = openAsAdmin(`${paths.leagueHome(LEAGUE_ID)}?division=99`, (call) =>
      call.query.get('division_id') === '99'
        ? { status: 404, body: { error: 'Division not found.' } }
        : byDivision(call),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Division not found.');
    await user.click(screen.getByRole('button', { name: 'Show the First Division' }));
    expect(await screen.findByText('Serena Smith vs Bob Jones')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(viewRequests(api)).toEqual(['99', null]);
  });

  it('shows a failure with Try Again, which loads the league once the server answers', async () => {
    let failing = true;
    const { user } = openAsAdmin(paths.leagueHome(LEAGUE_ID), (call) =>
      failing ? { status: 500, body: { error: 'boom' } } : byDivision(call),
    );
    await findToast('Unable to load league data.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();
  });
});

describe("An admin looking at a league's division and match history", () => {
  it("lists the division's players with their ratings and how far each has got", async () => {
    openAsAdmin(`${paths.leagueDivision(LEAGUE_ID)}?division=${SILVER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Silver · League ${LEAGUE_ID}` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Division players' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Player', 'Rating', 'Played', 'Scheduled']);
    const tiaRow = within(within(table).getByText('Tia Moss').closest('tr')!);
    expect(tiaRow.getByText('3.0')).toBeInTheDocument();
    expect(tiaRow.getByText('1 of 1')).toBeInTheDocument();
    expect(within(within(table).getByText('Uma Roy').closest('tr')!).getByText('–')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Find Times|Schedule|Enter Score/ })).not.toBeInTheDocument();
  });

  it('says when nobody is placed in the division', async () => {
    openAsAdmin(paths.leagueDivision(LEAGUE_ID), () => ({ body: makeDivisionView() }));
    expect(await screen.findByText(NOBODY_PLACED)).toBeInTheDocument();
  });

  it("lists the division's played and scheduled matches, newest first, and not the unarranged ones", async () => {
    openAsAdmin(paths.leagueMatchHistory(LEAGUE_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Match History' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Matches' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Cara Lee vs Dan Ng');
    expect(rows[1]).toHaveTextContent('Serena Smith vs Bob Jones');
    expect(rows[1]).toHaveTextContent('Serena Smith beat Bob Jones 6-4, 3-6, 7-5');
    expect(within(table).queryByText('Bob Jones vs Dan Ng')).not.toBeInTheDocument();
  });
});

describe('Who sees what on a league page', () => {
  it('keeps the own-division page of an admin who plays in the league, without asking for the admin view', async () => {
    const api = installLeagueApi(makeMyDivision({ matches: [serenaBeatBob] }), {
      'GET users/me': { body: makeUser({ user_type: 'admin' }) },
    });
    renderApp(paths.leagueHome(LEAGUE_ID));
    expect(await screen.findByRole('link', { name: 'View Division' })).toHaveAttribute(
      'href',
      paths.leagueDivision(LEAGUE_ID),
    );
    expect(screen.queryByText(ADMIN_LOOKING_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Division' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'divisions/getDivisionView')).toHaveLength(0);
  });

  it('tells a player who is not in the league that it is not available, without asking for the admin view', async () => {
    const api = installLeagueApi(null, { 'GET divisions/getMyDivision': notRegistered });
    renderApp(paths.leagueHome(LEAGUE_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'League not available' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', 'divisions/getMyDivision').length).toBeGreaterThan(0));
    expect(api.callsTo('GET', 'divisions/getDivisionView')).toHaveLength(0);
  });
});
