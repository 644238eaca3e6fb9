import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerDto } from '@courtside/shared/schemas/pairs';
import { paths } from '@/lib/paths';
import { makePairMember, makePair } from '@/test/pair-fixtures';
import { renderApp } from '@/test/render';
import {
  BOB,
  LEAGUE_ID,
  ME,
  installLeagueApi,
  makeLeague,
  makeMatch,
  makeMyDivision,
  makePlayedMatch,
  serena,
} from './test-data';

const myPartner: PartnerDto = { player_id: 40, first_name: 'Tia', last_name: 'Ray' };
const bobsPartner: PartnerDto = { player_id: 41, first_name: 'Uma', last_name: 'Cole' };
const doubles = makeLeague({ league_type: 'Doubles', name: 'Spring Doubles' });
const serenaMember = makePairMember({ player_id: ME, user_id: serena.id, first_name: 'Serena', last_name: 'Smith' });
const tiaMember = makePairMember({ player_id: 40, user_id: 50, first_name: 'Tia', last_name: 'Ray' });

describe('League home of a doubles league', () => {
  it('names the other side of a match card by its pair, and the score from my pair as You', async () => {
    const won = makePlayedMatch(
      ME,
      BOB,
      [
        [6, 4],
        [6, 3],
      ],
      { home_partner: myPartner, away_partner: bobsPartner },
    );
    const next = makeMatch(BOB, ME, {
      status: 'scheduled',
      match_datetime: '2030-06-01T18:00:00.000Z',
      home_partner: bobsPartner,
      away_partner: myPartner,
    });
    installLeagueApi(makeMyDivision({ league_name: 'Spring Doubles', matches: [won, next] }), {
      'GET leagues/get': { body: { ...doubles, league_status: 'active' } },
      'GET pairs/invitations': { body: { received: [], sent: [] } },
    });
    renderApp(paths.leagueHome(LEAGUE_ID));
    const past = within(await screen.findByRole('region', { name: 'Past Matches' }));
    expect(past.getByRole('heading', { name: 'vs Bob Jones & Uma Cole' })).toBeInTheDocument();
    expect(past.getByText('Score: You beat Bob Jones & Uma Cole 6-4, 6-3')).toBeInTheDocument();
    const scheduled = within(screen.getByRole('region', { name: 'Scheduled Matches' }));
    expect(
      scheduled.getByRole('link', { name: 'Enter Score for match with Bob Jones & Uma Cole' }),
    ).toBeInTheDocument();
  });

  it('shows my pair and the league pairs before play', async () => {
    const mine = makePair({ league_id: LEAGUE_ID, anchor: serenaMember, partner: tiaMember });
    const invited = makePair({
      id: 71,
      league_id: LEAGUE_ID,
      status: 'invited',
      anchor: makePairMember({ player_id: BOB, user_id: 60, first_name: 'Bob', last_name: 'Jones' }),
      partner: makePairMember({ player_id: 41, user_id: 61, first_name: 'Uma', last_name: 'Cole' }),
      completed_at: null,
    });
    installLeagueApi(makeMyDivision({ league_name: 'Spring Doubles', matches: [] }), {
      'GET leagues/get': { body: { ...doubles, league_status: 'registration_closed' } },
      'GET pairs/list': { body: { pairs: [mine, invited], unpaired: [] } },
      'GET pairs/invitations': { body: { received: [], sent: [] } },
    });
    renderApp(paths.leagueHome(LEAGUE_ID));
    const card = within(await screen.findByRole('region', { name: 'Pairs' }));
    expect(await card.findByText('Serena Smith & Tia Ray', { selector: 'strong' })).toBeInTheDocument();
    const list = within(card.getByRole('list', { name: 'Pairs in this league' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Serena Smith & Tia Ray',
      'Bob Jones & Uma ColeInvited',
    ]);
  });

  it('lets an invited partner who is not in the league yet answer the invitation on its page', async () => {
    const asked = makePair({
      id: 72,
      league_id: LEAGUE_ID,
      league_name: 'Spring Doubles',
      status: 'invited',
      anchor: tiaMember,
      partner: serenaMember,
      completed_at: null,
    });
    installLeagueApi(null, {
      'GET divisions/getMyDivision': {
        status: 404,
        body: { error: 'You are not registered in this league.' },
      },
      'GET pairs/invitations': { body: { received: [asked], sent: [] } },
    });
    renderApp(paths.leagueHome(LEAGUE_ID));
    const card = await screen.findByRole('region', { name: 'Tia Ray asked you to be their partner in Spring Doubles' });
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('offers a player without a partner to invite one, in a dialog (POST pairs/invite)', async () => {
    const bo = makePairMember({ player_id: 41, user_id: 61, first_name: 'Bo', last_name: 'Park' });
    const api = installLeagueApi(makeMyDivision({ league_name: 'Spring Doubles', matches: [] }), {
      'GET leagues/get': { body: { ...doubles, league_status: 'registration_open' } },
      'GET pairs/list': { body: { pairs: [], unpaired: [serenaMember, bo] } },
      'GET pairs/invitations': { body: { received: [], sent: [] } },
      'POST pairs/invite': {
        status: 201,
        body: makePair({ id: 73, status: 'invited', anchor: serenaMember, partner: bo, completed_at: null }),
      },
    });
    const { user } = renderApp(paths.leagueHome(LEAGUE_ID));
    const card = within(await screen.findByRole('region', { name: 'Pairs' }));
    expect(card.getByText('Looking for a partner: Serena Smith, Bo Park')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Invite a Partner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a partner to Spring Doubles' }));
    await user.type(dialog.getByRole('textbox', { name: "Partner's email" }), 'bo@example.com');
    await user.click(dialog.getByRole('button', { name: 'Invite Partner' }));
    await waitFor(() => expect(api.callsTo('POST', 'pairs/invite')).toHaveLength(1));
    expect(api.callsTo('POST', 'pairs/invite')[0]!.body).toEqual({
      league_id: LEAGUE_ID,
      player_id: ME,
      partner_email: 'bo@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
