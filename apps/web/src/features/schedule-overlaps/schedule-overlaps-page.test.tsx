import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { formatProposalTime } from '@/lib/match-display';
import { findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DAN,
  DIVISION_ID,
  EVE,
  FAY,
  LEAGUE_ID,
  ME,
  eveningFromToday,
  installOverlapsApi,
  makeMatch,
  makeOverlap,
  makeProposal,
  riversidePark,
  springSingles,
} from './test-data';

const tuesdayEvening = makeOverlap('2030-06-04T18:00:00.000Z', '2030-06-04T20:00:00.000Z', [BOB, CARA, DAN]);
const tuesdayLate = makeOverlap('2030-06-04T21:00:00.000Z', '2030-06-04T22:00:00.000Z', [EVE]);
const thursday = makeOverlap('2030-06-06T09:00:00.000Z', '2030-06-06T10:30:00.000Z', [BOB, EVE]);
// Cara has my proposal for 19:00 that evening, and Dan and I play at 18:30 then.
const sentToCara = makeProposal(ME, CARA, '2030-06-04T19:00:00.000Z');
const danScheduled = makeMatch(ME, DAN, { status: 'scheduled', match_datetime: '2030-06-04T18:30:00.000Z' });

async function openOverlaps(
  path: string,
  ...args: Parameters<typeof installOverlapsApi>
): Promise<ReturnType<typeof renderApp> & { api: ReturnType<typeof installOverlapsApi> }> {
  const api = installOverlapsApi(...args);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Schedule Overlaps' });
  return { ...view, api };
}

const daySection = (name: string) => within(screen.getByRole('region', { name }));

