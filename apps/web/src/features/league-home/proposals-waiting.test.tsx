import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { paths } from '@/lib/paths';
import type { FakeResponse } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { makeProposalBetween } from '@/test/league-fixtures';
import { renderApp } from '@/test/render';
import { BOB, CARA, DAN, LEAGUE_ID, ME, installLeagueApi, makeMatch, makeMyDivision } from './test-data';

const names: Record<number, string> = { [BOB]: 'Bob Jones', [CARA]: 'Cara Lee', [DAN]: 'Dan Ng', [ME]: 'Serena Smith' };
/** A proposal side as the API names it; user ids are player ids plus 100 here. */
const side = (id: number) => {
  const [first_name = '', last_name = ''] = (names[id] ?? '').split(' ');
  return { id, first_name, last_name, user_id: id + 100 };
};

function makeProposal(from: number, to: number, overrides: Partial<ProposalDto> = {}): ProposalDto {
  return makeProposalBetween(side(from), side(to), { created_at: '2030-06-01T09:30:00.000Z', ...overrides });
}

const fromBob = makeProposal(BOB, ME);
const fromCara = makeProposal(CARA, ME, { proposed_time: '2030-06-08T17:00:00.000Z', location_name: 'Riverside Park' });
const toDan = makeProposal(ME, DAN);
const answeredFromDan = makeProposal(DAN, ME, { status: 'declined' });

const bobMatch = makeMatch(ME, BOB);
const division = makeMyDivision({ matches: [bobMatch, makeMatch(CARA, ME), makeMatch(ME, DAN)] });

async function openLeagueHome(proposals: FakeResponse | (() => FakeResponse | Promise<FakeResponse>), routes = {}) {
  const api = installLeagueApi(division, {
    'GET match-proposals/get': proposals,
    'GET availability/overlaps': { body: { success: true, data: { overlaps: [], time_zone: 'UTC' } } },
    ...routes,
  });
  const view = renderApp(paths.leagueHome(LEAGUE_ID));
  await screen.findByRole('heading', { level: 1, name: 'Spring Singles' });
  return { ...view, api };
}

const BOB_ACCEPT = 'Accept proposal from Bob Jones for Friday, Jun 7 at 9:30 AM';

