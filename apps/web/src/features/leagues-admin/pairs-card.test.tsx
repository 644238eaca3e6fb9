import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIXED_PAIR_MESSAGE } from '@courtside/shared/league/pairs';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { PairsListResponse } from '@courtside/shared/schemas/pairs';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { ann, bo, cy, di, ed, makePair } from '@/test/pair-fixtures';
import { renderApp } from '@/test/render';
import { PAIRS_CARD_MESSAGES } from './pairs-card';
import { admin, makeDivision, makeLeague, makeLeaguePlayer } from './test-fixtures';

const mixed = makeLeague({ id: 5, name: 'Summer Mixed', league_type: 'Mixed', league_status: 'registration_closed' });
const complete = makePair({ id: 70, anchor: ann, partner: bo });
const invited = makePair({ id: 71, status: 'invited', anchor: di, partner: ed, completed_at: null });
const registered = [ann, bo, cy, di, ed].map((member) =>
  makeLeaguePlayer({
    id: member.player_id,
    user_id: member.user_id,
    first_name: member.first_name,
    last_name: member.last_name,
    gender: member.gender,
    rating: member.rating,
  }),
);
const unpairedLady = {
  ...cy,
  player_id: 26,
  user_id: 36,
  first_name: 'Flo',
  last_name: 'Gray',
  gender: 'Ladies' as const,
};

type Route = FakeResponse | ((call: RecordedCall) => FakeResponse);

function openManage({
  league = mixed,
  pairs = { pairs: [complete, invited], unpaired: [cy, unpairedLady] },
  routes = {},
}: { league?: LeagueDto; pairs?: PairsListResponse; routes?: Record<string, Route> } = {}) {
  const api = installFakeApi({
    'GET users/me': { body: admin },
    'GET leagues/myLeagues': { body: [] },
    'GET leagues/all': { body: [] },
    'GET leagues/get': { body: league },
    'GET divisions/byLeague': { body: [makeDivision({ id: 10, league_id: 5, division_name: 'Division A' })] },
    'GET registrations/getPlayersByLeague': { body: registered },
    'GET divisions/board': { body: { success: true, assignments: [], board_version: 1 } },
    'GET pairs/list': { body: pairs },
    'GET pairs/invitations': { body: { received: [], sent: [] } },
    'GET regions/all': { body: [] },
    ...routes,
  });
  return { ...renderApp('/leagues/5/manage'), api };
}

const pairsCard = () => screen.getByRole('region', { name: 'Pairs' });

