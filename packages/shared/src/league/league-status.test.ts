import { describe, expect, it } from 'vitest';
import {
  LEAGUE_STATUSES,
  LEAGUE_TIMELINE,
  isActiveLeagueStatus,
  isBeforePlay,
  isLeagueStatus,
  isOpenForRegistration,
  isReachableFromMyLeagues,
  timelineIndex,
  timelineSteps,
} from './league-status';

describe('league status sets', () => {
  it.each([
    ['draft', false, false, false, true],
    ['registration_open', false, false, true, true],
    ['registration_closed', false, false, false, true],
    ['pending_start', false, false, false, true],
    ['active', true, true, false, false],
    ['in_progress', true, true, false, false],
    ['playoffs', true, true, false, false],
    ['completed', false, true, false, false],
    ['canceled', false, false, false, false],
    ['archived', false, false, false, false],
  ])(
    '%s: active %s, reachable from My Leagues %s, open for registration %s, before play %s',
    (status, active, reachable, open, beforePlay) => {
      expect(isActiveLeagueStatus(status)).toBe(active);
      expect(isReachableFromMyLeagues(status)).toBe(reachable);
      expect(isOpenForRegistration(status)).toBe(open);
      expect(isBeforePlay(status)).toBe(beforePlay);
    },
  );

  it('knows the nine statuses and nothing else', () => {
    expect(LEAGUE_STATUSES).toHaveLength(9);
    for (const status of LEAGUE_STATUSES) expect(isLeagueStatus(status)).toBe(true);
    expect(isLeagueStatus('archived')).toBe(false);
    expect(isLeagueStatus(null)).toBe(false);
  });
});

describe('timeline', () => {
  it('shows the seven steps in order', () => {
    expect(LEAGUE_TIMELINE).toEqual([
      'draft',
      'registration_open',
      'registration_closed',
      'pending_start',
      'active',
      'playoffs',
      'completed',
    ]);
  });

  it.each([
    ['draft', 0],
    ['pending_start', 3],
    ['active', 4],
    ['in_progress', 4],
    ['completed', 6],
    ['canceled', -1],
    ['unknown', -1],
  ])('places %s at %i', (status, index) => {
    expect(timelineIndex(status)).toBe(index);
  });

  it('marks steps done, current and upcoming', () => {
    expect(timelineSteps('in_progress').map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(timelineSteps('canceled').every((step) => step.state === 'upcoming')).toBe(true);
  });
});