describe('Match proposals waiting on the league home', () => {
  it('shows nothing while no proposals wait for my answer', async () => {
    const { api } = await openLeagueHome({ body: [toDan, answeredFromDan] });
    await waitFor(() => expect(api.callsTo('GET', 'match-proposals/get')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Division Opponents' });
    expect(screen.queryByText('Match Proposals Waiting')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Proposals' })).not.toBeInTheDocument();
  });

  it('shows the banner with the count of received pending proposals, View All Proposals and each with Accept and Decline', async () => {
    const { api } = await openLeagueHome({ body: [fromCara, toDan, fromBob, answeredFromDan] });
    expect(await screen.findByText('Match Proposals Waiting')).toBeInTheDocument();
    expect(screen.getByText('You have 2 pending proposals.')).toBeInTheDocument();
    expect(api.callsTo('GET', 'match-proposals/get')[0]?.query.get('league_id')).toBe(String(LEAGUE_ID));
    expect(screen.getByRole('link', { name: 'View All Proposals' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/proposals`,
    );
    const list = within(screen.getByRole('list', { name: 'Pending proposals' }));
    const items = list.getAllByRole('listitem');
    // Soonest first.
    expect(within(items[0]!).getByText('Bob Jones')).toBeInTheDocument();
    expect(within(items[0]!).getByText('TBD', { exact: false })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Riverside Park', { exact: false })).toBeInTheDocument();
    expect(list.getByRole('button', { name: BOB_ACCEPT })).toBeEnabled();
    expect(
      list.getByRole('button', { name: 'Decline proposal from Cara Lee for Saturday, Jun 8 at 5:00 PM' }),
    ).toBeEnabled();
  });

  it("accepts in one click, once, reading 'Processing...', then reads the division again", async () => {
    let release: () => void = () => {};
    const answer = new Promise<FakeResponse>((resolve) => {
      release = () => resolve({ body: { ...fromBob, status: 'accepted' } });
    });
    let proposals = [fromBob, fromCara];
    const { user, api } = await openLeagueHome(() => ({ body: proposals }), {
      'PUT match-proposals/respond': () => answer,
    });
    const accept = await screen.findByRole('button', { name: BOB_ACCEPT });
    const divisionReads = api.callsTo('GET', 'divisions/getMyDivision').length;
    await user.dblClick(accept);

    expect(
      await screen.findByRole('button', { name: 'Processing... proposal from Bob Jones for Friday, Jun 7 at 9:30 AM' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Decline proposal from Bob Jones/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Accept proposal from Cara Lee/ })).toBeDisabled();
    expect(api.callsTo('PUT', 'match-proposals/respond')).toHaveLength(1);
    expect(api.callsTo('PUT', 'match-proposals/respond')[0]?.body).toEqual({
      proposal_id: fromBob.id,
      response: 'accepted',
    });

    proposals = [fromCara];
    release();
    await findToast('Match proposal accepted! Match has been scheduled.', 'Match scheduled!');
    // Once with every other read of matches, and once more 100 ms later (league-play section 9).
    await waitFor(() =>
      expect(api.callsTo('GET', 'divisions/getMyDivision').length).toBeGreaterThanOrEqual(divisionReads + 2),
    );
    expect(await screen.findByText('You have 1 pending proposal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Accept proposal from Cara Lee/ })).toBeEnabled();
  });

  it('shows an accepted proposal as accepted, out of the count, before the server answers', async () => {
    let release: () => void = () => {};
    const answer = new Promise<FakeResponse>((resolve) => {
      release = () => resolve({ body: { ...fromBob, status: 'accepted' } });
    });
    let proposals = [fromBob, fromCara];
    const { user } = await openLeagueHome(() => ({ body: proposals }), {
      'PUT match-proposals/respond': () => answer,
    });
    expect(await screen.findByText('You have 2 pending proposals.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BOB_ACCEPT }));

    expect(await screen.findByText('You have 1 pending proposal.')).toBeInTheDocument();
    const bobsItem = within(screen.getByRole('list', { name: 'Pending proposals' }).querySelectorAll('li')[0]!);
    expect(bobsItem.getByText('Accepted')).toBeInTheDocument();

    proposals = [fromCara];
    release();
    await findToast('Match proposal accepted! Match has been scheduled.', 'Match scheduled!');
    await waitFor(() => expect(screen.queryByText('Accepted')).not.toBeInTheDocument());
    expect(screen.getByText('You have 1 pending proposal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOB_ACCEPT })).not.toBeInTheDocument();
  });

  it('puts an accepted proposal back among those waiting, with the error toast, when accepting fails', async () => {
    let release: () => void = () => {};
    const answer = new Promise<FakeResponse>((resolve) => {
      release = () => resolve({ status: 409, body: { error: 'This proposal is no longer pending.' } });
    });
    const { user } = await openLeagueHome(
      { body: [fromBob, fromCara] },
      { 'PUT match-proposals/respond': () => answer },
    );
    await user.click(await screen.findByRole('button', { name: BOB_ACCEPT }));
    expect(await screen.findByText('You have 1 pending proposal.')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();

    release();
    await findToast('Failed to accept proposal');
    expect(await screen.findByText('You have 2 pending proposals.')).toBeInTheDocument();
    expect(screen.queryByText('Accepted')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: BOB_ACCEPT })).toBeEnabled();
  });

  it('declines, and says so when an answer fails', async () => {
    let failing = false;
    const { user } = await openLeagueHome(
      { body: [fromBob] },
      {
        'PUT match-proposals/respond': () =>
          failing
            ? { status: 409, body: { error: 'Changed meanwhile.' } }
            : { body: { ...fromBob, status: 'declined' } },
      },
    );
    await user.click(await screen.findByRole('button', { name: /^Decline proposal from Bob Jones/ }));
    await findToast('Match proposal declined.');

    failing = true;
    await user.click(screen.getByRole('button', { name: BOB_ACCEPT }));
    await findToast('Failed to accept proposal');
  });

  it('says when the proposals cannot be read and reads them again on request', async () => {
    let failing = true;
    const { user } = await openLeagueHome(() =>
      failing ? { status: 500, body: { error: 'boom' } } : { body: [fromBob] },
    );
    expect(await screen.findByText(/Your match proposals could not be loaded\./)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load proposals again' }));
    expect(await screen.findByText('Match Proposals Waiting')).toBeInTheDocument();
  });
});
