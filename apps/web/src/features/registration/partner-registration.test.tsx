import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIXED_PAIR_MESSAGE } from '@courtside/shared/league/pairs';
import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { ann, bo, makePair } from '@/test/pair-fixtures';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { makeLeague } from './test-leagues';

const spring = makeLeague({ id: 1, name: 'Spring Singles' });
const mixed = makeLeague({ id: 5, name: 'Summer Mixed', league_type: 'Mixed' });
const me = makePlayer({ id: 21, user_id: 31, first_name: 'Ann', last_name: 'Lee' });

type Route = FakeResponse | ((call: RecordedCall) => FakeResponse);

async function openRegister(routes: Record<string, Route> = {}) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser({ id: 31 }) },
    'GET leagues/all': { body: [spring, mixed] },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [me] },
    'GET pairs/invitations': { body: { received: [], sent: [] } },
    ...routes,
  });
  const view = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Register for a League' });
  return { ...view, api };
}

describe('Registering for a doubles league', () => {
  it('says a doubles league is played in pairs and offers both ways in; a singles league does not', async () => {
    const { user } = await openRegister();
    await user.click(await screen.findByRole('radio', { name: 'Spring Singles' }));
    expect(screen.queryByRole('radiogroup', { name: /played in pairs/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Summer Mixed' }));
    const choice = screen.getByRole('radiogroup', { name: 'Summer Mixed is played in pairs' });
    expect(within(choice).getByRole('radio', { name: 'Register with a partner' })).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: 'Register and find a partner later' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeInTheDocument();

    await user.click(within(choice).getByRole('radio', { name: 'Register with a partner' }));
    expect(screen.getByText(MIXED_PAIR_MESSAGE)).toBeInTheDocument();
    expect(getField("Partner's email")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it("checks the partner's email before sending anything", async () => {
    const { user, api } = await openRegister();
    await user.click(await screen.findByRole('radio', { name: 'Summer Mixed' }));
    await user.click(screen.getByRole('radio', { name: 'Register with a partner' }));
    await user.type(getField("Partner's email"), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register and Invite Partner' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'pairs/invite')).toHaveLength(0);
  });

  it('registers with a partner (POST pairs/invite) and shows whom it waits for, with Withdraw', async () => {
    const pair = makePair({ id: 71, status: 'invited', anchor: ann, partner: bo, completed_at: null });
    let mine: MyLeagueEntry[] = [];
    let sent: unknown[] = [];
    const { user, api } = await openRegister({
      'GET leagues/myLeagues': () => ({ body: mine }),
      'GET pairs/invitations': () => ({ body: { received: [], sent } }),
      'POST pairs/invite': () => {
        mine = [{ league_id: 5, league_name: 'Summer Mixed', league_status: 'registration_open' }];
        sent = [pair];
        return { status: 201, body: pair };
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Summer Mixed' }));
    await user.click(screen.getByRole('radio', { name: 'Register with a partner' }));
    await user.type(getField("Partner's email"), ' Bo@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Register and Invite Partner' }));

    await findToast('Invitation sent to Bo Park.');
    expect(api.callsTo('POST', 'pairs/invite')[0]!.body).toEqual({
      league_id: 5,
      player_id: 21,
      partner_email: 'Bo@Example.com',
    });
    expect(
      await screen.findByText(/You are registered for Summer Mixed. Your pair is complete once Bo Park accepts./),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Waiting for Bo Park to accept your invitation to Summer Mixed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw the invitation to Bo Park' })).toBeInTheDocument();
  });

  it("shows a refusal about the partner under the field, and the league's as the form's error", async () => {
    let answer: FakeResponse = { status: 404, body: { error: 'No player has that email.' } };
    const { user } = await openRegister({ 'POST pairs/invite': () => answer });
    await user.click(await screen.findByRole('radio', { name: 'Summer Mixed' }));
    await user.click(screen.getByRole('radio', { name: 'Register with a partner' }));
    await user.type(getField("Partner's email"), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Register and Invite Partner' }));
    await waitFor(() => expect(getField("Partner's email")).toHaveAccessibleDescription(/No player has that email./));

    answer = { status: 400, body: { error: 'This league is full.' } };
    await user.click(screen.getByRole('button', { name: 'Register and Invite Partner' }));
    const formError = await screen.findByText('This league is full.');
    expect(formError.closest('[role="alert"]')).toHaveTextContent('Could not invite your partner');
  });
});
