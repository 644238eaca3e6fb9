import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchDto, MatchEventDto } from '@courtside/shared/schemas/matches';
import type { PlayerDto } from '@courtside/shared/schemas/players';
import type { UserDto } from '@courtside/shared/schemas/users';
import { paths } from '@/lib/paths';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import {
  ALICE_PLAYER_ID,
  BOB_PLAYER_ID,
  LEAGUE_ID,
  MATCH_ID,
  makeMatch,
  makeMatchEvent,
  makePlayedMatch,
} from './test-matches';

const alice = makeUser({ id: 7, firstname: 'Alice', lastname: 'Smith' });
const alicePlayer = makePlayer({ id: ALICE_PLAYER_ID, user_id: 7, first_name: 'Alice', last_name: 'Smith' });
const bob = makeUser({ id: 8, email: 'bob@example.com', firstname: 'Bob', lastname: 'Jones' });
const bobPlayer = makePlayer({ id: BOB_PLAYER_ID, user_id: 8, first_name: 'Bob', last_name: 'Jones' });
const admin = makeUser({
  id: 9,
  email: 'carol@example.com',
  firstname: 'Carol',
  lastname: 'Admin',
  user_type: 'admin',
});

interface Setup {
  match?: MatchDto;
  user?: UserDto;
  players?: PlayerDto[];
  history?: MatchEventDto[];
  routes?: Parameters<typeof installFakeApi>[0];
  heading?: string;
}

async function openScorePage({
  match = makeMatch(),
  user = alice,
  players = [alicePlayer],
  history = [],
  routes = {},
  heading = 'Alice Smith vs Bob Jones',
}: Setup = {}) {
  const api = installFakeApi({
    'GET users/me': { body: user },
    'GET players/getMyPlayers': { body: players },
    'GET matches/getMatchDetails': { body: match },
    'GET matches/history': { body: history },
    ...routes,
  });
  const view = renderApp(paths.matchScore(LEAGUE_ID, MATCH_ID));
  await screen.findByRole('heading', { level: 2, name: heading });
  return { ...view, api };
}

