import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { paths } from '@/lib/paths';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { expectFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import {
  ALICE_PLAYER_ID,
  LEAGUE_ID,
  MATCH_ID,
  hillSchool,
  makeMatch,
  makePlayedMatch,
  riverside,
} from './test-matches';

const alice = makeUser({ id: 7, firstname: 'Alice', lastname: 'Smith' });
const alicePlayer = makePlayer({ id: ALICE_PLAYER_ID, user_id: 7, first_name: 'Alice', last_name: 'Smith' });

async function openSchedulePage(match: MatchDto, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET users/me': { body: alice },
    'GET players/getMyPlayers': { body: [alicePlayer] },
    'GET matches/getMatchDetails': { body: match },
    'GET locations/all': { body: [riverside, hillSchool] },
    ...routes,
  });
  const view = renderApp(paths.matchSchedule(LEAGUE_ID, MATCH_ID));
  await screen.findByRole('heading', { level: 2, name: 'Alice Smith vs Bob Jones' });
  return { ...view, api };
}

const unscheduled = makeMatch({
  status: 'unscheduled',
  match_datetime: null,
  location_id: null,
  location_name: null,
  location: null,
});

describe('Schedule or Reschedule Match', () => {
  it('schedules a match: sends the local time as an ISO instant with the location, then goes home', async () => {
    const {
      user: actor,
      api,
      router,
    } = await openSchedulePage(unscheduled, {
      'POST matches/scheduleMatch': { body: { success: true } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Match' })).toBeInTheDocument();
    const when = getField('Date and time');
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(when).toBeRequired();
    expect(when).toHaveValue('');
    await screen.findByRole('option', { name: 'Hill School' });
    expect(getField('Location')).toHaveValue('');

    await actor.click(screen.getByRole('button', { name: 'Schedule Match' }));
    expectFieldError('Date and time', 'Please choose the date and time of the match.');
    expect(api.callsTo('POST', 'matches/scheduleMatch')).toHaveLength(0);

    await actor.type(when, '2026-04-10T18:30');
    await actor.selectOptions(getField('Location'), 'Hill School');
    await actor.click(screen.getByRole('button', { name: 'Schedule Match' }));

    await findToast('Match scheduled successfully!', 'Match scheduled!');
    expect(api.callsTo('POST', 'matches/scheduleMatch')[0]?.body).toEqual({
      match_id: MATCH_ID,
      // Tests run with TZ=UTC: 18:30 on the wall clock is 18:30Z.
      match_datetime: '2026-04-10T18:30:00.000Z',
      location_id: hillSchool.id,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leagueHome(LEAGUE_ID)));
  });

  it('reschedules a match from its current time and court, and can leave the court to be decided', async () => {
    const { user: actor, api } = await openSchedulePage(makeMatch(), {
      'POST matches/scheduleMatch': { body: { success: true } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reschedule Match' })).toBeInTheDocument();
    expect(getField('Date and time')).toHaveValue('2026-03-05T15:30');
    await screen.findByRole('option', { name: 'Hill School' });
    expect(getField('Location')).toHaveValue(String(riverside.id));

    await actor.selectOptions(getField('Location'), 'TBD (no location yet)');
    await actor.click(screen.getByRole('button', { name: 'Reschedule Match' }));
    await findToast('Match scheduled successfully!', 'Match scheduled!');
    expect(api.callsTo('POST', 'matches/scheduleMatch')[0]?.body).toEqual({
      match_id: MATCH_ID,
      match_datetime: '2026-03-05T15:30:00.000Z',
      location_id: null,
    });
  });

  it("shows the server's reason when scheduling fails", async () => {
    const { user: actor, router } = await openSchedulePage(makeMatch(), {
      'POST matches/scheduleMatch': { status: 400, body: { error: 'The league has ended.' } },
    });
    await actor.click(screen.getByRole('button', { name: 'Reschedule Match' }));
    await findToast('Failed to schedule match');
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('The league has ended.'));
    expect(alert).toHaveTextContent('Failed to schedule matchThe league has ended.');
    expect(router.state.location.pathname).toBe(paths.matchSchedule(LEAGUE_ID, MATCH_ID));
  });

  it('keeps the form usable when the locations cannot be loaded', async () => {
    await openSchedulePage(makeMatch(), { 'GET locations/all': { status: 500 } });
    expect(
      await screen.findByText('The list of locations could not be loaded; you can set one later.'),
    ).toBeInTheDocument();
    expect(getField('Location')).toHaveValue(String(riverside.id));
  });

  it('sends a played match to View Score instead of a form', async () => {
    await openSchedulePage(makePlayedMatch());
    expect(screen.getByText('This match has been played, so it can no longer be scheduled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Score' })).toHaveAttribute(
      'href',
      paths.matchScore(LEAGUE_ID, MATCH_ID),
    );
    expect(screen.queryByLabelText(/Date and time/)).not.toBeInTheDocument();
  });
});
