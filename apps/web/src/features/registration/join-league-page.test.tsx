import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAGUE_INVITE_MESSAGES, type LeagueInvitePreviewDto } from '@courtside/shared/schemas/league-invites';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import { JOIN_FAILED_MESSAGE, joinedMessage } from './join-league-page';
import { LEAGUE_FULL_MESSAGE, LEAGUE_NOT_OPEN_MESSAGE } from './join-refusal';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const anonymous = { 'GET users/me': { status: 401, body: { error: 'unauthorized' } } };

function makePreview(
  overrides: Partial<LeagueInvitePreviewDto> = {},
  league: Partial<LeagueInvitePreviewDto['league']> = {},
): LeagueInvitePreviewDto {
  return {
    league: {
      id: 40,
      name: 'Friday Friends',
      season: 'Spring 2026',
      league_type: 'Singles',
      league_status: 'registration_open',
      organizer_name: 'Serena Smith',
      registration_count: 3,
      max_registrations: 8,
      ...league,
    },
    link_state: 'usable',
    viewer_is_member: null,
    ...overrides,
  };
}

function openJoin(
  preview: FakeResponse | ((call: RecordedCall) => FakeResponse),
  routes: Parameters<typeof installFakeApi>[0] = anonymous,
) {
  const api = installFakeApi({ 'GET league-invites/preview': preview, ...routes });
  return { ...renderApp(`/leagues/join/${TOKEN}`), api };
}

const signedIn = (player = makePlayer({ id: 21, user_id: 8 })) => ({
  'GET users/me': { body: makeUser({ id: 8, email: 'rafa@example.com', firstname: 'Rafa' }) },
  'GET leagues/myLeagues': { body: [] },
  'GET players/getMyPlayers': { body: [player] },
});

/** The Join button once it can be pressed: it waits (loading) for the player's profile to be read. */
async function joinButton() {
  const button = await screen.findByRole('button', { name: 'Join Friday Friends' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('Join League', () => {
  it('shows a visitor the league and the ways in: sign up through the link, or sign in and come back', async () => {
    const { api } = openJoin({ body: makePreview() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Friday Friends' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join League' })).toBeInTheDocument();
    const about = screen.getByRole('list', { name: 'About this league' });
    expect(within(about).getByText('Season: Spring 2026')).toBeInTheDocument();
    expect(within(about).getByText('Organized by Serena Smith')).toBeInTheDocument();
    expect(within(about).getByText('5 places left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to join' })).toHaveAttribute('href', `/sign-up?league=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent(`/leagues/join/${TOKEN}`)}`,
    );
    expect(api.callsTo('GET', 'league-invites/preview')[0]?.query.get('token')).toBe(TOKEN);
  });

  it('says so when the link is not valid, without retrying', async () => {
    const { api } = openJoin({ status: 404, body: { error: LEAGUE_INVITE_MESSAGES.invalid } });
    expect(await screen.findByText(LEAGUE_INVITE_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up to join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'league-invites/preview')).toHaveLength(1);
  });

  it('offers Try Again when the preview could not be read', async () => {
    let failing = true;
    const { user } = openJoin(() =>
      failing ? { status: 503, body: { error: 'Service unavailable' } } : { body: makePreview() },
    );
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Friday Friends' })).toBeInTheDocument();
  });

  it.each([
    ['revoked', makePreview({ link_state: 'revoked' }), LEAGUE_INVITE_MESSAGES.revoked],
    ['used up', makePreview({ link_state: 'used_up' }), LEAGUE_INVITE_MESSAGES.usedUp],
    ['not open', makePreview({}, { league_status: 'draft' }), LEAGUE_NOT_OPEN_MESSAGE],
    ['full', makePreview({}, { registration_count: 8 }), LEAGUE_FULL_MESSAGE],
  ])('says why a %s link cannot take anyone in, and offers no way to join', async (_name, preview, message) => {
    openJoin({ body: preview });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up to join' })).not.toBeInTheDocument();
  });

  it('joins a signed-in player with a complete profile and opens the league home', async () => {
    const { user, api } = openJoin(
      { body: makePreview({ viewer_is_member: false }) },
      {
        ...signedIn(),
        'POST league-invites/join': { status: 201, body: { league_id: 40, player_id: 21 } },
        'GET divisions/getMyDivision': { status: 404, body: { error: 'You are not registered in this league.' } },
        'GET leagues/get': { status: 404, body: { error: 'League not found.' } },
      },
    );
    await user.click(await joinButton());
    await findToast(joinedMessage('Friday Friends'));
    expect(api.callsTo('POST', 'league-invites/join')[0]?.body).toEqual({ token: TOKEN });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Join League' })).not.toBeInTheDocument(),
    );
  });

  it('asks for the missing profile details first, and sends nothing', async () => {
    const { user, api } = openJoin(
      { body: makePreview({ viewer_is_member: false }) },
      signedIn(makePlayer({ id: 21, user_id: 8, first_name: '', rating: null })),
    );
    await user.click(await joinButton());
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    const missing = within(dialog).getByRole('list', { name: 'Missing from your profile' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First name', 'Rating']);
    expect(api.callsTo('POST', 'league-invites/join')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Go to Profile' }));
    // The profile then offers the way back here once it is complete.
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText(/Fill in your first and last name, rating and play type/)).toBeInTheDocument();
  });

  it('links a member to the league instead of offering Join', async () => {
    openJoin({ body: makePreview({ viewer_is_member: true }) }, signedIn());
    const status = await screen.findByText(LEAGUE_INVITE_MESSAGES.alreadyMember, { exact: false });
    expect(within(status).getByRole('link', { name: 'Go to Friday Friends' })).toHaveAttribute('href', '/leagues/40');
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the page when the join is refused", async () => {
    const { user } = openJoin(
      { body: makePreview({ viewer_is_member: false }) },
      {
        ...signedIn(),
        'POST league-invites/join': { status: 409, body: { error: LEAGUE_INVITE_MESSAGES.usedUp } },
      },
    );
    await user.click(await joinButton());
    await findToast(JOIN_FAILED_MESSAGE);
    const alert = await screen.findByText(LEAGUE_INVITE_MESSAGES.usedUp);
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join League' })).toBeInTheDocument();
  });
});

describe('Join League of a doubles league', () => {
  it('stays after joining, says the league is played in pairs, and invites a partner (POST pairs/invite)', async () => {
    const { user, api } = openJoin(
      { body: makePreview({ viewer_is_member: false }, { league_type: 'Mixed' }) },
      {
        ...signedIn(),
        'POST league-invites/join': { status: 201, body: { league_id: 40, player_id: 21 } },
        'POST pairs/invite': { status: 400, body: { error: 'A mixed doubles pair is one man and one woman.' } },
      },
    );
    await user.click(await joinButton());
    await findToast(joinedMessage('Friday Friends'));
    expect(await screen.findByText(/It is played in pairs: invite your partner now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a partner later: go to Friday Friends' })).toHaveAttribute(
      'href',
      '/leagues/40',
    );

    await user.type(screen.getByRole('textbox', { name: "Partner's email" }), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite Partner' }));
    await waitFor(() => expect(api.callsTo('POST', 'pairs/invite')).toHaveLength(1));
    expect(api.callsTo('POST', 'pairs/invite')[0]?.body).toEqual({
      league_id: 40,
      player_id: 21,
      partner_email: 'anna@example.com',
    });
    // The mixed rule is about the partner named: under the field.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: "Partner's email" })).toHaveAccessibleDescription(
        /A mixed doubles pair is one man and one woman./,
      ),
    );
  });
});
