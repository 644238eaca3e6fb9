import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import type { FakeResponse } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import {
  BOB,
  CARA,
  DAN,
  LEAGUE_ID,
  ME,
  TUESDAY,
  WEDNESDAY,
  WEEK,
  at,
  installCalendarApi,
  makeMatch,
  makeMyDivision,
  makeProposal,
  type CalendarData,
} from './test-data';

async function openCalendar(data: CalendarData = {}, routes: Parameters<typeof installCalendarApi>[1] = {}) {
  const api = installCalendarApi(data, routes);
  const view = renderApp(`${paths.leagueSchedule(LEAGUE_ID)}?week=${WEEK}`);
  await screen.findByRole('grid');
  return { ...view, api };
}

const fromBob = makeProposal(BOB, at(TUESDAY, '18:00'));
const toCara = makeProposal(CARA, at(WEDNESDAY, '10:00'), { sent: true });
const danMatch = makeMatch(ME, DAN, { status: 'scheduled', match_datetime: at(TUESDAY, '10:00') });

describe('Proposal and match cards', () => {
  it('hide canceled, declined and scheduled-over proposals, and span 3 rows from their start', async () => {
    await openCalendar({
      proposals: [
        fromBob,
        makeProposal(BOB, at(TUESDAY, '12:00'), { status: 'canceled' }),
        makeProposal(CARA, at(WEDNESDAY, '15:00'), { status: 'declined' }),
        // Its time became Dan's match: the match card stands for it.
        makeProposal(DAN, at(TUESDAY, '10:00')),
      ],
      division: makeMyDivision({ matches: [danMatch] }),
    });
    const proposalCards = await screen.findAllByRole('button', { name: /^Proposal/ });
    expect(proposalCards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Proposal from Bob Jones, Tuesday, Jun 4, 6:00 PM',
    ]);
    const card = proposalCards[0]!;
    expect(card.style.getPropertyValue('--card-span')).toBe('3');
    expect(card.style.getPropertyValue('--card-row')).toBe('24');
    expect(card.style.getPropertyValue('--card-col')).toBe('2');
    expect(screen.getByRole('button', { name: 'Scheduled match with Dan Ng, Tuesday, Jun 4, 10:00 AM' })).toBeVisible();
    // The cell where a card starts says so too, for those moving through the grid.
    expect(
      screen.getByRole('gridcell', { name: 'Tuesday, Jun 4, 6:00 PM, no availability, proposal from Bob Jones' }),
    ).toBeInTheDocument();
  });

  it('open the Proposal modal: a received one can be accepted', async () => {
    const { user, api } = await openCalendar(
      { proposals: [fromBob] },
      { 'PUT match-proposals/respond': { body: { ...fromBob, status: 'accepted' } } },
    );
    await user.click(await screen.findByRole('button', { name: /^Proposal from Bob Jones/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match Proposal' }));
    expect(dialog.getByText('Tuesday, Jun 4, 2030 at 6:00 PM')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel Proposal' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Accept' }));
    expect(
      await findToast('Match proposal accepted! Match has been scheduled.', 'Match scheduled!'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', 'match-proposals/respond')[0]?.body).toEqual({
      proposal_id: fromBob.id,
      response: 'accepted',
    });
  });

  it('shows a proposal as accepted the moment Accept is pressed, and as pending again if it fails', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const { user } = await openCalendar(
      { proposals: [fromBob] },
      {
        'PUT match-proposals/respond': () =>
          new Promise<FakeResponse>((resolve) => {
            answer = resolve;
          }),
      },
    );
    await user.click(await screen.findByRole('button', { name: /^Proposal from Bob Jones/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match Proposal' }));
    expect(dialog.getByText('Pending')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Accept' }));

    // Before the server has answered.
    expect(await dialog.findByText('Accepted')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    answer({ status: 409, body: { error: 'This proposal was already answered.' } });
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to accept proposal');
    expect(await dialog.findByText('Pending')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it("reject sends 'declined', and a failure says 'Failed to reject proposal'", async () => {
    const { user, api } = await openCalendar(
      { proposals: [fromBob] },
      { 'PUT match-proposals/respond': { status: 409, body: { error: 'This proposal was already answered.' } } },
    );
    await user.click(await screen.findByRole('button', { name: /^Proposal from Bob Jones/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match Proposal' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reject proposal');
    expect(alert).toHaveTextContent('This proposal was already answered.');
    expect(api.callsTo('PUT', 'match-proposals/respond')[0]?.body).toEqual({
      proposal_id: fromBob.id,
      response: 'declined',
    });
  });

  it('a sent proposal offers Cancel Proposal', async () => {
    const { user, api } = await openCalendar(
      { proposals: [toCara] },
      { 'DELETE match-proposals/cancel': { body: { ...toCara, status: 'canceled' } } },
    );
    await user.click(await screen.findByRole('button', { name: /^Proposal to Cara Lee/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match Proposal' }));
    expect(dialog.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel Proposal' }));
    expect(await findToast('Match proposal canceled')).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'match-proposals/cancel')[0]?.query.get('proposal_id')).toBe(String(toCara.id));
  });

  it('a scheduled match opens its details with Enter Match Score', async () => {
    const { user } = await openCalendar({ division: makeMyDivision({ matches: [danMatch] }) });
    await user.click(await screen.findByRole('button', { name: /^Scheduled match with Dan Ng/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match Details' }));
    expect(dialog.getByText('Dan Ng')).toBeInTheDocument();
    expect(dialog.getByText('TBD')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Enter Match Score' })).toHaveAttribute(
      'href',
      paths.matchScore(LEAGUE_ID, danMatch.id),
    );
    expect(dialog.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      paths.matchSchedule(LEAGUE_ID, danMatch.id),
    );
  });

  it('completed and retired matches have their own cards and offer View Score', async () => {
    const won = makeMatch(ME, BOB, {
      status: 'normal',
      match_datetime: at(WEDNESDAY, '09:00'),
      set_scores: [
        { set_number: 1, home_games: 6, away_games: 3 },
        { set_number: 2, home_games: 6, away_games: 4 },
      ],
    });
    const retired = makeMatch(CARA, ME, {
      status: 'home_retired',
      match_datetime: at(TUESDAY, '08:00'),
      submitted_by_player_id: ME,
    });
    const { user } = await openCalendar({ division: makeMyDivision({ matches: [won, retired] }) });
    expect(await screen.findByRole('button', { name: /^Retired match with Cara Lee/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Completed match with Bob Jones/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match Details' }));
    expect(dialog.getByText('You beat Bob Jones 6-3, 6-4')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'View Score' })).toHaveAttribute(
      'href',
      paths.matchScore(LEAGUE_ID, won.id),
    );
    expect(dialog.queryByRole('link', { name: 'Enter Match Score' })).not.toBeInTheDocument();
  });
});
