import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { FakeResponse } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';
import { LEAGUE_ID, alice, bob, cara, installProposalsApi, makeProposal, summerLadder } from './test-data';

const fromAlice = makeProposal(alice, { location_name: 'Riverside Park' });
const toBob = makeProposal(bob, { sent: true, proposed_time: '2031-03-07T18:00:00.000Z' });
const declinedFromCara = makeProposal(cara, { status: 'declined', proposed_time: '2031-03-01T18:00:00.000Z' });
const acceptedToCara = makeProposal(cara, {
  sent: true,
  status: 'accepted',
  league_id: summerLadder.league_id,
  proposed_time: '2031-03-02T18:00:00.000Z',
});

const ALICE_TIME = 'Wednesday, Mar 5 at 3:30 PM';

async function openProposals(path: string, ...args: Parameters<typeof installProposalsApi>) {
  const api = installProposalsApi(...args);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Match Proposals' });
  return { ...view, api };
}

/** An answer the test lets through when it is ready, to look at the page while it is on its way. */
function heldAnswer(body: ProposalDto) {
  let release: () => void = () => {};
  const answer = new Promise<FakeResponse>((resolve) => {
    release = () => resolve({ body });
  });
  return { route: () => answer, release: () => release() };
}

const group = (name: string) => within(screen.getByRole('list', { name }));

