import { describe, expect, it } from 'vitest';
import { daysRemaining } from './days-remaining';

describe('daysRemaining', () => {
  it.each([
    ['a month ahead', '2026-06-30', '2026-05-31T12:00:00Z', 30],
    ['tomorrow', '2026-06-30', '2026-06-29T23:59:59Z', 1],
    ['the last day of play', '2026-06-30', '2026-06-30T08:00:00Z', 0],
    ['after the end: floored at 0', '2026-06-30', '2026-07-15T08:00:00Z', 0],
    ['a timestamp end, counted by UTC date', '2026-06-30T23:00:00Z', '2026-06-28T01:00:00Z', 2],
    ['an instant as epoch ms', '2026-06-30', Date.UTC(2026, 5, 20, 18), 10],
  ])('%s', (_name, playEnd, now, expected) => {
    expect(daysRemaining(playEnd, now)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['unreadable', 'end of June'],
  ])('is null when play_end is %s', (_name, playEnd) => {
    expect(daysRemaining(playEnd, '2026-06-01T00:00:00Z')).toBeNull();
  });
});
