import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeTogether, intersectAll, intervalsAsSlots, slotPartsFreeWith } from './free-together';
import type { AvailabilitySlot, Interval } from './types';

const iv = (start: number, end: number): Interval => ({ start, end });
const at = (day: number, hour: number) => Date.UTC(2027, 0, day, hour);
const oneOff = (start: number, end: number): AvailabilitySlot => ({
  start_time: new Date(start).toISOString(),
  end_time: new Date(end).toISOString(),
});
const weekly = (start: number, end: number, day: string): AvailabilitySlot => ({
  ...oneOff(start, end),
  is_recurring: true,
  recurrence_rule: `FREQ=WEEKLY;BYDAY=${day}`,
});
// 2027-01-05 is a Tuesday.
const january = { start: at(1, 0), end: at(32, 0) };

describe('intersectAll', () => {
  it.each<[string, Interval[][], Interval[]]>([
    ['nobody', [], []],
    ['one person', [[iv(5, 9), iv(1, 3)]], [iv(1, 3), iv(5, 9)]],
    ['two people', [[iv(1, 10)], [iv(4, 6), iv(8, 12)]], [iv(4, 6), iv(8, 10)]],
    ['four people, one short window', [[iv(0, 100)], [iv(10, 50)], [iv(20, 80)], [iv(30, 40)]], [iv(30, 40)]],
    ['someone never free', [[iv(0, 100)], [], [iv(10, 20)]], []],
    ['touching only', [[iv(0, 10)], [iv(10, 20)]], []],
  ])('%s', (_name, lists, expected) => {
    expect(intersectAll(lists)).toEqual(expected);
  });

  it('is free at a point exactly when every person is', () => {
    const intervals = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 })).map(([s, d]) => iv(s, s + d)),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(fc.array(intervals, { minLength: 1, maxLength: 4 }), (lists) => {
        const shared = intersectAll(lists);
        for (let point = 0; point < 85; point++) {
          const inShared = shared.some((i) => i.start <= point && point < i.end);
          const inAll = lists.every((list) => list.some((i) => i.start <= point && point < i.end));
          expect(inShared).toBe(inAll);
        }
      }),
    );
  });
});

describe('freeTogether', () => {
  it('keeps only the evenings all four players are free', () => {
    const everyTuesday = weekly(at(5, 18), at(5, 21), 'TU');
    const secondTuesdayLate = oneOff(at(12, 19), at(12, 23));
    const tuesdaysFromTheSecond = weekly(at(12, 17), at(12, 20), 'TU');
    const secondAndThird = [oneOff(at(12, 18), at(12, 22)), oneOff(at(19, 18), at(19, 22))];
    expect(
      freeTogether(
        [
          [everyTuesday],
          [secondTuesdayLate, weekly(at(26, 18), at(26, 19), 'TU')],
          [tuesdaysFromTheSecond],
          secondAndThird,
        ],
        january,
      ),
    ).toEqual([iv(at(12, 19), at(12, 20))]);
  });

  it('finds nothing when one player has no slots', () => {
    expect(freeTogether([[oneOff(at(5, 18), at(5, 21))], []], january)).toEqual([]);
  });
});

describe('intervalsAsSlots', () => {
  it('gives one-off slots that expand back to the same times', () => {
    const shared = [iv(at(5, 18), at(5, 19)), iv(at(12, 18), at(12, 20))];
    const slots = intervalsAsSlots(shared);
    expect(slots.every((slot) => slot.is_recurring === false)).toBe(true);
    expect(freeTogether([slots], january)).toEqual(shared);
  });
});

describe('slotPartsFreeWith', () => {
  it("cuts the anchor's slots down to when the partner is free, naming each part's slot", () => {
    const evenings = { ...weekly(at(5, 18), at(5, 21), 'TU'), id: 7 };
    const morning = { ...oneOff(at(6, 9), at(6, 11)), id: 8 };
    const partner = [oneOff(at(12, 20), at(12, 23)), oneOff(at(6, 10), at(6, 12))];
    expect(slotPartsFreeWith([evenings, morning], [partner], january)).toEqual([
      { slot: morning, start: at(6, 10), end: at(6, 11) },
      { slot: evenings, start: at(12, 20), end: at(12, 21) },
    ]);
  });

  it('has no parts when the partner is never free', () => {
    expect(slotPartsFreeWith([oneOff(at(5, 18), at(5, 21))], [[]], january)).toEqual([]);
  });
});
