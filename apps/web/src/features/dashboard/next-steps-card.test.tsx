import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overlapsResponse } from '@courtside/shared/schemas/availability';
import { myMatchDto, type MyMatchDto } from '@courtside/shared/schemas/matches';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import {
  LEAGUE_ID,
  ME,
  makeLeague,
  makeMatchBetween,
  makeProposalBetween,
  springSingles,
} from '@/test/league-fixtures';
import { formatProposalTime } from '@/lib/match-display';
import { renderApp } from '@/test/render';

const serena = { id: ME, first_name: 'Serena', last_name: 'Smith', user_id: 7 };
const bob = { id: 12, first_name: 'Bob', last_name: 'Jones', user_id: 112 };
const cara = { id: 13, first_name: 'Cara', last_name: 'Lee', user_id: 113 };
const dan = { id: 14, first_name: 'Dan', last_name: 'Ng', user_id: 114 };

const mine = (match: ReturnType<typeof makeMatchBetween>): MyMatchDto =>
  myMatchDto.parse({ ...match, league_name: 'Spring Singles', my_player_id: ME });

const inDays = (days: number, hour = 18) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

type Route = FakeResponse | ((call: RecordedCall) => FakeResponse);

function openDashboard(data: { matches?: MyMatchDto[]; routes?: Record<string, Route> } = {}) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET leagues/myLeagues': { body: [springSingles] },
    'GET players/getMyPlayers': { body: [makePlayer()] },
    'GET matches/mine': { body: data.matches ?? [] },
    'GET match-proposals/get': { body: [] },
    'GET leagues/all': { body: [] },
    'GET availability/overlaps': {
      body: overlapsResponse.parse({ success: true, data: { overlaps: [], time_zone: 'UTC' } }),
    },
    ...data.routes,
  });
  const view = renderApp('/dashboard');
  return { ...view, api };
}

const nextSteps = async () => within(await screen.findByRole('region', { name: 'Next Steps' }));