describe('Pairs on the Manage page of a doubles league', () => {
  it('lists complete and invited pairs and the players looking for a partner', async () => {
    openManage();
    const card = await screen.findByRole('region', { name: 'Pairs' });
    const rows = within(within(card).getByRole('list', { name: 'Pairs' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ann Lee & Bo Park'),
      expect.stringContaining('Di Ho & Ed Fox'),
    ]);
    expect(within(rows[0]!).getByText('Complete')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Invited')).toBeInTheDocument();
    expect(within(card).getByText('Cy Ng, Flo Gray')).toBeInTheDocument();
  });

  it('pairs two players who have no partner (pairs/create)', async () => {
    const { user, api } = openManage({
      routes: { 'POST pairs/create': { status: 201, body: makePair({ id: 72, anchor: cy, partner: unpairedLady }) } },
    });
    const card = await screen.findByRole('region', { name: 'Pairs' });
    await user.selectOptions(within(card).getByLabelText('First player'), 'Cy Ng');
    await user.selectOptions(within(card).getByLabelText('Partner'), 'Flo Gray');
    await user.click(within(card).getByRole('button', { name: 'Pair Players' }));
    await waitFor(() => expect(api.callsTo('POST', 'pairs/create')).toHaveLength(1));
    expect(api.callsTo('POST', 'pairs/create')[0]!.body).toEqual({
      league_id: 5,
      anchor_player_id: 23,
      partner_player_id: 26,
    });
    expect(await findToast(PAIRS_CARD_MESSAGES.paired)).toBeInTheDocument();
  });

  it('refuses the same player twice and a mixed pair of two men, sending nothing', async () => {
    const cyTwin = { ...cy, player_id: 27, user_id: 37, first_name: 'Gus', last_name: 'Hill' };
    const { user, api } = openManage({ pairs: { pairs: [], unpaired: [cy, cyTwin] } });
    const card = await screen.findByRole('region', { name: 'Pairs' });
    await user.selectOptions(within(card).getByLabelText('First player'), 'Cy Ng');
    await user.selectOptions(within(card).getByLabelText('Partner'), 'Cy Ng');
    await user.click(within(card).getByRole('button', { name: 'Pair Players' }));
    expect(await within(card).findByText(PAIRS_CARD_MESSAGES.samePlayer)).toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('Partner'), 'Gus Hill');
    await user.click(within(card).getByRole('button', { name: 'Pair Players' }));
    expect(await within(card).findByText(MIXED_PAIR_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', 'pairs/create')).toHaveLength(0);
  });

  it("shows the server's refusal of a pairing in the form", async () => {
    const { user } = openManage({
      routes: {
        'POST pairs/create': { status: 409, body: { error: 'Flo Gray is already in a pair of this league.' } },
      },
    });
    const card = await screen.findByRole('region', { name: 'Pairs' });
    await user.selectOptions(within(card).getByLabelText('First player'), 'Cy Ng');
    await user.selectOptions(within(card).getByLabelText('Partner'), 'Flo Gray');
    await user.click(within(card).getByRole('button', { name: 'Pair Players' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Flo Gray is already in a pair of this league.');
  });

  it('gives a pair another partner before the league starts (pairs/changePartner)', async () => {
    const { user, api } = openManage({
      routes: { 'PUT pairs/changePartner': { body: makePair({ id: 70, anchor: ann, partner: cy }) } },
    });
    const card = await screen.findByRole('region', { name: 'Pairs' });
    await user.click(within(card).getByRole('button', { name: 'Change partner of Ann Lee & Bo Park' }));
    // Ann plays in the ladies' half of a mixed pair: another lady is refused before anything is sent.
    await user.selectOptions(within(card).getByLabelText('New partner for Ann Lee'), 'Flo Gray');
    await user.click(within(card).getByRole('button', { name: 'Save Partner' }));
    expect(await within(card).findByText(MIXED_PAIR_MESSAGE)).toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('New partner for Ann Lee'), 'Cy Ng');
    await user.click(within(card).getByRole('button', { name: 'Save Partner' }));
    await waitFor(() => expect(api.callsTo('PUT', 'pairs/changePartner')).toHaveLength(1));
    expect(api.callsTo('PUT', 'pairs/changePartner')[0]!.body).toEqual({ pair_id: 70, partner_player_id: 23 });
    expect(await findToast(PAIRS_CARD_MESSAGES.partnerChanged)).toBeInTheDocument();
  });

  it('offers no partner change once the league has started', async () => {
    openManage({ league: { ...mixed, league_status: 'active' } });
    const card = await screen.findByRole('region', { name: 'Pairs' });
    expect(within(card).queryByRole('button', { name: /Change partner/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pair Players' })).not.toBeInTheDocument();
    expect(within(card).getByText(PAIRS_CARD_MESSAGES.afterStart)).toBeInTheDocument();
  });

  it('places complete pairs on the board, one card each, and lists the others apart with why', async () => {
    const { user } = openManage();
    await screen.findByRole('region', { name: 'Pairs' });
    const card = await waitFor(() => {
      const found = document.querySelector('[data-player-card="Ann Lee & Bo Park"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(card).getByText('Ratings 4.0 & 4.0')).toBeInTheDocument();
    // Only the pair is placeable: no card for a partner, an invited pair or a player alone.
    expect(document.querySelectorAll('[data-player-card]')).toHaveLength(1);
    const waiting = screen.getByRole('list', { name: 'Not placeable yet' });
    expect(within(waiting).getByText('Di Ho & Ed Fox').parentElement).toHaveTextContent('Waiting for Ed Fox to accept');
    expect(within(waiting).getByText('Cy Ng').parentElement).toHaveTextContent('No partner yet');

    // The phone's select places the pair under its anchor's id.
    await user.selectOptions(screen.getByLabelText('Division for Ann Lee & Bo Park'), 'Division A');
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument();
    expect(pairsCard()).toBeInTheDocument();
  });
});
