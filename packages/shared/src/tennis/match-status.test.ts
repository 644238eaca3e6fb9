import { describe, expect, it } from 'vitest';
import {
  countMatchesByState,
  getMatchState,
  getResultLabel,
  haveCompletedMatch,
  isMatchOutcome,
  isRetirementOutcome,
  progressPercentage,
} from './match-status';

describe('getMatchState', () => {
  it.each([
    ['scheduled', 'scheduled'],
    ['normal', 'completed'],
    ['opponent_retired', 'completed'],
    ['i_retired', 'completed'],
    ['home_retired', 'completed'],
    ['away_retired', 'completed'],
    ['pending', 'unscheduled'],
    ['', 'unscheduled'],
    [null, 'unscheduled'],
    [undefined, 'unscheduled'],
    ['Scheduled', 'unscheduled'],
  ])('%s is %s', (status, state) => {
    expect(getMatchState(status)).toBe(state);
  });
});

describe('isMatchOutcome and isRetirementOutcome', () => {
  it('know the outcomes', () => {
    expect(isMatchOutcome('normal')).toBe(true);
    expect(isMatchOutcome('scheduled')).toBe(false);
    expect(isRetirementOutcome('normal')).toBe(false);
    expect(isRetirementOutcome('home_retired')).toBe(true);
    expect(isRetirementOutcome('i_retired')).toBe(true);
  });
});

describe('countMatchesByState and progressPercentage', () => {
  const statuses = ['normal', 'i_retired', 'scheduled', 'scheduled', 'unscheduled', null];
  const matches = statuses.map((status) => ({ status }));

  it('counts each state', () => {
    expect(countMatchesByState(matches)).toEqual({ completed: 2, scheduled: 2, unscheduled: 2 });
  });

  it.each([
    [[], 0],
    [['normal'], 100],
    [['normal', 'scheduled', 'scheduled'], 33],
    [['normal', 'normal', 'scheduled'], 67],
    [['normal', 'scheduled'], 50],
    [['scheduled', null], 0],
  ])('progress of %j is %i%%', (list, expected) => {
    expect(progressPercentage(list.map((status) => ({ status })))).toBe(expected);
  });
});

describe('getResultLabel', () => {
  const base = { home_player_id: 1, away_player_id: 2 };

  it.each<[string, number | null, number, string | null]>([
    ['normal', 1, 1, 'Completed'],
    ['normal', 1, 2, 'Completed'],
    ['opponent_retired', 1, 1, 'Opponent retired'],
    ['opponent_retired', 1, 2, 'You retired'],
    ['i_retired', 1, 1, 'You retired'],
    ['i_retired', 1, 2, 'Opponent retired'],
    ['home_retired', null, 1, 'You retired'],
    ['home_retired', null, 2, 'Opponent retired'],
    ['away_retired', null, 1, 'Opponent retired'],
    ['away_retired', null, 2, 'You retired'],
    ['opponent_retired', 1, 3, 'Completed'],
    ['i_retired', 9, 1, 'Completed'],
    ['scheduled', 1, 1, null],
    ['unknown', 1, 1, null],
  ])('%s submitted by %s, seen by %i: %s', (status, submitter, viewer, label) => {
    expect(getResultLabel({ ...base, status, submitted_by_player_id: submitter }, viewer)).toBe(label);
  });
});

describe('haveCompletedMatch', () => {
  const matches = [
    { status: 'normal', home_player_id: 1, away_player_id: 2 },
    { status: 'scheduled', home_player_id: 1, away_player_id: 3 },
  ];

  it('looks at both sides and only at completed matches', () => {
    expect(haveCompletedMatch(matches, 1, 2)).toBe(true);
    expect(haveCompletedMatch(matches, 2, 1)).toBe(true);
    expect(haveCompletedMatch(matches, 1, 3)).toBe(false);
    expect(haveCompletedMatch(matches, 2, 3)).toBe(false);
  });
});