describe('Next Steps', () => {
  it('says so when nothing is waiting', async () => {
    openDashboard();
    expect(await (await nextSteps()).findByText('Nothing is waiting for you right now.')).toBeInTheDocument();
  });

  it('lists what waits, most urgent first, each with its action in place', async () => {
    const proposal = makeProposalBetween(bob, serena, { proposed_time: inDays(3) });
    const scored = mine(
      makeMatchBetween(serena, cara, {
        status: 'normal',
        match_datetime: inDays(-2),
        submitted_by_player_id: cara.id,
        score_confirmation: 'pending',
        set_scores: [
          { set_number: 1, home_games: 6, away_games: 4 },
          { set_number: 2, home_games: 6, away_games: 3 },
        ],
      }),
    );
    const toArrange = mine(makeMatchBetween(dan, serena));
    const booked = mine(makeMatchBetween(serena, bob, { status: 'scheduled', match_datetime: inDays(5) }));
    const free = { start: inDays(2), end: inDays(2, 20) };
    const { user, api } = openDashboard({
      matches: [scored, toArrange, booked],
      routes: {
        'GET match-proposals/get': { body: [proposal] },
        'GET leagues/all': {
          body: [makeLeague({ id: 40, name: 'Autumn Ladder', league_status: 'registration_open' })],
        },
        'GET availability/overlaps': {
          body: overlapsResponse.parse({
            success: true,
            data: {
              overlaps: [
                {
                  start_time: free.start,
                  end_time: free.end,
                  duration: 120,
                  available_opponents: [{ id: dan.id, first_name: 'Dan', last_name: 'Ng' }],
                },
              ],
              time_zone: 'UTC',
            },
          }),
        },
        'PUT match-proposals/respond': { body: { ...proposal, status: 'accepted' } },
        'POST matches/confirmScore': { body: { success: true } },
      },
    });
    const card = await nextSteps();
    await card.findByRole('list', { name: 'Times to propose' });
    expect(card.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Proposals waiting for your answer',
      'Scores waiting for your confirmation',
      'Times to propose',
      'Your next match',
      'Open for registration',
    ]);
    expect(api.callsTo('GET', 'availability/overlaps')[0]?.query.get('league_id')).toBe(String(LEAGUE_ID));

    const when = formatProposalTime(proposal.proposed_time);
    await user.click(card.getByRole('button', { name: `Accept proposal from Bob Jones for ${when}` }));
    expect(api.callsTo('PUT', 'match-proposals/respond')[0]?.body).toEqual({
      proposal_id: proposal.id,
      response: 'accepted',
    });

    const scores = within(card.getByRole('list', { name: 'Scores waiting for your confirmation' }));
    expect(scores.getByText('Cara Lee entered the score: You beat Cara Lee 6-4, 6-3')).toBeInTheDocument();
    await user.click(scores.getByRole('button', { name: 'Confirm the score of your match with Cara Lee' }));
    await findToast('Score confirmed!');
    expect(api.callsTo('POST', 'matches/confirmScore')[0]?.body).toEqual({ match_id: scored.id });

    expect(card.getByText('1 league is open for registration')).toBeInTheDocument();
    const next = within(card.getByRole('list', { name: 'Your next match' }));
    expect(next.getByText(/against Bob Jones/)).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Add your match with Bob Jones to your calendar' })).toHaveAttribute(
      'href',
      `/api/1.0/calendar/match.ics?match_id=${booked.id}`,
    );
  });

  it('disputes a score in place: the reason is asked for, then sent to the admins', async () => {
    const scored = mine(
      makeMatchBetween(cara, serena, {
        status: 'normal',
        match_datetime: inDays(-1),
        submitted_by_player_id: cara.id,
        score_confirmation: 'pending',
        set_scores: [
          { set_number: 1, home_games: 6, away_games: 2 },
          { set_number: 2, home_games: 6, away_games: 2 },
        ],
      }),
    );
    const { user, api } = openDashboard({
      matches: [scored],
      routes: { 'POST matches/disputeScore': { body: { success: true } } },
    });
    const card = await nextSteps();
    // Told from my side: Cara won 6-2 6-2, so I read 2-6, 2-6.
    expect(await card.findByText('Cara Lee entered the score: Cara Lee beat you 6-2, 6-2')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Dispute the score of your match with Cara Lee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute Score' }));
    await user.click(dialog.getByRole('button', { name: 'Send Dispute' }));
    // The server's own rule, in the form: a reason is needed.
    expect(api.callsTo('POST', 'matches/disputeScore')).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /What is wrong with this score\?/ }), 'We never played.');
    await user.click(dialog.getByRole('button', { name: 'Send Dispute' }));
    await findToast('Score disputed. An admin will review it.');
    expect(api.callsTo('POST', 'matches/disputeScore')[0]?.body).toEqual({
      match_id: scored.id,
      reason: 'We never played.',
    });
  });

  it('proposes the time in place: the modal opens on it and one more tap sends it', async () => {
    const toArrange = mine(makeMatchBetween(dan, serena));
    const free = { start: inDays(2), end: inDays(2, 20) };
    const { user, api } = openDashboard({
      matches: [toArrange],
      routes: {
        'GET availability/overlaps': {
          body: overlapsResponse.parse({
            success: true,
            data: {
              overlaps: [
                {
                  start_time: free.start,
                  end_time: free.end,
                  duration: 120,
                  available_opponents: [{ id: dan.id, first_name: 'Dan', last_name: 'Ng' }],
                },
              ],
              time_zone: 'UTC',
            },
          }),
        },
        'GET locations/all': { body: [] },
        'POST match-proposals/post': (call) => ({
          status: 201,
          body: { ...makeProposalBetween(serena, dan), ...(call.body as object) },
        }),
      },
    });
    const card = await nextSteps();
    const when = formatProposalTime(free.start);
    await user.click(await card.findByRole('button', { name: `Propose to Dan Ng for ${when}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    await user.click(dialog.getByRole('button', { name: 'Send Proposal' }));
    await findToast('Match proposal sent successfully!');
    expect(api.callsTo('POST', 'match-proposals/post')[0]?.body).toMatchObject({
      opponent_player_id: dan.id,
      proposed_time: free.start,
    });
  });
});