describe('Match proposals page', () => {
  it('lists received and sent proposals with the other player, time, place and status', async () => {
    await openProposals('/match-proposals', [toBob, declinedFromCara, fromAlice, acceptedToCara]);
    const received = within(await screen.findByRole('list', { name: 'Received proposals' }));
    const [alicesCard, carasCard] = received.getAllByRole('listitem').map((item) => within(item));
    expect(alicesCard!.getByRole('heading', { name: 'From Alice Smith' })).toBeInTheDocument();
    expect(alicesCard!.getByText(ALICE_TIME)).toBeInTheDocument();
    expect(alicesCard!.getByText('Riverside Park')).toBeInTheDocument();
    expect(alicesCard!.getByText('Pending')).toBeInTheDocument();
    expect(await alicesCard!.findByText('Spring Singles')).toBeInTheDocument();
    expect(
      alicesCard!.getByRole('button', { name: `Accept proposal from Alice Smith for ${ALICE_TIME}` }),
    ).toBeEnabled();
    expect(
      alicesCard!.getByRole('button', { name: `Decline proposal from Alice Smith for ${ALICE_TIME}` }),
    ).toBeEnabled();
    // Answered ones are listed after those waiting, and offer nothing more.
    expect(carasCard!.getByText('Declined')).toBeInTheDocument();
    expect(carasCard!.queryByRole('button')).not.toBeInTheDocument();

    const sent = group('Sent proposals');
    const [bobsCard, acceptedCard] = sent.getAllByRole('listitem').map((item) => within(item));
    expect(bobsCard!.getByRole('heading', { name: 'To Bob Jones' })).toBeInTheDocument();
    expect(bobsCard!.getByText('Friday, Mar 7 at 6:00 PM')).toBeInTheDocument();
    expect(
      bobsCard!.getByRole('button', { name: 'Cancel proposal to Bob Jones for Friday, Mar 7 at 6:00 PM' }),
    ).toBeEnabled();
    expect(bobsCard!.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(acceptedCard!.getByText('Accepted')).toBeInTheDocument();
    expect(acceptedCard!.getByText('Summer Ladder')).toBeInTheDocument();
    expect(acceptedCard!.queryByRole('button')).not.toBeInTheDocument();
  });

  it("reads only the route's league there", async () => {
    const { api } = await openProposals(`/leagues/${LEAGUE_ID}/proposals`, [fromAlice]);
    await screen.findByRole('list', { name: 'Received proposals' });
    expect(api.callsTo('GET', 'match-proposals/get')[0]?.query.get('league_id')).toBe(String(LEAGUE_ID));
    expect(screen.queryByText('Spring Singles')).not.toBeInTheDocument();
  });

  it("accepts once however often it is clicked, reading 'Processing...' meanwhile", async () => {
    const held = heldAnswer({ ...fromAlice, status: 'accepted' });
    const { user, api } = await openProposals('/match-proposals', [fromAlice, toBob], {
      'PUT match-proposals/respond': held.route,
    });
    const accept = await screen.findByRole('button', { name: `Accept proposal from Alice Smith for ${ALICE_TIME}` });
    await user.dblClick(accept);
    await user.click(accept);

    const processing = await screen.findByRole('button', {
      name: `Processing... proposal from Alice Smith for ${ALICE_TIME}`,
    });
    expect(processing).toBeDisabled();
    expect(screen.getByRole('button', { name: `Decline proposal from Alice Smith for ${ALICE_TIME}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Cancel proposal to Bob Jones/ })).toBeDisabled();
    expect(api.callsTo('PUT', 'match-proposals/respond')).toHaveLength(1);
    expect(api.callsTo('PUT', 'match-proposals/respond')[0]?.body).toEqual({
      proposal_id: fromAlice.id,
      response: 'accepted',
    });

    held.release();
    await findToast('Match proposal accepted! Match has been scheduled.', 'Match scheduled!');
    expect(await screen.findByRole('button', { name: /^Cancel proposal to Bob Jones/ })).toBeEnabled();
  });

  it('shows a proposal as accepted the moment Accept is pressed, before the server answers', async () => {
    const held = heldAnswer({ ...fromAlice, status: 'accepted' });
    let proposals = [fromAlice, toBob];
    const { user } = await openProposals('/match-proposals', () => ({ body: proposals }), {
      'PUT match-proposals/respond': held.route,
    });
    const alicesCard = () => within(group('Received proposals').getAllByRole('listitem')[0]!);
    await user.click(await screen.findByRole('button', { name: `Accept proposal from Alice Smith for ${ALICE_TIME}` }));

    expect(await alicesCard().findByText('Accepted')).toBeInTheDocument();
    expect(alicesCard().queryByText('Pending')).not.toBeInTheDocument();

    proposals = [{ ...fromAlice, status: 'accepted' }, toBob];
    held.release();
    await findToast('Match proposal accepted! Match has been scheduled.', 'Match scheduled!');
    // Accepted throughout, and nothing left to answer, before and after the list is read again.
    expect(alicesCard().getByText('Accepted')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Cancel proposal to Bob Jones/ })).toBeEnabled();
    expect(alicesCard().queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows it as pending again, with the error toast, when accepting fails', async () => {
    let refuse: () => void = () => {};
    const answer = new Promise<FakeResponse>((resolve) => {
      refuse = () => resolve({ status: 409, body: { error: 'This proposal is no longer pending.' } });
    });
    const { user } = await openProposals('/match-proposals', [fromAlice], {
      'PUT match-proposals/respond': () => answer,
    });
    const accept = `Accept proposal from Alice Smith for ${ALICE_TIME}`;
    await user.click(await screen.findByRole('button', { name: accept }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();

    refuse();
    await findToast('Failed to accept proposal');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Accepted')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: accept })).toBeEnabled();
  });

  it('declines and cancels with their own messages', async () => {
    const { user, api } = await openProposals('/match-proposals', [fromAlice, toBob], {
      'PUT match-proposals/respond': { body: { ...fromAlice, status: 'declined' } },
      'DELETE match-proposals/cancel': { body: { ...toBob, status: 'canceled' } },
    });
    await user.click(
      await screen.findByRole('button', { name: `Decline proposal from Alice Smith for ${ALICE_TIME}` }),
    );
    await findToast('Match proposal declined.');
    expect(api.callsTo('PUT', 'match-proposals/respond')[0]?.body).toEqual({
      proposal_id: fromAlice.id,
      response: 'declined',
    });

    await user.click(screen.getByRole('button', { name: /^Cancel proposal to Bob Jones/ }));
    await findToast('Match proposal canceled');
    expect(api.callsTo('DELETE', 'match-proposals/cancel')[0]?.query.get('proposal_id')).toBe(String(toBob.id));
  });

  it("says 'Failed to {action} proposal' when an answer or a cancel fails", async () => {
    const refusal = { status: 409, body: { error: 'This proposal is no longer pending.' } };
    const { user } = await openProposals('/match-proposals', [fromAlice, toBob], {
      'PUT match-proposals/respond': refusal,
      'DELETE match-proposals/cancel': refusal,
    });
    await user.click(await screen.findByRole('button', { name: `Accept proposal from Alice Smith for ${ALICE_TIME}` }));
    await findToast('Failed to accept proposal');
    await user.click(screen.getByRole('button', { name: `Decline proposal from Alice Smith for ${ALICE_TIME}` }));
    await findToast('Failed to decline proposal');
    await user.click(screen.getByRole('button', { name: /^Cancel proposal to Bob Jones/ }));
    await findToast('Failed to cancel proposal');
  });

  it('says when there are none and leads to finding match times', async () => {
    await openProposals(`/leagues/${LEAGUE_ID}/proposals`, []);
    expect(await screen.findByText('You have no match proposals.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Match Times' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}/find-matches`,
    );
  });

  it("toasts 'Unable to load league data.' and loads again with Try Again", async () => {
    let failing = true;
    const { user } = await openProposals('/match-proposals', () =>
      failing ? { status: 500, body: { error: 'boom' } } : { body: [fromAlice] },
    );
    await findToast('Unable to load league data.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Received proposals' })).toBeInTheDocument();
  });
});