describe('Schedule overlaps', () => {
  it('groups overlaps by date and shows each opponent as proposable, proposed or scheduled', async () => {
    await openOverlaps(overlapsPath(LEAGUE_ID), {
      overlaps: [tuesdayEvening, tuesdayLate, thursday],
      proposals: [sentToCara],
      matches: [danScheduled, makeMatch(BOB, ME), makeMatch(ME, CARA)],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, Jun 4, 2030' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Best times this week',
      'Tuesday, Jun 4, 2030',
      'Thursday, Jun 6, 2030',
    ]);
    const tuesday = daySection('Tuesday, Jun 4, 2030');
    const slots = tuesday
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label')?.startsWith('Overlaps'));
    expect(slots).toHaveLength(2);
    const evening = within(slots[0]!);
    expect(evening.getByText('6:00 PM – 8:00 PM')).toBeInTheDocument();
    expect(evening.getByText('2 hours')).toBeInTheDocument();
    expect(
      evening.getByRole('button', { name: 'Propose Match with Bob Jones on Tuesday, Jun 4 at 6:00 PM' }),
    ).toBeInTheDocument();
    const row = (name: string) => within(evening.getByText(name).closest('li')!);
    expect(row('Cara Lee').getByText('Proposal sent')).toBeInTheDocument();
    expect(row('Cara Lee').queryByRole('button')).not.toBeInTheDocument();
    expect(row('Dan Ng').getByText('Scheduled Match')).toBeInTheDocument();
    expect(within(slots[1]!).getByText('9:00 PM – 10:00 PM')).toBeInTheDocument();
    expect(daySection('Thursday, Jun 6, 2030').getByText('1 hour 30 minutes')).toBeInTheDocument();
    // Far beyond this week: nothing is among the best times.
    expect(
      screen.getByText('No shared times in the next 7 days with opponents you still need to schedule.'),
    ).toBeInTheDocument();
  });

  it('offers Reschedule, not Propose Match, where our match is already scheduled at another time', async () => {
    // Dan and I play on Tuesday; he is free on Thursday too, but a second match with him would be refused.
    const thursdayWithDan = makeOverlap('2030-06-06T09:00:00.000Z', '2030-06-06T10:30:00.000Z', [BOB, DAN]);
    await openOverlaps(overlapsPath(LEAGUE_ID), {
      overlaps: [thursdayWithDan],
      proposals: [],
      matches: [danScheduled, makeMatch(ME, BOB)],
    });
    await screen.findByRole('heading', { level: 2, name: 'Thursday, Jun 6, 2030' });
    const thursdaySlot = daySection('Thursday, Jun 6, 2030');
    const reschedule = thursdaySlot.getByRole('link', { name: 'Reschedule your match with Dan Ng' });
    expect(reschedule).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/match/${danScheduled.id}/schedule`);
    expect(thursdaySlot.queryByRole('button', { name: /Propose Match with Dan Ng/ })).not.toBeInTheDocument();
    expect(thursdaySlot.getByRole('button', { name: /Propose Match with Bob Jones/ })).toBeInTheDocument();
  });

  it('proposes a time within the slot, with a location, and says it was sent', async () => {
    const { user, api } = await openOverlaps(
      overlapsPath(LEAGUE_ID),
      { overlaps: [tuesdayEvening] },
      {
        'POST match-proposals/post': (call) => ({
          status: 201,
          body: makeProposal(ME, BOB, (call.body as { proposed_time: string }).proposed_time),
        }),
      },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Propose Match with Bob Jones on Tuesday, Jun 4 at 6:00 PM' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    expect(dialog.getByText('Bob Jones')).toBeInTheDocument();
    const time = dialog.getByRole('combobox', { name: 'Proposed time' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tuesday, Jun 4 at 6:00 PM',
      'Tuesday, Jun 4 at 6:30 PM',
      'Tuesday, Jun 4 at 7:00 PM',
      'Tuesday, Jun 4 at 7:30 PM',
    ]);
    await user.selectOptions(time, 'Tuesday, Jun 4 at 6:30 PM');
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Location (optional)' }), 'Riverside Park');
    await user.click(dialog.getByRole('button', { name: 'Send Proposal' }));

    await findToast('Match proposal sent successfully!');
    expect(api.callsTo('POST', 'match-proposals/post')[0]?.body).toEqual({
      opponent_player_id: BOB,
      proposed_time: '2030-06-04T18:30:00.000Z',
      league_id: LEAGUE_ID,
      division_id: DIVISION_ID,
      location_id: riversidePark.id,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page reads the proposals again, so Bob's state can change to 'Proposal sent'.
    expect(api.callsTo('GET', 'match-proposals/get').length).toBeGreaterThan(1);
  });

  it("toasts 'Failed to send match proposal' and keeps the server's reason in the modal", async () => {
    const { user } = await openOverlaps(
      overlapsPath(LEAGUE_ID),
      { overlaps: [tuesdayEvening] },
      { 'POST match-proposals/post': { status: 409, body: { error: 'You already proposed this time.' } } },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Propose Match with Bob Jones on Tuesday, Jun 4 at 6:00 PM' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    await user.click(dialog.getByRole('button', { name: 'Send Proposal' }));
    await findToast('Failed to send match proposal');
    expect(dialog.getByText('You already proposed this time.')).toBeInTheDocument();
  });

  it("opens on the opponent of the division page's Find Times, and shows everyone again on request", async () => {
    const { router, user } = await openOverlaps(overlapsPath(LEAGUE_ID), {
      overlaps: [tuesdayEvening, tuesdayLate, thursday],
    });
    await screen.findByRole('heading', { level: 2, name: 'Tuesday, Jun 4, 2030' });
    await router.navigate(`/leagues/${LEAGUE_ID}/find-matches`, {
      state: { opponentId: BOB, opponentName: 'Bob Jones' },
    });

    expect(await screen.findByText('Showing times with Bob Jones')).toBeInTheDocument();
    expect(screen.queryByText('Cara Lee')).not.toBeInTheDocument();
    expect(screen.queryByText('Eve Park')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Propose Match with Bob Jones/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show all opponents' }));
    expect(screen.queryByText('Showing times with Bob Jones')).not.toBeInTheDocument();
    expect(screen.getByText('Cara Lee')).toBeInTheDocument();
    expect(screen.getAllByText('Eve Park').length).toBeGreaterThan(0);
  });

  it('ranks the three times of the next 7 days that fit the most opponents still to schedule, earliest first on ties', async () => {
    const s1 = makeOverlap(eveningFromToday(1), eveningFromToday(1, 20), [BOB, EVE]);
    const s2 = makeOverlap(eveningFromToday(2), eveningFromToday(2, 20), [BOB, EVE, FAY]);
    // Cara waits on my proposal and Dan's match is scheduled: neither counts, so this fits Bob alone.
    const s3 = makeOverlap(eveningFromToday(3), eveningFromToday(3, 20), [BOB, CARA, DAN]);
    const s4 = makeOverlap(eveningFromToday(4), eveningFromToday(4, 20), [EVE, FAY]);
    const nextWeek = makeOverlap(eveningFromToday(9), eveningFromToday(9, 20), [BOB, EVE, FAY]);
    await openOverlaps(overlapsPath(LEAGUE_ID), {
      overlaps: [s1, s2, s3, s4, nextWeek],
      proposals: [makeProposal(ME, CARA, eveningFromToday(20))],
      matches: [makeMatch(ME, DAN, { status: 'scheduled', match_datetime: eveningFromToday(30) })],
    });
    const best = within(await screen.findByRole('list', { name: 'Best times this week' }));
    const items = best
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Best times this week');
    expect(items.map((item) => within(item).getByRole('time').textContent)).toEqual(
      [s2, s1, s4].map((slot) => formatProposalTime(slot.start_time)),
    );
    expect(within(items[0]!).getByText(/Fits 3 opponents/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Fits 2 opponents/)).toBeInTheDocument();
    expect(best.queryByText('Cara Lee')).not.toBeInTheDocument();
    expect(best.queryByText('Dan Ng')).not.toBeInTheDocument();
    expect(
      best.getByRole('button', { name: `Propose to Fay Ortiz for ${formatProposalTime(s2.start_time)}` }),
    ).toBeInTheDocument();
  });

  it("says why this week's shared times are not among the best times, rather than that there are none", async () => {
    // Bob and I are free tomorrow evening, but his proposal for next month waits for my answer.
    const tomorrow = makeOverlap(eveningFromToday(1), eveningFromToday(1, 20), [BOB]);
    await openOverlaps(overlapsPath(LEAGUE_ID), {
      overlaps: [tomorrow],
      proposals: [makeProposal(BOB, ME, eveningFromToday(30))],
      matches: [makeMatch(ME, BOB)],
    });
    expect(
      await screen.findByText(
        'Everyone free when you are in the next 7 days already has a proposal waiting or a match scheduled with you.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^No shared times in the next 7 days/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Propose Match with Bob Jones/ })).toBeInTheDocument();
  });

  it("says 'No Schedule Overlaps Found' and leads to adding availability", async () => {
    await openOverlaps(overlapsPath(LEAGUE_ID), { overlaps: [] });
    expect(await screen.findByRole('heading', { name: 'No Schedule Overlaps Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Availability' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/availability/add`,
    );
  });

  it("toasts 'Failed to load availability data' and loads again with Try Again", async () => {
    let failing = true;
    const { user } = await openOverlaps(
      overlapsPath(LEAGUE_ID),
      { overlaps: [] },
      {
        'GET availability/overlaps': () =>
          failing
            ? { status: 500, body: { error: 'boom' } }
            : { body: { success: true, data: { overlaps: [tuesdayEvening], time_zone: 'UTC' } } },
      },
    );
    await findToast('Failed to load availability data');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, Jun 4, 2030' })).toBeInTheDocument();
  });

  describe('without a league in the route', () => {
    const league = (id: number, status: MyLeagueEntry['league_status']): MyLeagueEntry => ({
      league_id: id,
      league_name: `League ${status}`,
      league_status: status,
    });

    it('offers only leagues in play, and reads the one I choose', async () => {
      const leagues = [
        league(1, 'active'),
        league(2, 'completed'),
        league(3, 'playoffs'),
        league(4, 'registration_open'),
        league(5, 'in_progress'),
      ];
      const { user, api } = await openOverlaps('/schedule-overlaps', { overlaps: [tuesdayEvening], leagues });
      const select = await screen.findByRole('combobox', { name: 'League' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a league', 'League active', 'League playoffs', 'League in_progress']);
      expect(screen.getByText('Select a league to see when you and your opponents are both free.')).toBeInTheDocument();
      expect(api.callsTo('GET', 'availability/overlaps')).toHaveLength(0);

      await user.selectOptions(select, 'League playoffs');
      expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, Jun 4, 2030' })).toBeInTheDocument();
      expect(api.callsTo('GET', 'availability/overlaps')[0]?.query.get('league_id')).toBe('3');
    });

    it('chooses my only league in play for me', async () => {
      await openOverlaps('/schedule-overlaps', { overlaps: [tuesdayEvening], leagues: [springSingles] });
      expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, Jun 4, 2030' })).toBeInTheDocument();
      expect(getField('League')).toHaveValue(String(LEAGUE_ID));
    });

    it("says 'No Active Leagues' when none of my leagues is in play", async () => {
      await openOverlaps('/schedule-overlaps', { overlaps: [], leagues: [league(2, 'completed')] });
      expect(await screen.findByRole('heading', { name: 'No Active Leagues' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'League' })).not.toBeInTheDocument();
    });
  });
});

function overlapsPath(leagueId: number) {
  return `/leagues/${leagueId}/schedule/overlaps`;
}
