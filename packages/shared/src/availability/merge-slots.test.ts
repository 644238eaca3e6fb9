import { describe, expect, it } from 'vitest';
import { mergeSameDaySlots, upcomingMergedSlots } from './merge-slots';
import type { Interval } from './types';

const at = (day: number, hour: number) => Date.UTC(2026, 0, day, hour);
const iv = (start: number, end: number): Interval => ({ start, end });

describe('mergeSameDaySlots', () => {
  it.each<[string, Interval[], Interval[]]>([
    [
      'joins adjacent slots on one day',
      [iv(at(10, 18), at(10, 19)), iv(at(10, 19), at(10, 20))],
      [iv(at(10, 18), at(10, 20))],
    ],
    ['joins overlapping slots', [iv(at(10, 18), at(10, 20)), iv(at(10, 19), at(10, 21))], [iv(at(10, 18), at(10, 21))]],
    [
      'keeps slots with a gap apart',
      [iv(at(10, 18), at(10, 19)), iv(at(10, 20), at(10, 21))],
      [iv(at(10, 18), at(10, 19)), iv(at(10, 20), at(10, 21))],
    ],
    [
      'keeps adjacent slots on different days apart',
      [iv(at(10, 23), at(11, 0)), iv(at(11, 0), at(11, 1))],
      [iv(at(10, 23), at(11, 0)), iv(at(11, 0), at(11, 1))],
    ],
    ['sorts first', [iv(at(10, 19), at(10, 20)), iv(at(10, 18), at(10, 19))], [iv(at(10, 18), at(10, 20))]],
    [
      'joins a chain',
      [iv(at(10, 6), at(10, 7)), iv(at(10, 7), at(10, 8)), iv(at(10, 8), at(10, 9))],
      [iv(at(10, 6), at(10, 9))],
    ],
  ])('%s (UTC)', (_name, input, expected) => {
    expect(mergeSameDaySlots(input, 'UTC')).toEqual(expected);
  });

  it("judges 'same day' in the viewer's zone", () => {
    // 04:00-05:00 and 05:00-06:00 UTC on 10 January touch at midnight in New York (EST is UTC-5).
    const slots = [iv(at(10, 4), at(10, 5)), iv(at(10, 5), at(10, 6))];
    expect(mergeSameDaySlots(slots, 'UTC')).toEqual([iv(at(10, 4), at(10, 6))]);
    expect(mergeSameDaySlots(slots, 'America/New_York')).toEqual(slots);
  });
});

describe('upcomingMergedSlots', () => {
  const slots = [
    { start_time: '2026-01-09T18:00:00Z', end_time: '2026-01-09T19:00:00Z' },
    { start_time: '2026-01-10T17:00:00Z', end_time: '2026-01-10T18:30:00Z' },
    { start_time: '2026-01-10T18:30:00Z', end_time: '2026-01-10T20:00:00Z' },
    {
      start_time: '2026-01-11T18:00:00Z',
      end_time: '2026-01-11T19:00:00Z',
      recurrence_rule: 'FREQ=DAILY;COUNT=2',
      time_zone: 'UTC',
    },
  ];

  it('keeps slots not yet over, merged, as ISO times', () => {
    const now = Date.UTC(2026, 0, 10, 18);
    expect(upcomingMergedSlots(slots, { now, until: Date.UTC(2026, 1, 1), viewerZone: 'UTC' })).toEqual([
      { start_time: '2026-01-10T17:00:00.000Z', end_time: '2026-01-10T20:00:00.000Z' },
      { start_time: '2026-01-11T18:00:00.000Z', end_time: '2026-01-11T19:00:00.000Z' },
      { start_time: '2026-01-12T18:00:00.000Z', end_time: '2026-01-12T19:00:00.000Z' },
    ]);
  });

  it('drops a slot the moment it ends', () => {
    const now = Date.UTC(2026, 0, 10, 20);
    expect(upcomingMergedSlots(slots, { now, until: Date.UTC(2026, 0, 12), viewerZone: 'UTC' })).toEqual([
      { start_time: '2026-01-11T18:00:00.000Z', end_time: '2026-01-11T19:00:00.000Z' },
    ]);
  });
});
