import { describe, expect, it } from 'vitest';
import {
  UNASSIGNED_PLAYERS_MESSAGE,
  getNextLeagueStep,
  isForwardLeagueTransition,
  leagueStepBlocker,
  leagueStepConfirmation,
  requiresIrreversibleConfirmation,
} from './league-transitions';

describe('getNextLeagueStep', () => {
  it.each([
    ['draft', 'registration_open', 'Open Registration', false, false],
    ['registration_open', 'registration_closed', 'Close Registration', false, false],
    ['registration_closed', 'pending_start', 'Publish Divisions', false, true],
    ['pending_start', 'active', 'Start League', true, false],
    ['active', 'playoffs', 'Start Playoffs', true, false],
    ['in_progress', 'playoffs', 'Start Playoffs', true, false],
    ['playoffs', 'completed', 'Complete League', true, false],
  ])('%s -> %s by %s (confirm: %s, publish: %s)', (from, to, label, confirm, viaPublish) => {
    expect(getNextLeagueStep(from)).toEqual({
      from,
      to,
      label,
      requires_confirmation: confirm,
      via_publish: viaPublish,
    });
  });

  it.each([['completed'], ['canceled'], ['unknown'], [null]])('%s has no next step', (status) => {
    expect(getNextLeagueStep(status)).toBeNull();
  });
});

describe('isForwardLeagueTransition', () => {
  it.each([
    ['draft', 'registration_open', true],
    ['in_progress', 'playoffs', true],
    ['draft', 'active', false],
    ['active', 'pending_start', false],
    ['completed', 'draft', false],
    ['active', 'canceled', false],
  ])('%s -> %s: %s', (from, to, allowed) => {
    expect(isForwardLeagueTransition(from, to)).toBe(allowed);
  });
});

describe('confirmations and blockers', () => {
  it('asks to confirm moves into active, playoffs and completed only', () => {
    expect(['active', 'playoffs', 'completed'].every(requiresIrreversibleConfirmation)).toBe(true);
    expect(
      ['draft', 'registration_open', 'registration_closed', 'pending_start', 'in_progress', 'canceled'].some(
        requiresIrreversibleConfirmation,
      ),
    ).toBe(false);
  });

  it('says the action cannot be undone', () => {
    expect(leagueStepConfirmation({ label: 'Start League' })).toBe('Start League? This action cannot be undone.');
  });

  it('blocks starting a league while any player is unassigned', () => {
    const start = getNextLeagueStep('pending_start')!;
    expect(leagueStepBlocker(start, { unassigned_players: 2 })).toBe(UNASSIGNED_PLAYERS_MESSAGE);
    expect(UNASSIGNED_PLAYERS_MESSAGE).toBe(
      'Cannot start league: There are unassigned players. Please assign all players to a division before starting the league.',
    );
    expect(leagueStepBlocker(start, { unassigned_players: 0 })).toBeNull();
    expect(leagueStepBlocker(getNextLeagueStep('active')!, { unassigned_players: 2 })).toBeNull();
  });
});
