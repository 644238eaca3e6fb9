import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyDivisionDto } from '@courtside/shared/schemas/divisions';
import { paths } from '@/lib/paths';
import { makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { DIVISION_ID, makeDivisionView } from '@/test/league-fixtures';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DAN,
  LEAGUE_ID,
  ME,
  NAMELESS,
  installLeagueApi,
  makeLeague,
  makeMatch,
  makeMyDivision,
  makePlayedMatch,
  makeStandings,
} from './test-data';

const bobWin = makePlayedMatch(ME, BOB, [
  [6, 4],
  [3, 6],
  [7, 5],
]);
// Cara at home, Serena away and retired: the score reads from Cara, the winner, with her games first.
const caraRetirement = makePlayedMatch(
  CARA,
  ME,
  [
    [6, 2],
    [3, 1],
  ],
  { status: 'away_retired' },
);
const danScheduled = makeMatch(ME, DAN, { status: 'scheduled', match_datetime: '2030-06-07T09:30:00.000Z' });
const namelessUnscheduled = makeMatch(NAMELESS, ME);
// Not Serena's match: it shows in no count or list of hers.
const othersMatch = makePlayedMatch(BOB, CARA, [
  [6, 0],
  [6, 0],
]);

const midSeason = makeMyDivision({
  matches: [bobWin, caraRetirement, danScheduled, namelessUnscheduled, othersMatch],
});

async function openLeagueHome(
  division: MyDivisionDto | null = midSeason,
  routes: Parameters<typeof installLeagueApi>[1] = {},
) {
  const api = installLeagueApi(division, routes);
  const view = renderApp(paths.leagueHome(LEAGUE_ID));
  return { ...view, api };
}