const counter = (set: number, name: string) =>
  screen.getByRole('textbox', { name: `Set ${set}, ${name} games` }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit Score' });

/** Types a score such as [[6, 4], [3, 6], [7, 6]] (Alice first) into the counters. */
async function enterSets(actor: ReturnType<typeof renderApp>['user'], sets: [number, number][]) {
  for (const [index, [home, away]] of sets.entries()) {
    await actor.type(counter(index + 1, 'Alice Smith'), String(home));
    await actor.type(counter(index + 1, 'Bob Jones'), String(away));
  }
}

describe('Match Score Entry', () => {
  it('shows the players, time and place, and a blank form that does not complain yet', async () => {
    await openScorePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Match Score Entry' })).toBeInTheDocument();
    expect(screen.getByText('Home: Alice Smith · Away: Bob Jones')).toBeInTheDocument();
    expect(screen.getByText('Thursday, Mar 5, 2026 at 3:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Riverside Park')).toBeInTheDocument();
    for (const set of [1, 2, 3]) {
      expect(counter(set, 'Alice Smith')).toHaveValue('0');
      expect(counter(set, 'Bob Jones')).toHaveValue('0');
    }
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('list', { name: 'Problems with this score' })).not.toBeInTheDocument();
  });

  it('keeps every counter within 0 to 7, from the buttons and from typing', async () => {
    const { user: actor } = await openScorePage();
    await actor.click(screen.getByRole('button', { name: 'Decrease Set 1, Alice Smith games' }));
    expect(counter(1, 'Alice Smith')).toHaveValue('0');

    const increase = screen.getByRole('button', { name: 'Increase Set 1, Alice Smith games' });
    for (let step = 0; step < 9; step++) await actor.click(increase);
    expect(counter(1, 'Alice Smith')).toHaveValue('7');

    await actor.type(counter(2, 'Bob Jones'), '9');
    expect(counter(2, 'Bob Jones')).toHaveValue('7');
    await actor.type(counter(2, 'Bob Jones'), 'x');
    expect(counter(2, 'Bob Jones')).toHaveValue('7');
    await actor.clear(counter(2, 'Bob Jones'));
    expect(counter(2, 'Bob Jones')).toHaveValue('0');

    counter(3, 'Alice Smith').focus();
    await actor.keyboard('{ArrowUp}{ArrowUp}');
    expect(counter(3, 'Alice Smith')).toHaveValue('2');
  });

  it("shows the spec's set message for a wrong score and keeps Submit disabled", async () => {
    const { user: actor, api } = await openScorePage();
    await enterSets(actor, [
      [6, 5],
      [6, 2],
    ]);
    const problems = screen.getByRole('list', { name: 'Problems with this score' });
    expect(
      within(problems).getByText('Set 1: A set must be won by 2 games, or 7-6 after a tiebreak (6-5)'),
    ).toBeVisible();
    expect(submitButton()).toBeDisabled();

    await actor.clear(counter(1, 'Alice Smith'));
    await actor.type(counter(1, 'Bob Jones'), '3');
    await actor.type(counter(1, 'Alice Smith'), '7');
    expect(
      screen.getByText('Set 1: Invalid tennis score (7-3). Valid scores: 6-0 through 6-4, 7-5, or 7-6'),
    ).toBeInTheDocument();

    await actor.type(counter(1, 'Alice Smith'), '3');
    await actor.type(counter(1, 'Bob Jones'), '6');
    expect(screen.getByText('One player must win 2 sets in a best-of-three match.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(api.callsTo('POST', 'matches/submitScores')).toHaveLength(0);
  });

  it("refuses a third set after a 2-0 win, in the spec's words, with Submit disabled", async () => {
    const { user: actor } = await openScorePage();
    await enterSets(actor, [
      [6, 4],
      [6, 3],
      [6, 2],
    ]);
    expect(screen.getByText('Third set not needed - match was already won 2-0')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('sends a 6-4 3-6 7-6 score, says so and goes back to the league home', async () => {
    const {
      user: actor,
      api,
      router,
    } = await openScorePage({
      routes: { 'POST matches/submitScores': { body: { success: true } } },
    });
    await enterSets(actor, [
      [6, 4],
      [3, 6],
      [7, 6],
    ]);
    expect(screen.getByRole('radio', { name: 'Completed normally' })).toBeChecked();
    await actor.click(submitButton());

    await findToast('Match score submitted successfully!', 'Score submitted!');
    const [call] = api.callsTo('POST', 'matches/submitScores');
    expect(call?.query.get('matchId')).toBe(String(MATCH_ID));
    expect(call?.body).toEqual({
      sets: [
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 3, away_games: 6 },
        { set_number: 3, home_games: 7, away_games: 6 },
      ],
      status: 'normal',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leagueHome(LEAGUE_ID)));
  });

  it("offers a player the spec's outcomes and sends only the sets played", async () => {
    const { user: actor, api } = await openScorePage({
      routes: { 'POST matches/submitScores': { body: { success: true } } },
    });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.labels?.[0]?.textContent])).toEqual([
      ['normal', 'Completed normally'],
      ['opponent_retired', 'Opponent retired'],
      ['i_retired', 'I retired'],
    ]);

    await enterSets(actor, [[6, 4]]);
    // Set 3 is the second set played: it is sent as set 2.
    await actor.type(counter(3, 'Alice Smith'), '2');
    await actor.type(counter(3, 'Bob Jones'), '3');
    expect(submitButton()).toBeDisabled();
    await actor.click(screen.getByRole('radio', { name: 'Opponent retired' }));
    expect(submitButton()).toBeEnabled();
    await actor.click(submitButton());

    await findToast('Match score submitted successfully!', 'Score submitted!');
    expect(api.callsTo('POST', 'matches/submitScores')[0]?.body).toEqual({
      sets: [
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 2, away_games: 3 },
      ],
      status: 'opponent_retired',
    });
  });

  it('lets an admin who did not play name the side that retired', async () => {
    const { user: actor, api } = await openScorePage({
      user: admin,
      players: [],
      routes: { 'POST matches/submitScores': { body: { success: true } } },
    });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.labels?.[0]?.textContent])).toEqual([
      ['normal', 'Completed normally'],
      ['home_retired', 'Alice Smith retired'],
      ['away_retired', 'Bob Jones retired'],
    ]);
    await actor.click(screen.getByRole('radio', { name: 'Bob Jones retired' }));
    await actor.click(submitButton());
    await findToast('Match score submitted successfully!', 'Score submitted!');
    expect(api.callsTo('POST', 'matches/submitScores')[0]?.body).toEqual({ sets: [], status: 'away_retired' });
  });

  it('tells someone who neither plays the match nor administers the league that they cannot enter it', async () => {
    await openScorePage({ user: bob, players: [makePlayer({ id: 99, user_id: 8 })] });
    expect(screen.getByText('Only the two players of this match or an admin can change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Score' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the form", async () => {
    const refusal = 'This match already has a score, entered by Bob Jones.';
    const { user: actor, router } = await openScorePage({
      routes: { 'POST matches/submitScores': { status: 409, body: { error: refusal } } },
    });
    await enterSets(actor, [
      [6, 4],
      [6, 4],
    ]);
    await actor.click(submitButton());

    await findToast('Submission failed');
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes(refusal));
    expect(alert).toHaveTextContent(`Submission failed${refusal}`);
    expect(submitButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe(paths.matchScore(LEAGUE_ID, MATCH_ID));
  });

  it("says 'An unexpected error occurred' under Submission failed when the answer carries no message", async () => {
    const { user: actor } = await openScorePage({ routes: { 'POST matches/submitScores': { status: 502 } } });
    await enterSets(actor, [
      [6, 4],
      [6, 4],
    ]);
    await actor.click(submitButton());

    await findToast('Submission failed');
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('unexpected'));
    expect(alert).toHaveTextContent('Submission failedAn unexpected error occurred');
    expect(submitButton()).toBeEnabled();
  });

  it('toasts and explains a match that cannot be loaded', async () => {
    installFakeApi({
      'GET users/me': { body: alice },
      'GET players/getMyPlayers': { body: [alicePlayer] },
      'GET matches/getMatchDetails': { status: 404, body: { error: 'Match not found.' } },
    });
    renderApp(paths.matchScore(LEAGUE_ID, MATCH_ID));
    await findToast('Failed to load match info');
    expect(screen.getByText('Match not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('View Score', () => {
  it('shows the sets, the result, who entered it and that it awaits confirmation', async () => {
    await openScorePage({ match: makePlayedMatch(), user: bob, players: [bobPlayer] });
    expect(screen.getByRole('heading', { level: 1, name: 'View Score' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Alice Smith beat you 6-4, 3-6, 7-6')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SetAlice SmithBob Jones', '164', '236', '376']);
    expect(screen.getByText('Pending confirmation')).toBeInTheDocument();
    expect(screen.getByText('Entered by:').parentElement).toHaveTextContent('Entered by: Alice Smith');
    expect(screen.getByText('Winner:').parentElement).toHaveTextContent('Winner: Alice Smith');
    expect(screen.getByText('Result:').parentElement).toHaveTextContent('Result: Completed');
    expect(screen.queryByRole('button', { name: 'Submit Score' })).not.toBeInTheDocument();
  });

  it('labels a retirement from the viewer’s side', async () => {
    const retired = makePlayedMatch({
      status: 'away_retired',
      set_scores: [{ set_number: 1, home_games: 6, away_games: 4 }],
    });
    await openScorePage({ match: retired, user: bob, players: [bobPlayer] });
    expect(screen.getByText('Result:').parentElement).toHaveTextContent('Result: You retired');
  });

  it('lets only the player who did not enter the score confirm it', async () => {
    const { user: actor, api } = await openScorePage({
      match: makePlayedMatch(),
      user: bob,
      players: [bobPlayer],
      routes: { 'POST matches/confirmScore': { body: { success: true } } },
    });
    await actor.click(screen.getByRole('button', { name: 'Confirm Score' }));
    await findToast('Score confirmed.');
    expect(api.callsTo('POST', 'matches/confirmScore')[0]?.body).toEqual({ match_id: MATCH_ID });
  });

  it('shows the score as confirmed the moment Confirm Score is pressed, before the server answers', async () => {
    let stored = makePlayedMatch();
    let release: () => void = () => {};
    const answer = new Promise<FakeResponse>((resolve) => {
      release = () => resolve({ body: { success: true } });
    });
    const { user: actor } = await openScorePage({
      match: stored,
      user: bob,
      players: [bobPlayer],
      routes: {
        'GET matches/getMatchDetails': () => ({ body: stored }),
        'POST matches/confirmScore': () => answer,
      },
    });
    await actor.click(screen.getByRole('button', { name: 'Confirm Score' }));

    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Pending confirmation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Score' })).not.toBeInTheDocument();

    stored = makePlayedMatch({ score_confirmation: 'confirmed' });
    release();
    await findToast('Score confirmed.');
    // Still confirmed once the answer is in and the match has been read again: no flash of the old state.
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Score' })).not.toBeInTheDocument();
  });

  it('goes back to the pending score, with the error toast, when confirming fails', async () => {
    let release: () => void = () => {};
    const answer = new Promise<FakeResponse>((resolve) => {
      release = () => resolve({ status: 409, body: { error: 'This score was disputed meanwhile.' } });
    });
    const { user: actor } = await openScorePage({
      match: makePlayedMatch(),
      user: bob,
      players: [bobPlayer],
      routes: { 'POST matches/confirmScore': () => answer },
    });
    await actor.click(screen.getByRole('button', { name: 'Confirm Score' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();

    release();
    await findToast('Failed to confirm the score: This score was disputed meanwhile.');
    expect(await screen.findByText('Pending confirmation')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Score' })).toBeEnabled();
  });

  it('shows the submitter no Confirm or Dispute buttons', async () => {
    await openScorePage({ match: makePlayedMatch() });
    expect(screen.getByText('Waiting for your opponent to confirm this score.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute Score' })).not.toBeInTheDocument();
  });

  it('shows an admin who did not play no Confirm or Dispute buttons on a pending score', async () => {
    await openScorePage({ match: makePlayedMatch(), user: admin, players: [] });
    expect(screen.queryByRole('button', { name: 'Confirm Score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve Dispute' })).not.toBeInTheDocument();
  });

  it('asks the opponent what is wrong, requires a reason and shows what the server says', async () => {
    let refuse = true;
    const { user: actor, api } = await openScorePage({
      match: makePlayedMatch(),
      user: bob,
      players: [bobPlayer],
      routes: {
        'POST matches/disputeScore': () =>
          refuse
            ? { status: 409, body: { error: 'This score was confirmed meanwhile.' } }
            : { body: { success: true } },
      },
    });
    await actor.click(screen.getByRole('button', { name: 'Dispute Score' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute Score' });
    const reason = within(dialog).getByLabelText(/What is wrong with this score\?/);

    await actor.click(within(dialog).getByRole('button', { name: 'Send Dispute' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please say what is wrong with the score.'));
    expect(api.callsTo('POST', 'matches/disputeScore')).toHaveLength(0);

    await actor.type(reason, 'wrong third set');
    await actor.click(within(dialog).getByRole('button', { name: 'Send Dispute' }));
    expect(await within(dialog).findByText('This score was confirmed meanwhile.')).toBeInTheDocument();

    refuse = false;
    await actor.click(within(dialog).getByRole('button', { name: 'Send Dispute' }));
    await findToast('Score disputed. An admin will review it.');
    expect(api.callsTo('POST', 'matches/disputeScore').at(-1)?.body).toEqual({
      match_id: MATCH_ID,
      reason: 'wrong third set',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives an admin a Resolve Dispute form that starts at the stored score', async () => {
    const disputed = makePlayedMatch({ score_confirmation: 'disputed' });
    const { user: actor, api } = await openScorePage({
      match: disputed,
      user: admin,
      players: [],
      history: [makeMatchEvent({ kind: 'score_disputed', actor_name: 'Bob Jones', reason: 'wrong third set' })],
      routes: { 'POST matches/resolveDispute': { body: { success: true } } },
    });
    expect(screen.getByText('Disputed')).toBeInTheDocument();
    expect(await screen.findByText('Reason given:')).toBeInTheDocument();
    expect(screen.getByText('Reason given:').parentElement).toHaveTextContent('Reason given: wrong third set');
    expect(counter(1, 'Alice Smith')).toHaveValue('6');
    expect(counter(3, 'Bob Jones')).toHaveValue('6');
    expect(screen.getByRole('radio', { name: 'Completed normally' })).toBeChecked();
    expect((screen.getAllByRole('radio') as HTMLInputElement[]).map((radio) => radio.value)).toEqual([
      'normal',
      'home_retired',
      'away_retired',
    ]);

    await actor.clear(counter(3, 'Bob Jones'));
    await actor.type(counter(3, 'Bob Jones'), '5');
    await actor.click(screen.getByRole('button', { name: 'Resolve Dispute' }));
    await findToast('Dispute resolved. The score now stands.');
    expect(api.callsTo('POST', 'matches/resolveDispute')[0]?.body).toEqual({
      match_id: MATCH_ID,
      sets: [
        { set_number: 1, home_games: 6, away_games: 4 },
        { set_number: 2, home_games: 3, away_games: 6 },
        { set_number: 3, home_games: 7, away_games: 5 },
      ],
      status: 'normal',
    });
  });

  it('tells a player that a disputed score waits for an admin', async () => {
    await openScorePage({ match: makePlayedMatch({ score_confirmation: 'disputed' }) });
    expect(screen.getByText('This score is disputed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve Dispute' })).not.toBeInTheDocument();
  });

  it('lists the change log: who did what, and when', async () => {
    await openScorePage({
      match: makePlayedMatch({ score_confirmation: 'resolved' }),
      history: [
        makeMatchEvent({
          kind: 'score_submitted',
          created_at: '2026-03-05T18:00:00.000Z',
          status: 'normal',
          set_scores: [
            { set_number: 1, home_games: 6, away_games: 4 },
            { set_number: 2, home_games: 3, away_games: 6 },
            { set_number: 3, home_games: 7, away_games: 6 },
          ],
        }),
        makeMatchEvent({
          kind: 'scheduled',
          created_at: '2026-03-01T09:00:00.000Z',
          match_datetime: '2026-03-05T15:30:00.000Z',
          location_name: 'Riverside Park',
        }),
        makeMatchEvent({
          kind: 'score_disputed',
          actor_name: 'Bob Jones',
          created_at: '2026-03-05T20:00:00.000Z',
          reason: 'wrong third set',
        }),
        makeMatchEvent({
          kind: 'dispute_resolved',
          actor_name: 'Carol Admin',
          actor_is_admin: true,
          created_at: '2026-03-06T08:00:00.000Z',
          status: 'away_retired',
          set_scores: [{ set_number: 1, home_games: 6, away_games: 4 }],
        }),
        makeMatchEvent({ kind: 'score_confirmed', actor_name: null, created_at: '2026-03-06T09:00:00.000Z' }),
      ],
    });
    expect(screen.getByText('Resolved by an admin')).toBeInTheDocument();
    const log = await screen.findByRole('list', { name: 'Change Log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Alice Smith scheduled the match for Thursday, Mar 5, 2026 at 3:30 PM at Riverside ParkMar 1, 2026 9:00 AM',
      'Alice Smith entered the score: Alice Smith beat Bob Jones 6-4, 3-6, 7-6Mar 5, 2026 6:00 PM',
      'Bob Jones disputed: wrong third setMar 5, 2026 8:00 PM',
      'Carol Admin (admin) resolved the dispute: Alice Smith beat Bob Jones 6-4 (Bob Jones retired)Mar 6, 2026 8:00 AM',
      'A removed account confirmed the scoreMar 6, 2026 9:00 AM',
    ]);
  });
});

describe('A doubles score (ADR 078)', () => {
  const dana = makeUser({ id: 10, email: 'dana@example.com', firstname: 'Dana', lastname: 'Lee' });
  const danaPlayer = makePlayer({ id: 21, user_id: 10, first_name: 'Dana', last_name: 'Lee' });
  const eve = makeUser({ id: 11, email: 'eve@example.com', firstname: 'Eve', lastname: 'Park' });
  const evePlayer = makePlayer({ id: 22, user_id: 11, first_name: 'Eve', last_name: 'Park' });
  // Alice and Dana at home, Bob and Eve away; Alice entered the score.
  const doublesMatch = () =>
    makePlayedMatch({
      home_partner: { player_id: 21, first_name: 'Dana', last_name: 'Lee' },
      away_partner: { player_id: 22, first_name: 'Eve', last_name: 'Park' },
    });
  const heading = 'Alice Smith & Dana Lee vs Bob Jones & Eve Park';

  it("asks the other pair's partner to confirm it, naming their pair as You", async () => {
    await openScorePage({ match: doublesMatch(), user: eve, players: [evePlayer], heading });
    expect(screen.getAllByText(/^Alice Smith & Dana Lee beat you /).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Is this score right?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Score' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dispute Score' })).toBeEnabled();
  });

  it("keeps the submitter's partner waiting with them, without Confirm or Dispute", async () => {
    await openScorePage({ match: doublesMatch(), user: dana, players: [danaPlayer], heading });
    expect(screen.getByText('Waiting for your opponent to confirm this score.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute Score' })).not.toBeInTheDocument();
  });
});
