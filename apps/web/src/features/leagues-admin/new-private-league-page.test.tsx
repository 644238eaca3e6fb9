import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_MESSAGES } from '@courtside/shared/schemas/leagues';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { expectFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { INCOMPLETE_PROFILE_MESSAGE, PRIVATE_LEAGUE_CREATED_MESSAGE } from './league-form';
import { makeLeague } from './test-fixtures';

const serena = makeUser();
const created = makeLeague({
  id: 40,
  name: 'Friday Friends',
  public_visible: false,
  organizer_user_id: serena.id,
  organizer_name: 'Serena Smith',
  registration_count: 1,
});

function openNewLeague(
  createPrivate: FakeResponse | ((call: RecordedCall) => FakeResponse) = { status: 201, body: created },
) {
  const api = installFakeApi({
    'GET users/me': { body: serena },
    'GET regions/all': { body: [] },
    'GET leagues/myLeagues': { body: [] },
    'GET leagues/all': { body: [] },
    'POST leagues/createPrivate': createPrivate,
    'GET leagues/get': { body: created },
    'GET divisions/byLeague': { body: [] },
    'GET registrations/getPlayersByLeague': { body: [] },
    'GET divisions/board': { body: { success: true, assignments: [], board_version: 1 } },
    'GET league-invites/list': { body: [] },
  });
  return { ...renderApp('/leagues/new'), api };
}

describe('Start a Private League', () => {
  beforeEach(() => {
    // Wednesday 4 March 2026, mid-morning where the reader is.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 4, 10, 30) });
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the defaults of a small group: Singles, eight places, a week to sign up, eight weeks of play', async () => {
    openNewLeague();
    await screen.findByRole('heading', { level: 1, name: 'Start a Private League' });
    expect(getField('League Type')).toHaveValue('Singles');
    expect(getField('Age Category')).toHaveValue('Adult');
    expect(getField('Season')).toHaveValue('Spring 2026');
    expect(getField('Registration Start')).toHaveValue('2026-03-04');
    expect(getField('Registration End')).toHaveValue('2026-03-11');
    expect(getField('Play Start')).toHaveValue('2026-03-12');
    expect(getField('Play End')).toHaveValue('2026-05-06');
    expect(getField('Max Registrations')).toHaveValue('8');
    expect(getField('Min Players per Division')).toHaveValue('2');
    expect(getField('Max Players per Division')).toHaveValue('8');
    expect(getField('Scoring Format')).toHaveValue('best_of_three');
    expect(screen.getByRole('switch', { name: /^I'll play in this league too/ })).toBeChecked();
    // Always private: nothing to switch; the club's extras are folded away.
    expect(screen.queryByLabelText('Publicly visible')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the league through createPrivate, private, and opens its Manage page', async () => {
    const { user, api } = openNewLeague();
    await screen.findByRole('heading', { level: 1, name: 'Start a Private League' });
    await user.type(getField('League Name'), 'Friday Friends');
    await user.selectOptions(getField('Scoring Format'), 'match_tiebreak');
    await user.click(screen.getByRole('switch', { name: /^I'll play in this league too/ }));
    await user.click(screen.getByRole('button', { name: 'Create Private League' }));

    await findToast(PRIVATE_LEAGUE_CREATED_MESSAGE);
    const [call] = api.callsTo('POST', 'leagues/createPrivate');
    expect(call?.body).toMatchObject({
      name: 'Friday Friends',
      league_type: 'Singles',
      season: 'Spring 2026',
      registration_start: '2026-03-04',
      play_end: '2026-05-06',
      max_registrations: 8,
      max_players_per_division: 8,
      scoring_format: 'match_tiebreak',
      organizer_plays: false,
      public_visible: false,
      region_id: null,
      entry_fee: null,
    });
    expect(api.callsTo('POST', 'leagues/post')).toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage League' })).toBeInTheDocument();
  });

  it("checks the form with the API's rules before sending", async () => {
    const { user, api } = openNewLeague();
    await screen.findByRole('heading', { level: 1, name: 'Start a Private League' });
    await user.clear(getField('Season'));
    await user.click(screen.getByRole('button', { name: 'Create Private League' }));
    expectFieldError('League Name', LEAGUE_MESSAGES.nameRequired);
    expectFieldError('Season', LEAGUE_MESSAGES.seasonRequired);
    expect(api.callsTo('POST', 'leagues/createPrivate')).toHaveLength(0);
  });

  it('opens More options by itself when a folded field is wrong', async () => {
    const { user } = openNewLeague();
    await screen.findByRole('heading', { level: 1, name: 'Start a Private League' });
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.type(getField('Banner URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.type(getField('League Name'), 'Friday Friends');
    await user.click(screen.getByRole('button', { name: 'Create Private League' }));
    expect(screen.getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'true');
    expectFieldError('Banner URL', 'Banner URL must be an http(s) address');
  });

  it('says an incomplete profile stops it, with the way to the profile', async () => {
    const { user } = openNewLeague({ status: 400, body: { error: INCOMPLETE_PROFILE_MESSAGE } });
    await screen.findByRole('heading', { level: 1, name: 'Start a Private League' });
    await user.type(getField('League Name'), 'Friday Friends');
    await user.click(screen.getByRole('button', { name: 'Create Private League' }));

    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((element) => element.textContent?.includes(INCOMPLETE_PROFILE_MESSAGE));
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(within(alert).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Start a Private League' })).toBeInTheDocument();
  });
});