// A summary card, found by the name of its region.
const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('League home', () => {
  it('is titled by the league and shows Match History, Days Remaining and League Standings', async () => {
    await openLeagueHome(midSeason, { 'GET leagues/standings': { body: makeStandings(2) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();

    const history = await region('Match History');
    expect(history.getByText('2 of 4')).toBeInTheDocument();
    expect(history.getByText('50% complete')).toBeInTheDocument();
    expect(history.getByRole('progressbar', { name: 'Matches played' })).toHaveAttribute('aria-valuenow', '50');
    expect(history.getByRole('link', { name: 'View All match history' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/schedule/full`,
    );

    const days = await region('Days Remaining');
    expect(days.getByText('10')).toBeInTheDocument();
    expect(days.getByText('days left')).toBeInTheDocument();
    expect(days.getByText('1 unscheduled match')).toBeInTheDocument();
    expect(days.getByRole('link', { name: 'Schedule match with Opponent' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${namelessUnscheduled.id}/schedule`,
    );

    const standings = await region('League Standings');
    expect(await standings.findByText('You are ranked #2 in your division')).toBeInTheDocument();
    expect(standings.getByRole('link', { name: 'View Standings' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/standings`,
    );

    expect(screen.getByRole('link', { name: 'View Division' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/division`,
    );
  });

  it('asks for availability while matches remain unscheduled', async () => {
    await openLeagueHome();
    const update = await screen.findByRole('link', { name: 'Update Availability' });
    expect(update).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/availability`);
    expect(screen.getByText('1 match still to schedule')).toBeInTheDocument();
  });

  it("says 'No more matches!' when nothing is left to schedule, with no Schedule button or banner", async () => {
    await openLeagueHome(makeMyDivision({ matches: [bobWin, danScheduled] }), {
      'GET leagues/get': { body: makeLeague({ play_end: '2020-01-31' }) },
    });
    const days = within(await screen.findByRole('region', { name: 'Days Remaining' }));
    expect(days.getByText('No more matches!')).toBeInTheDocument();
    // Past the end of play the count stops at 0.
    expect(days.getByText('0')).toBeInTheDocument();
    expect(days.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update Availability' })).not.toBeInTheDocument();
  });

  it('lists the division opponents with Home/Away and the score from my side', async () => {
    await openLeagueHome();
    const table = await screen.findByRole('table', { name: 'Division Opponents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Opponent', 'Home/Away', 'Score']);
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name }))!;
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Bob Jones')).toEqual(['Home', 'You beat Bob Jones 6-4, 3-6, 7-5']);
    expect(cells('Cara Lee')).toEqual(['Away', 'Cara Lee beat you 6-2, 3-1 (you retired)']);
    expect(cells('Dan Ng')).toEqual(['Home', 'Not played']);
    expect(cells('Opponent')).toEqual(['Away', 'Not played']);
    expect(within(table).queryByRole('rowheader', { name: 'Serena Smith' })).not.toBeInTheDocument();
  });

  it('lists my scheduled matches with the date in my zone, the place or TBD, and their buttons', async () => {
    const atThePark = makeMatch(BOB, ME, {
      status: 'scheduled',
      match_datetime: '2030-06-01T18:00:00.000Z',
      location_name: 'Riverside Park',
    });
    await openLeagueHome(makeMyDivision({ matches: [danScheduled, atThePark] }));
    const section = within(await screen.findByRole('region', { name: 'Scheduled Matches' }));
    const items = section.getAllByRole('listitem');
    // Soonest first.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['vs Bob Jones', 'vs Dan Ng']);
    const dan = within(items[1]!);
    expect(dan.getByText('Friday, Jun 7, 2030 at 9:30 AM')).toBeInTheDocument();
    expect(dan.getByText('TBD')).toBeInTheDocument();
    expect(dan.getByRole('link', { name: 'Reschedule match with Dan Ng' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${danScheduled.id}/schedule`,
    );
    expect(dan.getByRole('link', { name: 'Enter Score for match with Dan Ng' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${danScheduled.id}/score`,
    );
    expect(within(items[0]!).getByText('Riverside Park')).toBeInTheDocument();
  });

  it('labels past matches and says where each score stands', async () => {
    const opponentRetired = makePlayedMatch(
      CARA,
      ME,
      [
        [2, 6],
        [0, 3],
      ],
      {
        status: 'home_retired',
        match_datetime: '2026-04-05T17:00:00.000Z',
        submitted_by_player_id: CARA,
        score_confirmation: 'pending',
      },
    );
    const iRetired = makePlayedMatch(ME, DAN, [[1, 4]], {
      status: 'home_retired',
      match_datetime: '2026-04-04T17:00:00.000Z',
      score_confirmation: 'disputed',
    });
    const awaitingNameless = makePlayedMatch(
      ME,
      NAMELESS,
      [
        [6, 1],
        [6, 1],
      ],
      { match_datetime: '2026-04-03T17:00:00.000Z', submitted_by_player_id: ME, score_confirmation: 'pending' },
    );
    await openLeagueHome(makeMyDivision({ matches: [bobWin, opponentRetired, iRetired, awaitingNameless] }));
    const section = within(await screen.findByRole('region', { name: 'Past Matches' }));
    const card = (name: string) => within(section.getByRole('heading', { name }).closest('li')!);
    // Newest first.
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'vs Cara Lee',
      'vs Dan Ng',
      'vs Opponent',
      'vs Bob Jones',
    ]);

    expect(card('vs Bob Jones').getByText('Completed')).toBeInTheDocument();
    expect(card('vs Bob Jones').getByText('Score: You beat Bob Jones 6-4, 3-6, 7-5')).toBeInTheDocument();
    expect(card('vs Bob Jones').getByText('Thursday, Apr 2, 2026 at 5:00 PM')).toBeInTheDocument();

    expect(card('vs Cara Lee').getByText('Opponent retired')).toBeInTheDocument();
    expect(card('vs Cara Lee').getByText('Score: You beat Cara Lee 6-2, 3-0 (Cara Lee retired)')).toBeInTheDocument();
    expect(
      card('vs Cara Lee').getByRole('link', { name: 'Awaiting your confirmation: match with Cara Lee' }),
    ).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/match/${opponentRetired.id}/score`);

    expect(card('vs Dan Ng').getByText('You retired')).toBeInTheDocument();
    expect(card('vs Dan Ng').getByText('Disputed')).toBeInTheDocument();

    // My own submission waits on the opponent, not on me.
    expect(card('vs Opponent').getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(section.queryByRole('link', { name: /Awaiting your confirmation: match with Opponent/ })).toBeNull();
    expect(card('vs Opponent').getByRole('link', { name: 'View Score of match with Opponent' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/match/${awaitingNameless.id}/score`,
    );
  });

  it('shows no proposals banner while no proposals are waiting', async () => {
    await openLeagueHome();
    await screen.findByRole('heading', { level: 1, name: 'Spring Singles' });
    expect(screen.queryByText('Match Proposals Waiting')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Proposals' })).not.toBeInTheDocument();
  });

  it('says the details are not ready before I am placed in a division', async () => {
    await openLeagueHome(makeMyDivision({ division_id: null, division_name: null, roster: [], matches: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();
    expect(screen.getByText('League details are not available yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Match History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Division' })).not.toBeInTheDocument();
  });

  it('says when play starts, instead of counts that read like a finished season, before the league starts', async () => {
    await openLeagueHome(makeMyDivision({ matches: [] }), {
      'GET leagues/get': { body: makeLeague({ league_status: 'pending_start', play_start: '2030-06-01' }) },
    });
    expect(await screen.findByText('Play starts on Jun 1, 2030')).toBeInTheDocument();
    expect(
      screen.getByText('Your matches against the players of your division appear here when the league starts.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No more matches!')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Match History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'League Standings' })).not.toBeInTheDocument();
    // Who I will play is known already.
    expect(screen.getByRole('table', { name: 'Division Opponents' })).toBeInTheDocument();
  });

  it("shows the app's loader until the league's first reads have arrived, then the whole page at once", async () => {
    let sendDivision: () => void = () => {};
    const divisionSent = new Promise<void>((resolve) => (sendDivision = resolve));
    await openLeagueHome(null, {
      'GET divisions/getMyDivision': async () => {
        await divisionSent;
        return { body: midSeason };
      },
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    sendDivision();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Match History' })).toBeInTheDocument();
    expect(screen.queryByText('Loading league...')).not.toBeInTheDocument();
  });

  it('shows its own loader while it asks again for a league the first try could not read', async () => {
    // The route loader's try fails; the page's own request never answers.
    let tries = 0;
    await openLeagueHome(null, {
      'GET divisions/getMyDivision': () =>
        ++tries === 1 ? { status: 503, body: { error: 'busy' } } : new Promise<never>(() => {}),
    });
    expect(await screen.findByText('Loading league...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('asks for the standings and the proposals while my division is still loading, not after it', async () => {
    // getMyDivision never answers: anything asked for must have been asked beside it.
    const { api } = await openLeagueHome(midSeason, { 'GET divisions/getMyDivision': () => new Promise(() => {}) });
    await vi.waitFor(() => {
      expect(api.callsTo('GET', 'leagues/standings')).toHaveLength(1);
      expect(api.callsTo('GET', 'match-proposals/get')).toHaveLength(1);
    });
    expect(api.callsTo('GET', 'leagues/standings')[0]?.query.get('league_id')).toBe(String(LEAGUE_ID));
    expect(api.callsTo('GET', 'match-proposals/get')[0]?.query.get('league_id')).toBe(String(LEAGUE_ID));
  });

  it("toasts 'Unable to load league data.' and loads again with Try Again", async () => {
    let failing = true;
    const { user } = await openLeagueHome(null, {
      'GET divisions/getMyDivision': () => (failing ? { status: 500, body: { error: 'boom' } } : { body: midSeason }),
    });
    await findToast('Unable to load league data.');
    expect(screen.getByText('There was an unexpected error. Please try again later.')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();
  });

  it('explains a league I am not registered in and leads back to My Leagues, without a failure toast', async () => {
    await openLeagueHome(null, {
      'GET divisions/getMyDivision': { status: 404, body: { error: 'You are not registered in this league.' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'League not available' })).toBeInTheDocument();
    expect(screen.getByText('You are not registered in this league.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Leagues' })).toHaveAttribute('href', '/my-leagues');
    expect(screen.queryByText('Unable to load league data.')).not.toBeInTheDocument();
  });

  it('shows an admin who does not play in the league that league as its players see it', async () => {
    await openLeagueHome(null, {
      'GET users/me': { body: makeUser({ user_type: 'admin' }) },
      'GET divisions/getMyDivision': { status: 404, body: { error: 'You are not registered in this league.' } },
      'GET divisions/getDivisionView': { body: makeDivisionView() },
    });
    expect(await screen.findByRole('combobox', { name: 'Division' })).toHaveValue(String(DIVISION_ID));
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Singles' })).toBeInTheDocument();
    expect(screen.queryByText('League not available')).not.toBeInTheDocument();
  });

  it('treats an address that cannot name a league as not found', async () => {
    installLeagueApi(midSeason);
    renderApp('/leagues/abc');
    expect(await screen.findByText('League not found.')).toBeInTheDocument();
  });
});
