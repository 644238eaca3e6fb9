import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAGUE_INVITE_MESSAGES, type LeagueInvitePreviewDto } from '@courtside/shared/schemas/league-invites';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { expectFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { SIGN_UP_SUCCESS_MESSAGE } from './sign-up-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

const preview = (linkState: LeagueInvitePreviewDto['link_state'] = 'usable'): LeagueInvitePreviewDto => ({
  league: {
    id: 40,
    name: 'Friday Friends',
    season: 'Spring 2026',
    league_type: 'Singles',
    league_status: 'registration_open',
    organizer_name: 'Serena Smith',
    registration_count: 3,
    max_registrations: 8,
  },
  link_state: linkState,
  viewer_is_member: null,
});

/** A visitor who becomes user 42 once users/create answers. */
function signUpServer(previewAnswer: FakeResponse, createAnswer?: FakeResponse) {
  let signedIn = false;
  const created = makeUser({ id: 42, email: 'rafa@example.com', firstname: null, lastname: null });
  return installFakeApi({
    'GET users/me': () => (signedIn ? { body: created } : { status: 401, body: { error: 'unauthorized' } }),
    'GET league-invites/preview': previewAnswer,
    'GET users/exists': { body: { exists: false } },
    'POST users/create': () => {
      if (createAnswer) return createAnswer;
      signedIn = true;
      return { status: 201, body: { id: 42, user: created } };
    },
    'POST players/create': { status: 201, body: makePlayer({ id: 90, user_id: 42, first_name: '', last_name: '' }) },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [makePlayer({ id: 90, user_id: 42, first_name: '', last_name: '' })] },
  });
}

async function fillAccount(user: ReturnType<typeof renderApp>['user']) {
  await user.type(getField('Email'), 'Rafa@Example.com');
  await user.type(getField('Password'), 'secret-pass');
  await user.type(getField('Confirm Password'), 'secret-pass');
}

describe('sign-up through a league invite link', () => {
  it('says which league the link joins in place of the invite code, sends the token and goes on to join', async () => {
    const api = signUpServer({ body: preview() });
    const { user, router } = renderApp(`/sign-up?league=${TOKEN}`);
    expect(await screen.findByText("You're joining Friday Friends")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Invite Code/)).not.toBeInTheDocument();

    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await findToast(SIGN_UP_SUCCESS_MESSAGE);
    expect(api.callsTo('POST', 'users/create')[0]?.body).toEqual({
      email: 'rafa@example.com',
      password: 'secret-pass',
      league_invite_token: TOKEN,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leagues/join/${TOKEN}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join League' })).toBeInTheDocument();
  });

  it.each([
    ['an invalid', { status: 404, body: { error: LEAGUE_INVITE_MESSAGES.invalid } }, LEAGUE_INVITE_MESSAGES.invalid],
    ['a revoked', { body: preview('revoked') }, LEAGUE_INVITE_MESSAGES.revoked],
    ['a used-up', { body: preview('used_up') }, LEAGUE_INVITE_MESSAGES.usedUp],
  ])('says why %s link cannot be used and falls back to the invite code', async (_name, answer, message) => {
    const api = signUpServer(answer);
    const { user } = renderApp(`/sign-up?league=${TOKEN}`);
    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    await fillAccount(user);
    await user.type(getField('Invite Code'), 'welcome1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await findToast(SIGN_UP_SUCCESS_MESSAGE);
    expect(api.callsTo('POST', 'users/create')[0]?.body).toEqual({
      email: 'rafa@example.com',
      password: 'secret-pass',
      invite_code: 'WELCOME1',
    });
  });

  it('brings the invite code field back, with the reason under it, when the link stops working meanwhile', async () => {
    signUpServer({ body: preview() }, { status: 400, body: { error: LEAGUE_INVITE_MESSAGES.usedUp } });
    const { user } = renderApp(`/sign-up?league=${TOKEN}`);
    await screen.findByText("You're joining Friday Friends");
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expectFieldError('Invite Code', LEAGUE_INVITE_MESSAGES.usedUp));
    expect(screen.queryByText("You're joining Friday Friends")).not.toBeInTheDocument();
  });
});
