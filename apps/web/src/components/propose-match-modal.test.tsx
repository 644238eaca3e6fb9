import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { findToast } from '@/test/form-errors';
import { renderWithProviders } from '@/test/render';
import { proposalStartChoices } from './propose-match-dialog';
import { ProposeMatchModal, type ProposeTarget } from './propose-match-modal';

const HOUR = 3_600_000;
const target: ProposeTarget = {
  opponent: { id: 21, name: 'Bob Jones' },
  slot: { start_time: '2030-06-04T18:00:00.000Z', end_time: '2030-06-04T19:30:00.000Z' },
};

describe('proposalStartChoices', () => {
  it('offers the start and every 30 minutes inside the slot', () => {
    expect(proposalStartChoices(target.slot, Date.parse('2030-01-01T00:00:00Z'))).toEqual([
      '2030-06-04T18:00:00.000Z',
      '2030-06-04T18:30:00.000Z',
      '2030-06-04T19:00:00.000Z',
    ]);
  });

  it('leaves out starts already passed in a slot under way, and offers none once it is over', () => {
    const underWay = Date.parse('2030-06-04T18:10:00Z');
    expect(proposalStartChoices(target.slot, underWay)).toEqual([
      '2030-06-04T18:30:00.000Z',
      '2030-06-04T19:00:00.000Z',
    ]);
    expect(proposalStartChoices(target.slot, Date.parse(target.slot.end_time) + HOUR)).toEqual([]);
  });
});

describe('ProposeMatchModal', () => {
  it("refuses to send without a league: 'Please select a league first'", async () => {
    const api = installFakeApi({ 'GET locations/all': { body: [] } });
    const { user } = renderWithProviders(<ProposeMatchModal target={target} leagueId={null} onClose={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    await user.click(dialog.getByRole('button', { name: 'Send Proposal' }));
    await findToast('Please select a league first');
    expect(api.callsTo('POST', 'match-proposals/post')).toHaveLength(0);
  });

  it('sends one proposal however quickly Send Proposal is pressed twice, then closes', async () => {
    const onClose = vi.fn();
    const api = installFakeApi({
      'GET locations/all': { body: [] },
      'POST match-proposals/post': () => new Promise(() => {}),
    });
    const { user } = renderWithProviders(
      <ProposeMatchModal target={target} leagueId={12} divisionId={4} onClose={onClose} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    expect(dialog.getByText('Bob Jones')).toBeInTheDocument();
    await user.dblClick(dialog.getByRole('button', { name: 'Send Proposal' }));
    expect(api.callsTo('POST', 'match-proposals/post')).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says why the server refused, in the dialog and in a toast, and sends the chosen time and place', async () => {
    const api = installFakeApi({
      'GET locations/all': { body: [{ id: 3, name: 'Riverside Park' }] },
      'POST match-proposals/post': { status: 409, body: { error: 'You already have a pending proposal with Bob.' } },
    });
    const { user } = renderWithProviders(
      <ProposeMatchModal target={target} leagueId={12} divisionId={4} onClose={vi.fn()} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    await user.selectOptions(dialog.getByLabelText('Proposed time'), '2030-06-04T18:30:00.000Z');
    await dialog.findByRole('option', { name: 'Riverside Park' });
    await user.selectOptions(dialog.getByLabelText('Location (optional)'), 'Riverside Park');
    await user.click(dialog.getByRole('button', { name: 'Send Proposal' }));

    await findToast('Failed to send match proposal');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to send match proposalYou already have a pending proposal with Bob.',
    );
    expect(api.callsTo('POST', 'match-proposals/post')[0]?.body).toEqual({
      opponent_player_id: 21,
      proposed_time: '2030-06-04T18:30:00.000Z',
      league_id: 12,
      division_id: 4,
      location_id: 3,
    });
  });

  it('says the time has passed when no start is left in the slot', async () => {
    installFakeApi({ 'GET locations/all': { body: [] } });
    const past: ProposeTarget = {
      ...target,
      slot: { start_time: '2020-01-01T18:00:00.000Z', end_time: '2020-01-01T19:00:00.000Z' },
    };
    renderWithProviders(<ProposeMatchModal target={past} leagueId={12} onClose={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose Match' }));
    expect(dialog.getByText('This time has passed. Choose another one.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send Proposal' })).toBeDisabled();
  });
});
